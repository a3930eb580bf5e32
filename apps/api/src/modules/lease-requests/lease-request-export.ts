import type { IncomingMessage, ServerResponse } from 'node:http';
import { leaseRequestFilterSchema } from '@rentals/domain/lease-requests/schemas';
import { hasModulePermission } from '@rentals/domain/users/rules';
import type { AppDeps } from '../../graphql/context';
import { bearerToken, resolveViewer } from '../auth/session.service';
import {
  countLeaseRequests,
  leaseRequestWhere,
  selectStaffLeaseRequests,
  type StaffLeaseRequest,
} from './lease-request.service';

/*
 * The CSV export of /lease-details-table: the table's rows under its filters (status, province,
 * createdFrom, createdTo), newest first, for staff with leases view. UTF-8 with a byte order mark,
 * so spreadsheet apps read the accents of French names.
 */

export const LEASE_REQUEST_EXPORT_PATH = '/exports/lease-requests.csv';
export const LEASE_REQUEST_EXPORT_FILENAME = 'lease-requests.csv';
export const LEASE_REQUEST_EXPORT_COLUMNS = [
  'id',
  'status',
  'createdAt',
  'province',
  'propertyAddress',
  'landlordName',
  'tenants',
  'monthlyRent',
  'startDate',
  'termMonths',
  'specialTerms',
  'contactEmail',
  'contactPhone',
  'requesterEmail',
  'staffNote',
  'updatedAt',
] as const;
const BATCH = 500;

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; text a spreadsheet would run as
 * a formula (=, +, -, @, tab, return first) is prefixed with an apostrophe.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value == null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRow(r: StaffLeaseRequest): string {
  return [
    r.id,
    r.status,
    r.createdAt.toISOString(),
    r.province,
    r.propertyAddress,
    r.landlordName,
    r.tenants.map((t) => (t.email ? `${t.name} <${t.email}>` : t.name)).join('; '),
    Number(r.monthlyRent),
    r.startDate,
    r.termMonths == null ? null : Number(r.termMonths),
    r.specialTerms,
    r.contactEmail,
    r.contactPhone,
    r.requester?.email,
    r.staffNote,
    r.updatedAt.toISOString(),
  ]
    .map(csvCell)
    .join(',');
}

/** GET /exports/lease-requests.csv?status=…&province=…&createdFrom=…&createdTo=…: staff with leases view (Bearer token). */
export async function serveLeaseRequestExport(deps: AppDeps, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET' }).end();
    return;
  }
  const viewer = await resolveViewer(deps, bearerToken(req.headers.authorization));
  if (!hasModulePermission(viewer, 'leases', 'view')) {
    res
      .writeHead(viewer ? 403 : 401, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: viewer ? 'NO_ACCESS' : 'UNAUTHENTICATED' }));
    return;
  }
  const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
  const filter = leaseRequestFilterSchema.safeParse(
    Object.fromEntries(
      ['status', 'province', 'createdFrom', 'createdTo'].map((k) => [k, query.get(k) || null]),
    ),
  );
  if (!filter.success) {
    res
      .writeHead(400, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: 'VALIDATION_FAILED' }));
    return;
  }
  const where = leaseRequestWhere(filter.data);
  const total = await countLeaseRequests(deps.db, where);
  res.writeHead(200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${LEASE_REQUEST_EXPORT_FILENAME}"`,
    'Cache-Control': 'no-store',
    'X-Export-Rows': String(total),
  });
  res.write(`\uFEFF${LEASE_REQUEST_EXPORT_COLUMNS.join(',')}\r\n`);
  for (let written = 0; ;) {
    const rows = await selectStaffLeaseRequests(deps.db, where, 'NEWEST', BATCH, written);
    if (rows.length) res.write(rows.map((r) => `${csvRow(r)}\r\n`).join(''));
    written += rows.length;
    if (rows.length < BATCH) break;
  }
  res.end();
}
