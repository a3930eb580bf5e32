import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, asc, count, eq, getTableColumns, gt, or, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Db } from '../../db/client';
import { listingLocations, listings, units } from '../../db/schema/listings';
import { cities, neighbourhoods } from '../../db/schema/locations';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../graphql/context';
import { bearerToken, resolveViewer } from '../auth/session.service';
import { canExportListings } from './listing.policy';

/*
 * The listings export of /listings (spec/01 §2 Admin listing screen widgets): property-data.xlsx
 * with one sheet 'Export Data' holding every listing column, the export-only ones included, plus
 * where it is, who owns it and how many units it has. Rows are read in keyset batches and written
 * through ExcelJS's streaming writer, so 100,000 listings never sit in memory at once.
 */

export const EXPORT_FILENAME = 'property-data.xlsx';
export const EXPORT_SHEET = 'Export Data';
export const EXPORT_PATH = '/exports/property-data.xlsx';
const BATCH = 500;

const listingColumns = getTableColumns(listings);
/** Every listing column (by its API name), then the related facts. */
export const EXPORT_COLUMNS = [
  ...Object.keys(listingColumns),
  'address',
  'city',
  'province',
  'neighbourhood',
  'lat',
  'lng',
  'ownerEmail',
  'unitCount',
] as const;

type Cell = string | number | boolean | Date | null;

/** A cell value: objects (subscriptions, lead channels) as JSON text; everything else as is. */
function cell(value: unknown): Cell {
  if (value == null) return null;
  if (
    value instanceof Date ||
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean'
  )
    return value;
  return JSON.stringify(value);
}

async function readBatch(db: Db, after: { createdAt: Date; id: string } | null) {
  return db
    .select({
      listing: listings,
      address: listingLocations.address,
      lat: listingLocations.lat,
      lng: listingLocations.lng,
      city: cities.name,
      province: cities.province,
      neighbourhood: neighbourhoods.name,
      ownerEmail: users.email,
      unitCount:
        sql<number>`(select count(*) from ${units} where ${units.listingId} = ${listings.id})`.mapWith(
          Number,
        ),
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .leftJoin(cities, eq(cities.id, listingLocations.cityId))
    .leftJoin(neighbourhoods, eq(neighbourhoods.id, listingLocations.neighbourhoodId))
    .where(
      after
        ? or(
            gt(listings.createdAt, after.createdAt),
            and(eq(listings.createdAt, after.createdAt), gt(listings.id, after.id)),
          )
        : undefined,
    )
    .orderBy(asc(listings.createdAt), asc(listings.id))
    .limit(BATCH);
}

/** Writes the workbook of every listing, oldest first, to `output`; answers the rows written. */
export async function writeListingExport(db: Db, output: Writable): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(EXPORT_SHEET);
  sheet.columns = EXPORT_COLUMNS.map((key) => ({ header: key, key }));
  let written = 0;
  let after: { createdAt: Date; id: string } | null = null;
  for (;;) {
    const rows = await readBatch(db, after);
    for (const row of rows) {
      const values: Cell[] = [
        ...Object.keys(listingColumns).map((key) => cell((row.listing as Record<string, unknown>)[key])),
        row.address,
        row.city,
        row.province,
        row.neighbourhood,
        row.lat,
        row.lng,
        row.ownerEmail,
        row.unitCount,
      ];
      sheet.addRow(values).commit();
    }
    written += rows.length;
    if (rows.length < BATCH) break;
    const last = rows[rows.length - 1]!.listing;
    after = { createdAt: last.createdAt, id: last.id };
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/**
 * GET /exports/property-data.xlsx with the staff member's Bearer token (staff with listings view).
 * X-Export-Rows carries the row count first, so the page can show progress while the file streams.
 */
export async function serveListingExport(
  deps: AppDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET' }).end();
    return;
  }
  const viewer = await resolveViewer(deps, bearerToken(req.headers.authorization));
  if (!canExportListings(viewer)) {
    res
      .writeHead(viewer ? 403 : 401, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: viewer ? 'NO_ACCESS' : 'UNAUTHENTICATED' }));
    return;
  }
  const [total] = await deps.db.select({ n: count() }).from(listings);
  res.writeHead(200, {
    'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'Content-Disposition': `attachment; filename="${EXPORT_FILENAME}"`,
    'Cache-Control': 'no-store',
    'X-Export-Rows': String(total?.n ?? 0),
  });
  // ExcelJS ends (and may destroy) the stream it writes to; a pass-through keeps the keep-alive socket intact.
  const body = new PassThrough();
  const sent = pipeline(body, res);
  try {
    await writeListingExport(deps.db, body);
  } catch (error) {
    // The download is cut short (the browser sees a failed file, not a truncated valid-looking one).
    body.destroy(error as Error);
    await sent.catch(() => undefined);
    throw error;
  }
  await sent;
}
