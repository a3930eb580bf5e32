import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerText } from '@rentals/domain/site-forms/answers';
import { hasModulePermission } from '@rentals/domain/users/rules';
import type { AppDeps } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { bearerToken, resolveViewer } from '../auth/session.service';
import { csvCell } from '../lease-requests/lease-request-export';
import { getSiteForm, selectSubmissions } from './site-form.service';

/*
 * The CSV export of a form's submissions (/admin-forms), newest first, for staff with articles
 * view: one column per field of the form as it is now (answers to removed fields are left out),
 * written as the team reads them (option labels, Yes/No in English). UTF-8 with a byte order
 * mark, so spreadsheet apps read French accents.
 */

export const SITE_FORM_EXPORT_PATH = '/exports/site-form-submissions.csv';
const BATCH = 500;

/** GET /exports/site-form-submissions.csv?form=<id> (Bearer token). */
export async function serveSiteFormExport(deps: AppDeps, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET' }).end();
    return;
  }
  const viewer = await resolveViewer(deps, bearerToken(req.headers.authorization));
  // Submissions hold senders' personal data: read like the inbox, not like the content pages.
  if (!hasModulePermission(viewer, 'inbox', 'view')) {
    res
      .writeHead(viewer ? 403 : 401, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: viewer ? 'NO_ACCESS' : 'UNAUTHENTICATED' }));
    return;
  }
  const formId = new URL(req.url ?? '/', 'http://localhost').searchParams.get('form') ?? '';
  let form;
  try {
    form = await getSiteForm(deps.db, formId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ code: error.code }));
    return;
  }
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${form.slug}-submissions.csv"`,
    'Cache-Control': 'no-store',
    'X-Export-Rows': String(form.submissionCount),
  });
  const header = ['submittedAt', 'language', ...form.fields.map((f) => f.key)];
  res.write(`\uFEFF${header.map(csvCell).join(',')}\r\n`);
  for (let written = 0; ;) {
    const rows = await selectSubmissions(deps.db, form.id, BATCH, written);
    const lines = rows.map((r) =>
      [
        r.createdAt.toISOString(),
        r.locale,
        ...form.fields.map((f) => answerText(f, r.answers[f.key] as never, 'en')),
      ]
        .map(csvCell)
        .join(','),
    );
    if (lines.length) res.write(lines.map((l) => `${l}\r\n`).join(''));
    written += rows.length;
    if (rows.length < BATCH) break;
  }
  res.end();
}
