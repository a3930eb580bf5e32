import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AppDeps } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { bearerToken, resolveViewer } from '../auth/session.service';
import { receiptPdf } from './receipt-pdf';
import { getReceipt } from './receipt.service';

/*
 * GET /payments/<id>/receipt.pdf?locale=en|fr: a receipt's PDF for its payer or staff with
 * boostListings view (Bearer session, as the other private downloads), the same rules and audit as
 * the receipt query. A refusal answers its code in JSON, which the download button shows in words.
 */

export const RECEIPT_PDF_PATH = /^\/payments\/([0-9a-f-]{36})\/receipt\.pdf$/;

const refuse = (res: ServerResponse, status: number, code: string) =>
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code }));

export async function serveReceiptPdf(
  deps: AppDeps,
  req: IncomingMessage,
  res: ServerResponse,
  match: RegExpExecArray,
) {
  if (req.method !== 'GET') return res.writeHead(405, { Allow: 'GET' }).end();
  const viewer = await resolveViewer(deps, bearerToken(req.headers.authorization));
  if (!viewer) return refuse(res, 401, 'UNAUTHENTICATED');
  const asked = new URL(req.url ?? '/', 'http://x').searchParams.get('locale');
  const locale = asked === 'fr' || asked === 'en' ? asked : viewer.locale;
  let receipt;
  try {
    receipt = await getReceipt(deps, viewer, match[1]!, locale);
  } catch (error) {
    if (error instanceof AppError) return refuse(res, 404, error.code);
    throw error;
  }
  const body = await receiptPdf(receipt);
  res.writeHead(200, {
    'Content-Type': 'application/pdf',
    'Content-Length': body.length,
    'Cache-Control': 'private, no-store',
    'Content-Disposition': `attachment; filename="receipt-${receipt.number}-${locale}.pdf"`,
  });
  res.end(Buffer.from(body));
}
