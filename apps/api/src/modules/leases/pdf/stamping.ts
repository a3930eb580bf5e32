import type { Locale } from '@rentals/domain/users/enums';
import type { PDFDocument } from 'pdf-lib';
import { formatDate, formatUtc } from './format';
import { GREY, type Layout } from './layout';
import { fitText } from './text-runs';
import type { LeaseSignatureStamp } from './lease-document';

/*
 * Puts each signature into the box the unsigned layout recorded for its signer, and the signer's
 * initials on the line at the foot of every page. The layout is the same as the unsigned one, so
 * the sealed document is the document that was read, plus the marks.
 */

const SIGNED_ON: Record<Locale, string> = {
  en: 'Signed electronically on {at}',
  fr: 'Signé électroniquement le {at}',
};

export async function stampSignatures(
  doc: PDFDocument,
  layout: Layout,
  stamps: LeaseSignatureStamp[],
): Promise<void> {
  const { script, regular } = layout.fonts;
  // Stamped in a fixed order, so images are embedded (and numbered) the same way every time.
  const ordered = [...stamps].sort((a, b) => a.signerId.localeCompare(b.signerId));
  for (const stamp of ordered) {
    const box = layout.anchors.signatures.get(stamp.signerId);
    if (!box) continue;
    const page = doc.getPage(box.page);
    const pad = 6;
    const captionSize = 7;
    const area = { x: box.x + pad, y: box.y + pad + captionSize + 4, width: box.width - 2 * pad };
    const areaHeight = box.height - 2 * pad - captionSize - 4;
    if (stamp.kind === 'DRAWN' && stamp.image) {
      const image = await doc.embedPng(stamp.image);
      const scale = Math.min(area.width / image.width, areaHeight / image.height);
      const [width, height] = [image.width * scale, image.height * scale];
      page.drawImage(image, { x: area.x, y: area.y + (areaHeight - height) / 2, width, height });
    } else {
      // The typed name in a script face, as large as fits the box.
      let size = 24;
      while (size > 10 && layout.width(stamp.text, script, size) > area.width) size -= 1;
      const text = fitText(layout.fonts, stamp.text, script, size, area.width);
      layout.draw(page, text, { x: area.x, y: area.y + (areaHeight - size) / 2 + 2, size, font: script });
    }
    const caption = SIGNED_ON[stamp.locale].replace('{at}', formatUtc(stamp.signedAt));
    layout.draw(page, caption, {
      x: box.x + pad,
      y: box.y + pad,
      size: captionSize,
      font: regular,
      color: GREY,
    });

    const date = layout.anchors.dates.get(stamp.signerId);
    if (date) {
      layout.draw(doc.getPage(date.page), formatDate(stamp.signedAt, stamp.locale), {
        x: date.x + 2,
        y: date.y,
        size: 8.5,
        font: regular,
      });
    }

    for (const line of layout.anchors.initials.filter((i) => i.signerId === stamp.signerId)) {
      const size = 10;
      const initials = fitText(layout.fonts, stamp.initials, script, size, line.width);
      layout.draw(doc.getPage(line.page), initials, { x: line.x + 2, y: line.y + 1, size, font: script });
    }
  }
}
