import { FILE_KIND_LIMITS } from '@rentals/domain/files/limits';
import { dataExportReadyEmail } from '@rentals/domain/privacy/notices';
import { blocksNewDataExport, dataExportExpiresAt } from '@rentals/domain/privacy/rules';
import type { Locale } from '@rentals/domain/users/enums';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataExportRequests, type DataExportRequestRow } from '../../db/schema/privacy';
import { users } from '../../db/schema/users';
import { isUniqueViolation, UUID } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { recordAudit } from '../audit/audit.service';
import { deleteFileRows, deleteStoredObjects } from '../files/file-deletion.service';
import { storeGeneratedFile } from '../files/generated-files';
import { registerJobHandler } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';
import { buildExportZip } from './data-export-archive';
import { registerPrivacyRequestKind } from './privacy-request-kinds';

/*
 * A user's request for a copy of their data (issue 25): the request is written with the job that
 * builds the zip; the job stores it as the user's private file, e-mails the link and schedules the
 * job that deletes it when the link expires (DATA_EXPORT_LINK_DAYS).
 */

export const DATA_EXPORT_BUILD_JOB = 'data-export-build';
export const DATA_EXPORT_EXPIRY_JOB = 'data-export-expiry';

/** Where the e-mailed link leads: the page with the download button (the file needs the session). */
export const YOUR_DATA_PATH = '/profile/your-data';

/** The user's latest export request, or null when they never asked. */
export async function findOwnDataExport(
  db: Db,
  viewer: Pick<Viewer, 'id'>,
): Promise<DataExportRequestRow | null> {
  const [row] = await db
    .select()
    .from(dataExportRequests)
    .where(eq(dataExportRequests.userId, viewer.id))
    .orderBy(desc(dataExportRequests.requestedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Asks for an export: refused with DATA_EXPORT_ALREADY_REQUESTED, changing nothing, while one is
 * being prepared or a finished one can still be downloaded. The row and its build job are written
 * together; the open-request unique index refuses a second one written at the same moment.
 */
export async function requestDataExport(deps: AppDeps, viewer: Viewer, now = new Date()) {
  try {
    return await deps.db.transaction(async (tx: Db) => {
      const latest = await findOwnDataExport(tx, viewer);
      if (latest && blocksNewDataExport(latest, now)) throw new AppError('DATA_EXPORT_ALREADY_REQUESTED');
      const [row] = await tx
        .insert(dataExportRequests)
        .values({ userId: viewer.id, requestedAt: now })
        .returning();
      await enqueueJob(tx, {
        kind: DATA_EXPORT_BUILD_JOB,
        key: `${DATA_EXPORT_BUILD_JOB}:${row!.id}`,
        payload: { requestId: row!.id },
        runAt: now,
      });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('DATA_EXPORT_ALREADY_REQUESTED');
    throw error;
  }
}

const longDate = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'America/Toronto',
  }).format(date);

/**
 * Builds the export of a REQUESTED or PREPARING request (a retry after a failure takes it again);
 * any other is done already. PREPARING is committed first so the page says the work has started.
 */
async function buildDataExport(deps: AppDeps, requestId: string, now: Date): Promise<void> {
  const [started] = await deps.db
    .update(dataExportRequests)
    .set({ status: 'PREPARING' })
    .where(
      and(
        eq(dataExportRequests.id, requestId),
        inArray(dataExportRequests.status, ['REQUESTED', 'PREPARING']),
      ),
    )
    .returning();
  if (!started) return;
  const [user] = await deps.db.select().from(users).where(eq(users.id, started.userId));
  // The account went with its requests (cascade): nothing to build.
  if (!user) return;
  const zip = await buildExportZip(deps, user, now);
  // Past the cap the job fails; once it gives up the request reads FAILED for the user and staff.
  if (zip.length > FILE_KIND_LIMITS.DATA_EXPORT.maxBytes) throw new Error('data export larger than its cap');
  const expiresAt = dataExportExpiresAt(now, deps.config.DATA_EXPORT_LINK_DAYS);
  let discard = async (): Promise<void> => undefined;
  try {
    await deps.db.transaction(async (tx: Db) => {
      const stored = await storeGeneratedFile(deps, tx, {
        pathType: 'DATA_EXPORT',
        mimeType: 'application/zip',
        filename: `data-export-${now.toISOString().slice(0, 10)}.zip`,
        body: zip,
        ownerId: user.id,
      });
      discard = stored.discard;
      await tx
        .update(dataExportRequests)
        .set({ status: 'READY', fileId: stored.row.id, readyAt: now, expiresAt })
        .where(eq(dataExportRequests.id, requestId));
      await enqueueJob(tx, {
        kind: DATA_EXPORT_EXPIRY_JOB,
        key: `${DATA_EXPORT_EXPIRY_JOB}:${requestId}`,
        payload: { requestId },
        runAt: expiresAt,
      });
      const link = `${deps.config.publicUrl}${YOUR_DATA_PATH}`;
      const mail = dataExportReadyEmail({ link, expires: longDate(expiresAt, user.locale) }, user.locale);
      await deps.mail.enqueue(tx, { to: user.email, ...mail, template: 'data-export-ready' });
    });
  } catch (error) {
    // The row never pointed at the stored zip: its bytes must not stay behind.
    await discard();
    throw error;
  }
  deps.mail.flushSoon(deps.db);
}

/** Deletes an export's zip once its link has expired; the request stays, EXPIRED, as the record. */
async function expireDataExport(deps: AppDeps, requestId: string): Promise<void> {
  const keys = await deps.db.transaction(async (tx: Db) => {
    const [request] = await tx
      .update(dataExportRequests)
      .set({ status: 'EXPIRED' })
      .where(and(eq(dataExportRequests.id, requestId), eq(dataExportRequests.status, 'READY')))
      .returning();
    return request?.fileId ? deleteFileRows(tx, [request.fileId]) : [];
  });
  await deleteStoredObjects(deps, keys);
}

/**
 * Marks a request FAILED when its build job gives up, in that job's transaction: the user may ask
 * again and staff may retry it, instead of both seeing it 'being prepared' for ever. No e-mail goes
 * out; the page says so when the user looks.
 */
async function failDataExport(tx: Db, requestId: string): Promise<void> {
  await tx
    .update(dataExportRequests)
    .set({ status: 'FAILED' })
    .where(
      and(
        eq(dataExportRequests.id, requestId),
        inArray(dataExportRequests.status, ['REQUESTED', 'PREPARING']),
      ),
    );
}

/**
 * Staff's retry of a FAILED request (on /privacy-requests): it reads REQUESTED again and its build
 * job is queued anew with all its attempts. DATA_EXPORT_NOT_FOUND for no such request;
 * DATA_EXPORT_NOT_FAILED when it is not FAILED or the user has asked again since (the newer
 * request answers them).
 */
export async function retryDataExport(deps: AppDeps, staff: Viewer, requestId: string, now = new Date()) {
  if (!UUID.test(requestId)) throw new AppError('DATA_EXPORT_NOT_FOUND');
  try {
    return await deps.db.transaction(async (tx: Db) => {
      const [request] = await tx
        .select()
        .from(dataExportRequests)
        .where(eq(dataExportRequests.id, requestId))
        .for('update');
      if (!request) throw new AppError('DATA_EXPORT_NOT_FOUND');
      const latest = await findOwnDataExport(tx, { id: request.userId });
      if (request.status !== 'FAILED' || latest?.id !== request.id)
        throw new AppError('DATA_EXPORT_NOT_FAILED');
      const [retried] = await tx
        .update(dataExportRequests)
        .set({ status: 'REQUESTED' })
        .where(eq(dataExportRequests.id, requestId))
        .returning();
      await enqueueJob(tx, {
        kind: DATA_EXPORT_BUILD_JOB,
        key: `${DATA_EXPORT_BUILD_JOB}:${requestId}`,
        payload: { requestId },
        runAt: now,
      });
      await recordAudit(tx, staff, {
        action: 'dataExport.retry',
        entityType: 'USER',
        entityId: request.userId,
        after: { requestId },
      });
      return retried!;
    });
  } catch (error) {
    // The user's own new request was written at the same moment: it answers them.
    if (isUniqueViolation(error)) throw new AppError('DATA_EXPORT_NOT_FAILED');
    throw error;
  }
}

registerJobHandler(
  DATA_EXPORT_BUILD_JOB,
  (deps, payload, now) => buildDataExport(deps, String(payload.requestId), now),
  { giveUp: (tx, payload) => failDataExport(tx, String(payload.requestId)) },
);
registerJobHandler(DATA_EXPORT_EXPIRY_JOB, (deps, payload) =>
  expireDataExport(deps, String(payload.requestId)),
);

// Exports not yet answered are listed on the staff 'Privacy requests' view, failed ones too while
// the user has not asked again since (their newer request answers them).
registerPrivacyRequestKind({
  kind: 'DATA_EXPORT',
  pending: sql`select r.id as id, 'DATA_EXPORT' as kind, r.user_id as user_id,
    r.status as status, r.requested_at as requested_at, null::timestamptz as due_at
    from ${dataExportRequests} r where r.status in ('REQUESTED', 'PREPARING')
      or (r.status = 'FAILED' and not exists (
        select 1 from ${dataExportRequests} later
        where later.user_id = r.user_id and later.requested_at > r.requested_at))`,
});
