import type { Color, PDFFont, PDFPage } from 'pdf-lib';
import type { Fonts } from './fonts';

/*
 * Text drawn and measured in runs: the characters a face's latin file lacks (Ł, ř, ş) go to its
 * latin-ext fallback, so a tenant's name is drawn with its own letters instead of empty boxes. Runs
 * sit edge to edge, so extractors read the word whole.
 */

const coverage = new WeakMap<PDFFont, Set<number>>();

function covers(font: PDFFont, codePoint: number): boolean {
  let set = coverage.get(font);
  if (!set) {
    set = new Set(font.getCharacterSet());
    coverage.set(font, set);
  }
  return set.has(codePoint);
}

export function textRuns(fonts: Fonts, text: string, font: PDFFont): { text: string; font: PDFFont }[] {
  const fallback = fonts.fallbacks.get(font);
  const runs: { text: string; font: PDFFont }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const use = fallback && !covers(font, code) && covers(fallback, code) ? fallback : font;
    const last = runs[runs.length - 1];
    if (last && last.font === use) last.text += char;
    else runs.push({ text: char, font: use });
  }
  return runs;
}

export function textWidth(fonts: Fonts, text: string, font: PDFFont, size: number): number {
  return textRuns(fonts, text, font).reduce((sum, r) => sum + r.font.widthOfTextAtSize(r.text, size), 0);
}

export interface DrawOptions {
  x: number;
  y: number;
  size: number;
  font: PDFFont;
  color?: Color;
}

export function drawRuns(page: PDFPage, fonts: Fonts, text: string, options: DrawOptions): void {
  let x = options.x;
  const runs = textRuns(fonts, text, options.font);
  runs.forEach((run, i) => {
    page.drawText(run.text, { ...options, x, font: run.font });
    // Only a run that another follows needs its width (most lines are one run).
    if (i < runs.length - 1) x += textWidth(fonts, run.text, run.font, options.size);
  });
}

/** Cuts a text to `width`, ending it with an ellipsis. */
export function fitText(fonts: Fonts, text: string, font: PDFFont, size: number, width: number): string {
  if (textWidth(fonts, text, font, size) <= width) return text;
  let cut = text.length;
  while (cut > 1 && textWidth(fonts, `${text.slice(0, cut)}…`, font, size) > width) cut--;
  return `${text.slice(0, cut)}…`;
}
