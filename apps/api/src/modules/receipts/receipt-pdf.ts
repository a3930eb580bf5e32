import type { Receipt } from '@rentals/domain/billing/receipts';
import { PDFDocument, rgb } from 'pdf-lib';
import { embedFonts } from '../leases/pdf/fonts';
import { pdfLanguage } from '../leases/pdf/format';
import { GREY, Layout } from '../leases/pdf/layout';
import { receiptSections } from './receipt-sections';

/*
 * The receipt as a PDF, drawn with the lease documents' layout and embedded Noto Sans, so French
 * accents and the no-break spaces of French amounts render, and the text is real (searchable,
 * copyable, read aloud). Its dates are the payment's, so the same receipt gives the same bytes.
 */

const RED = rgb(0.69, 0, 0.13);
/** The amount column starts here (points from the left margin). */
const AMOUNT_COLUMN = 390;

export async function receiptPdf(r: Receipt): Promise<Uint8Array> {
  const s = receiptSections(r);
  const doc = await PDFDocument.create({ updateMetadata: false });
  const layout = new Layout(doc, await embedFonts(doc));
  layout.text(s.seller[0]!, { font: layout.fonts.bold, size: 11 });
  for (const line of s.seller.slice(1)) layout.text(line, { size: 9, color: GREY });
  layout.space(10);
  layout.title(s.title);
  if (s.refunded) {
    layout.space(4);
    layout.text(s.refunded, { font: layout.fonts.bold, size: 12, color: RED, after: 6 });
  }
  layout.space(6);
  for (const f of s.facts) layout.field(f.label, f.value, 130);
  layout.heading(`${s.columns.description} — ${s.columns.amount}`);
  for (const f of s.lines) layout.field(f.label, f.value, AMOUNT_COLUMN);
  layout.space(4);
  for (const f of s.totals) layout.field(f.label, f.value, AMOUNT_COLUMN);
  layout.space(8);
  for (const note of s.notes) layout.note(note);
  doc.setTitle(s.title, { showInWindowTitleBar: true });
  doc.setLanguage(pdfLanguage(r.locale));
  doc.setAuthor(r.business.name);
  doc.setSubject(s.title);
  doc.setCreator(r.business.name);
  doc.setProducer('pdf-lib');
  doc.setCreationDate(r.paidAt);
  doc.setModificationDate(r.refundedAt ?? r.paidAt);
  return doc.save();
}
