import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { incomeToRentRatio } from '@rentals/domain/rental-applications/income';
import { staffApplicationFilterSchema } from '@rentals/domain/rental-applications/staff-filter';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { count, desc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { rentalApplications } from '../../db/schema/rental-applications';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../graphql/context';
import { bearerToken, resolveViewer } from '../auth/session.service';
import { documentCounts } from './application-files';
import { recordQuery } from './application-records';
import { staffApplicationWhere } from './staff-applications.service';

/*
 * The spreadsheet export of /rental-application-table-view: the table's rows under its filters
 * (query string text, status, listingId, from, to), one sheet, as the listing export streams it.
 * It carries the table's columns only, never the application's details (date of birth,
 * references, SIN): those are read one application at a time, each opening recorded.
 */

export const APPLICATION_EXPORT_PATH = '/exports/rental-applications.xlsx';
export const APPLICATION_EXPORT_FILENAME = 'rental-applications.xlsx';
export const APPLICATION_EXPORT_COLUMNS = [
  'id',
  'status',
  'applicantName',
  'applicantEmail',
  'applyingAs',
  'listingTitle',
  'unitTitle',
  'monthlyRent',
  'grossIncome',
  'incomeToRentRatio',
  'documents',
  'submittedAt',
  'viewedAt',
  'decidedAt',
  'expiresAt',
] as const;
const BATCH = 500;

/** Writes the workbook of the filtered applications, newest first; answers the rows written. */
export async function writeApplicationExport(
  db: Db,
  where: ReturnType<typeof staffApplicationWhere>,
  output: Writable,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Rental Applications');
  sheet.columns = APPLICATION_EXPORT_COLUMNS.map((key) => ({ header: key, key }));
  let written = 0;
  for (;;) {
    const rows = await recordQuery(db)
      .where(where)
      .orderBy(desc(rentalApplications.submittedAt), desc(rentalApplications.id))
      .limit(BATCH)
      .offset(written);
    for (const r of rows)
      sheet
        .addRow([
          r.id,
          r.status,
          `${r.data.applicant.fName} ${r.data.applicant.lName}`.trim(),
          r.applicantEmail,
          r.data.offer.applyingAs,
          r.listingTitle,
          r.unitTitle,
          r.monthlyRent,
          r.data.income.grossIncome,
          incomeToRentRatio(r.data.income.grossIncome, r.monthlyRent),
          documentCounts(r.data)
            .map((d) => `${d.key}: ${d.count}`)
            .join(', '),
          r.submittedAt,
          r.viewedAt,
          r.decidedAt,
          r.expiresAt,
        ])
        .commit();
    written += rows.length;
    if (rows.length < BATCH) break;
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** GET /exports/rental-applications.xlsx?status=…: staff with applications view (Bearer token). */
export async function serveApplicationExport(deps: AppDeps, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET' }).end();
    return;
  }
  const viewer = await resolveViewer(deps, bearerToken(req.headers.authorization));
  if (!hasModulePermission(viewer, 'applications', 'view')) {
    res
      .writeHead(viewer ? 403 : 401, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: viewer ? 'NO_ACCESS' : 'UNAUTHENTICATED' }));
    return;
  }
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const filter = staffApplicationFilterSchema.safeParse(
    Object.fromEntries(['text', 'status', 'listingId', 'from', 'to'].map((k) => [k, query.get(k) || null])),
  );
  if (!filter.success) {
    res
      .writeHead(400, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: 'VALIDATION_FAILED' }));
    return;
  }
  const where = staffApplicationWhere(filter.data);
  const [total] = await deps.db
    .select({ n: count() })
    .from(rentalApplications)
    .innerJoin(listings, eq(listings.id, rentalApplications.listingId))
    .leftJoin(users, eq(users.id, rentalApplications.applicantId))
    .where(where);
  res.writeHead(200, {
    'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': `attachment; filename="${APPLICATION_EXPORT_FILENAME}"`,
    'Cache-Control': 'no-store',
    'X-Export-Rows': String(total?.n ?? 0),
  });
  // ExcelJS ends the stream it writes to; a pass-through keeps the keep-alive socket intact.
  const body = new PassThrough();
  const sent = pipeline(body, res);
  try {
    await writeApplicationExport(deps.db, where, body);
  } catch (error) {
    body.destroy(error as Error);
    await sent.catch(() => undefined);
    throw error;
  }
  await sent;
}
