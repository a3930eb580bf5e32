import { once } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { shareExpiresAt, shareState } from '@rentals/domain/rental-applications/shares';
import archiver from 'archiver';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { DecryptionError } from '../../adapters/crypto/aes-gcm';
import { fileObjects } from '../../db/schema/files';
import {
  rentalApplicationDrafts,
  rentalApplicationFiles,
  rentalApplicationHistory,
  rentalApplicationLandlordViews,
  rentalApplications,
} from '../../db/schema/rental-applications';
import type { AppDeps, Viewer } from '../../graphql/context';
import { bearerToken, resolveViewer } from '../auth/session.service';
import { readFileContent } from '../files/file-content';
import { recordFileDownload } from '../files/file-downloads';
import { recordQuery } from './application-records';
import { sharedFacts } from './rental-application-types.graphql';
import { openSin } from './sin-storage';

/*
 * GET /exports/my-rental-passport.zip: everything a renter gave with their applications, for them
 * alone (Bearer token): rental-passport.json (each application's answers, SIN, status history and
 * share with its view log, and the draft saved to the account) and every application document
 * they uploaded, decrypted, under documents/<document key>/. Each document read is recorded as a
 * download, as GET /files/<id> records it.
 */

export const PASSPORT_EXPORT_PATH = '/exports/my-rental-passport.zip';
export const PASSPORT_EXPORT_FILENAME = 'rental-passport.zip';

/** The renter's data as the JSON of the archive. */
export async function passportData(deps: AppDeps, viewer: Pick<Viewer, 'id' | 'email'>, now = new Date()) {
  const records = await recordQuery(deps.db)
    .where(eq(rentalApplications.applicantId, viewer.id))
    .orderBy(desc(rentalApplications.submittedAt), desc(rentalApplications.id));
  const ids = records.map((r) => r.id);
  const history = ids.length
    ? await deps.db
        .select()
        .from(rentalApplicationHistory)
        .where(inArray(rentalApplicationHistory.applicationId, ids))
        .orderBy(asc(rentalApplicationHistory.at))
    : [];
  const openings = ids.length
    ? await deps.db
        .select()
        .from(rentalApplicationLandlordViews)
        .where(inArray(rentalApplicationLandlordViews.applicationId, ids))
        .orderBy(asc(rentalApplicationLandlordViews.at))
    : [];
  const [draft] = await deps.db
    .select()
    .from(rentalApplicationDrafts)
    .where(eq(rentalApplicationDrafts.userId, viewer.id));
  return {
    exportedAt: now.toISOString(),
    account: { email: viewer.email },
    applications: records.map((r) => ({
      id: r.id,
      status: r.status,
      listing: { id: r.listingId, title: r.listingTitle, address: r.listingAddress },
      unit: r.unitId && { id: r.unitId, title: r.unitTitle, monthlyRent: r.monthlyRent },
      submittedAt: r.submittedAt,
      viewedAt: r.viewedAt,
      decidedAt: r.decidedAt,
      answers: r.erasedAt ? null : r.data,
      sin: openSin(deps.encryption, r.sinEncrypted),
      creditCheckConsent: r.creditCheckConsent,
      sinRevealedAt: r.sinRevealedAt,
      share: {
        landlordName: r.ownerName,
        state: shareState(sharedFacts(r), now),
        expiresAt: shareExpiresAt(r.submittedAt),
        revokedAt: r.shareRevokedAt,
        erasedAt: r.erasedAt,
        openings: openings.filter((o) => o.applicationId === r.id).map((o) => o.at),
      },
      history: history
        .filter((h) => h.applicationId === r.id)
        .map((h) => ({ from: h.fromStatus, to: h.toStatus, at: h.at })),
    })),
    draft: draft?.data ?? null,
  };
}

/** The renter's application documents with the key each is filed under ('other' for a draft's). */
async function passportFiles(deps: AppDeps, viewer: Viewer) {
  const files = await deps.db
    .select()
    .from(fileObjects)
    .where(and(eq(fileObjects.ownerId, viewer.id), eq(fileObjects.pathType, 'RENTAL_APP')))
    .orderBy(asc(fileObjects.createdAt));
  const filed = files.length
    ? await deps.db
        .select({ fileId: rentalApplicationFiles.fileId, key: rentalApplicationFiles.documentKey })
        .from(rentalApplicationFiles)
        .where(
          inArray(
            rentalApplicationFiles.fileId,
            files.map((f) => f.id),
          ),
        )
    : [];
  const keyOf = new Map(filed.map((f) => [f.fileId, f.key]));
  return files.map((file) => ({ file, key: keyOf.get(file.id) ?? file.documentKey ?? 'other' }));
}

/** A file name safe in an archive: no folders, no control characters. */
function entryName(name: string): string {
  const safe = [...name].map((c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c)).join('');
  return safe.slice(0, 150) || 'file';
}

export async function servePassportExport(deps: AppDeps, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET') {
    res.writeHead(405, { Allow: 'GET' }).end();
    return;
  }
  const viewer = await resolveViewer(deps, bearerToken(req.headers.authorization));
  if (!viewer) {
    res
      .writeHead(401, { 'Content-Type': 'application/json' })
      .end(JSON.stringify({ code: 'UNAUTHENTICATED' }));
    return;
  }
  const data = await passportData(deps, viewer);
  const files = await passportFiles(deps, viewer);
  res.writeHead(200, {
    'Content-Type': 'application/zip',
    'Content-Disposition': `attachment; filename="${PASSPORT_EXPORT_FILENAME}"`,
    'Cache-Control': 'private, no-store',
  });
  const archive = archiver('zip', { zlib: { level: 6 } });
  const done = new Promise<void>((resolve, reject) => {
    res.on('close', resolve);
    archive.on('error', reject);
  });
  archive.pipe(res);
  archive.append(JSON.stringify(data, null, 2), { name: 'rental-passport.json' });
  for (const { file, key } of files) {
    let content;
    try {
      content = await readFileContent(deps, file);
    } catch (error) {
      if (!(error instanceof DecryptionError)) throw error;
      // An operator's problem (changed bytes, a lost key): the rest of the archive still goes out.
      deps.log.error({ fileId: file.id, reason: error.reason }, 'stored file cannot be decrypted');
      continue;
    }
    if (!content) continue;
    await recordFileDownload(deps.db, file, viewer);
    // One decrypted document in memory at a time: the next is read once this one is written.
    const written = once(archive, 'entry');
    archive.append(content.body, {
      name: `documents/${key}/${file.id.slice(0, 8)}-${entryName(file.filename)}`,
    });
    await written;
  }
  await archive.finalize();
  await done;
}
