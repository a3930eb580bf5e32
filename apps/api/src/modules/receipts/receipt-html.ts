import type { Receipt } from '@rentals/domain/billing/receipts';
import { labelled, receiptSections, type ReceiptField } from './receipt-sections';

/*
 * The receipt as HTML for the e-mail: a self-contained table with inline styles (mail clients drop
 * <style> blocks and external sheets), every value escaped, and the same words as the PDF and the
 * page. The plain-text part carries the same sections for clients that show text only.
 */

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const cell = 'padding:6px 8px;border-bottom:1px solid #e0e0e0;';
const row = (f: ReceiptField, bold = false) =>
  `<tr><td style="${cell}${bold ? 'font-weight:700;' : ''}">${escape(f.label)}</td>` +
  `<td style="${cell}text-align:right;white-space:nowrap;${bold ? 'font-weight:700;' : ''}">${escape(f.value)}</td></tr>`;

export function receiptHtml(r: Receipt, link: { href: string; text: string }): string {
  const s = receiptSections(r);
  const totals = s.totals.map((f, i) => row(f, i === s.totals.length - 1)).join('');
  return [
    `<!doctype html><html lang="${r.locale}"><head><meta charset="utf-8"><title>${escape(s.title)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;">',
    '<div style="max-width:600px;margin:0 auto;">',
    `<p style="margin:0 0 4px;font-weight:700;">${s.seller.map(escape).join('<br>')}</p>`,
    `<h1 style="font-size:22px;margin:16px 0 8px;">${escape(s.title)}</h1>`,
    s.refunded
      ? `<p style="margin:0 0 12px;padding:8px;border:2px solid #b00020;color:#b00020;font-weight:700;">${escape(s.refunded)}</p>`
      : '',
    '<table role="presentation" style="border-collapse:collapse;margin-bottom:16px;">',
    s.facts
      .map(
        (f) =>
          `<tr><td style="padding:2px 16px 2px 0;color:#555;">${escape(f.label)}</td><td style="padding:2px 0;">${escape(f.value)}</td></tr>`,
      )
      .join(''),
    '</table>',
    '<table style="border-collapse:collapse;width:100%;">',
    `<thead><tr><th style="${cell}text-align:left;">${escape(s.columns.description)}</th><th style="${cell}text-align:right;">${escape(s.columns.amount)}</th></tr></thead>`,
    `<tbody>${s.lines.map((f) => row(f)).join('')}${totals}</tbody>`,
    '</table>',
    s.notes.map((n) => `<p style="margin:12px 0 0;color:#555;font-size:13px;">${escape(n)}</p>`).join(''),
    `<p style="margin:20px 0 0;"><a href="${escape(link.href)}" style="color:#00753d;">${escape(link.text)}</a></p>`,
    '</div></body></html>',
  ].join('');
}

export function receiptText(r: Receipt, link: { href: string; text: string }): string {
  const s = receiptSections(r);
  const field = (f: ReceiptField) => labelled(f.label, f.value, r.locale);
  return [
    ...s.seller,
    '',
    s.title,
    ...(s.refunded ? ['', s.refunded] : []),
    '',
    ...s.facts.map(field),
    '',
    ...s.lines.map(field),
    ...s.totals.map(field),
    '',
    ...s.notes,
    '',
    labelled(link.text, link.href, r.locale),
  ].join('\n');
}
