import { type PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import type { Fonts } from './fonts';
import { type DrawOptions, drawRuns, fitText, textWidth } from './text-runs';

/*
 * A small flowing layout on US Letter (the paper size used in Canada): text is wrapped by measuring
 * each word with the embedded font and drawn as real text runs, top to bottom, in reading order, so
 * text extraction and screen readers get the document in the order it is read. The places a signer
 * signs or initials are recorded as anchors, so the sealed copy stamps them on the very same layout.
 */

export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = 54;
const FOOTER_TOP = 70;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const BLACK = rgb(0, 0, 0);
export const GREY = rgb(0.35, 0.35, 0.35);
const RULE = rgb(0.6, 0.6, 0.6);

export interface Anchor {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FooterInitials {
  signerId: string;
  label: string;
}

export interface LayoutAnchors {
  signatures: Map<string, Anchor>;
  /** The blank after "Date" under each signature box. */
  dates: Map<string, Anchor>;
  initials: (Anchor & { signerId: string })[];
}

interface TextOptions {
  font?: PDFFont;
  size?: number;
  indent?: number;
  width?: number;
  color?: ReturnType<typeof rgb>;
  after?: number;
}

export class Layout {
  private pages: PDFPage[] = [];
  private y = 0;
  readonly anchors: LayoutAnchors = { signatures: new Map(), dates: new Map(), initials: [] };

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  get page(): PDFPage {
    return this.pages[this.pages.length - 1]!;
  }

  newPage(): void {
    this.pages.push(this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]));
    this.y = PAGE_HEIGHT - MARGIN;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensure(height: number): void {
    if (this.y - height < FOOTER_TOP + 8) this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  /** Lines of `text` that fit in `width`; a newline in the text starts a new line. */
  wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of clean(text).split('\n')) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(' ')) {
        const candidate = line ? `${line} ${word}` : word;
        const wordWidth = this.width(word, font, size);
        const candidateWidth = line ? lineWidth + this.width(' ', font, size) + wordWidth : wordWidth;
        if (this.fits(candidate, candidateWidth, font, size, width)) {
          line = candidate;
          lineWidth = candidateWidth;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        lineWidth = wordWidth;
        // A word wider than the line (a long URL) is cut where it overflows.
        while (this.width(line, font, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && this.width(line.slice(0, cut), font, size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
          lineWidth = this.width(line, font, size);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, options: TextOptions = {}): void {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? 9.5;
    const indent = options.indent ?? 0;
    const width = options.width ?? CONTENT_WIDTH - indent;
    const leading = size * 1.35;
    for (const line of this.wrap(text, font, size, width)) {
      this.ensure(leading);
      this.y -= leading;
      if (line) {
        this.draw(this.page, line, {
          x: MARGIN + indent,
          y: this.y + size * 0.25,
          size,
          font,
          color: options.color ?? BLACK,
        });
      }
    }
    this.y -= options.after ?? 3;
  }

  title(text: string, subtitle?: string): void {
    this.text(text, { font: this.fonts.bold, size: 15, after: 2 });
    if (subtitle) this.text(subtitle, { size: 9, color: GREY, after: 8 });
  }

  /** A section heading, kept with at least the first lines that follow it. */
  heading(text: string): void {
    this.ensure(60);
    this.space(6);
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness: 0.5,
      color: RULE,
    });
    this.text(text, { font: this.fonts.bold, size: 11.5, after: 3 });
  }

  note(text: string): void {
    this.text(text, { font: this.fonts.italic, size: 8.5, color: GREY });
  }

  /** A label and its value side by side; the row is as tall as its longer side. */
  field(label: string, value: string, labelWidth = 190): void {
    const size = 9.5;
    const leading = size * 1.35;
    const labels = this.wrap(label, this.fonts.bold, size, labelWidth - 8);
    const values = this.wrap(value, this.fonts.regular, size, CONTENT_WIDTH - labelWidth);
    const rows = Math.max(labels.length, values.length);
    for (let i = 0; i < rows; i++) {
      this.ensure(leading);
      this.y -= leading;
      const y = this.y + size * 0.25;
      const l = labels[i];
      const v = values[i];
      if (l) this.draw(this.page, l, { x: MARGIN, y, size, font: this.fonts.bold });
      if (v) this.draw(this.page, v, { x: MARGIN + labelWidth, y, size, font: this.fonts.regular });
    }
    this.y -= 3;
  }

  /** One option of a "select one" list: a box, crossed when chosen, then its text. */
  option(checked: boolean, text: string, indent = 0): void {
    const size = 9.5;
    this.ensure(size * 1.35);
    const x = MARGIN + indent;
    const top = this.y - 2.5;
    this.page.drawRectangle({ x, y: top - 9, width: 9, height: 9, borderColor: BLACK, borderWidth: 0.7 });
    if (checked) {
      this.draw(this.page, 'X', { x: x + 1.6, y: top - 7.6, size: 8.5, font: this.fonts.bold });
    }
    this.text(text, { indent: indent + 15 });
  }

  /** A framed notice, for what a reader must not miss. */
  boxed(lines: string[], font: PDFFont = this.fonts.bold): void {
    const size = 9.5;
    const leading = size * 1.35;
    const pad = 8;
    const wrapped = lines.flatMap((l) => this.wrap(l, font, size, CONTENT_WIDTH - 2 * pad));
    const height = wrapped.length * leading + 2 * pad;
    this.ensure(height + 6);
    this.page.drawRectangle({
      x: MARGIN,
      y: this.y - height,
      width: CONTENT_WIDTH,
      height,
      borderColor: BLACK,
      borderWidth: 1.2,
    });
    let y = this.y - pad;
    for (const line of wrapped) {
      y -= leading;
      this.draw(this.page, line, { x: MARGIN + pad, y: y + size * 0.25, size, font });
    }
    this.y -= height + 8;
  }

  /** A signature block: name and role above, then the box a signature goes into, then the date. */
  signatureBox(signerId: string, heading: string, dateLabel: string): void {
    const boxHeight = 62;
    this.ensure(boxHeight + 50);
    this.text(heading, { font: this.fonts.bold, after: 2 });
    const anchor = {
      page: this.pages.length - 1,
      x: MARGIN,
      y: this.y - boxHeight,
      width: 300,
      height: boxHeight,
    };
    this.page.drawRectangle({ ...anchor, borderColor: RULE, borderWidth: 0.7 });
    this.anchors.signatures.set(signerId, anchor);
    this.y -= boxHeight + 2;
    this.text(dateLabel, { size: 8.5, color: GREY, after: 10 });
    // The blank to fill in, drawn as a line rather than underscores so a stamped date sits on it.
    const x = MARGIN + this.width(dateLabel, this.fonts.regular, 8.5) + 4;
    const y = this.y + 10 + 1;
    this.page.drawLine({ start: { x, y }, end: { x: x + 120, y }, thickness: 0.5, color: GREY });
    this.anchors.dates.set(signerId, { page: this.pages.length - 1, x, y: y + 1.5, width: 120, height: 10 });
  }

  /**
   * Draws each page's footer, once every page exists: the lease id, "Page X of Y" and a line for
   * each signer's initials, whose places are recorded for the sealed copy.
   */
  footers(
    left: string,
    pageLabel: (page: number, total: number) => string,
    initials: FooterInitials[],
    initialsLabel = '',
  ): void {
    const size = 7.5;
    const total = this.pages.length;
    this.pages.forEach((page, index) => {
      page.drawLine({
        start: { x: MARGIN, y: FOOTER_TOP - 4 },
        end: { x: PAGE_WIDTH - MARGIN, y: FOOTER_TOP - 4 },
        thickness: 0.5,
        color: RULE,
      });
      this.draw(page, left, { x: MARGIN, y: 24, size, font: this.fonts.regular, color: GREY });
      const label = pageLabel(index + 1, total);
      const pageLabelWidth = this.width(label, this.fonts.regular, size);
      this.draw(page, label, {
        x: PAGE_WIDTH - MARGIN - pageLabelWidth,
        y: 24,
        size,
        font: this.fonts.regular,
        color: GREY,
      });
      // Initials: after their label, a short line per signer, left to right, the signer's name under it.
      if (initials.length === 0) return;
      const labelWidth = 46;
      this.draw(page, fitText(this.fonts, initialsLabel, this.fonts.bold, 7, labelWidth - 4), {
        x: MARGIN,
        y: 45,
        size: 7,
        font: this.fonts.bold,
        color: GREY,
      });
      const slot = Math.min(80, (CONTENT_WIDTH - labelWidth) / initials.length);
      initials.forEach((entry, i) => {
        const x = MARGIN + labelWidth + i * slot;
        const width = slot - 10;
        page.drawLine({ start: { x, y: 44 }, end: { x: x + width, y: 44 }, thickness: 0.5, color: BLACK });
        const text = fitText(this.fonts, entry.label, this.fonts.regular, 6.5, width);
        this.draw(page, text, { x, y: 36, size: 6.5, font: this.fonts.regular, color: GREY });
        this.anchors.initials.push({ signerId: entry.signerId, page: index, x, y: 45, width, height: 14 });
      });
    });
  }

  /**
   * Whether `text` fits in `width`, from `estimate`, the sum of its words' and spaces' widths: a
   * line's width measured whole on every added word made wrapping quadratic, and each measure shapes
   * the text (seconds for a lease). Glyph advances add up across words, so the sum is the width
   * but for rounding; within a point of the limit the line is measured whole, so the breaks stay
   * exactly those of measuring every candidate.
   */
  private fits(text: string, estimate: number, font: PDFFont, size: number, width: number): boolean {
    if (Math.abs(estimate - width) > 1) return estimate <= width;
    return this.width(text, font, size) <= width;
  }

  /** Width of a text drawn with `font`, counting the letters its fallback draws. */
  width(text: string, font: PDFFont, size: number): number {
    return textWidth(this.fonts, text, font, size);
  }

  draw(page: PDFPage, text: string, options: DrawOptions): void {
    drawRuns(page, this.fonts, text, options);
  }

  get pageCount(): number {
    return this.pages.length;
  }
}

/** Tabs and carriage returns are not glyphs: they would draw as boxes. */
function clean(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(/\t/g, '    ');
}
