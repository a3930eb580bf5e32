import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { fileDownloads } from '../../db/schema/files';
import {
  verificationDocuments,
  verificationDocumentViews,
  verificationRequests,
} from '../../db/schema/verification';
import type { AppDeps } from '../../graphql/context';
import { deleteFileRows, deleteStoredObjects } from '../files/file-deletion.service';
import { registerJobHandler } from '../jobs/job-handlers';

/*
 * The documents of a decided request are deleted VERIFICATION_DOCUMENT_RETENTION_DAYS after the
 * decision (planned by decideVerification); the decision, who made it and why stay. Who read the
 * documents stays too: file_downloads goes with the files, so its rows are copied first.
 */

export const RETENTION_JOB = 'verification-retention';

/** Deletes a decided request's documents, once; answers how many files went. */
export async function deleteRequestDocuments(deps: AppDeps, requestId: string, now: Date): Promise<number> {
  const { keys, count } = await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select()
      .from(verificationRequests)
      .where(
        and(
          eq(verificationRequests.id, requestId),
          isNotNull(verificationRequests.decidedAt),
          isNull(verificationRequests.documentsDeletedAt),
        ),
      )
      .for('update');
    if (!request) return { keys: [], count: 0 };
    const documents = await tx
      .select({ kind: verificationDocuments.kind, fileId: verificationDocuments.fileId })
      .from(verificationDocuments)
      .where(and(eq(verificationDocuments.requestId, requestId), isNotNull(verificationDocuments.fileId)));
    const fileIds = documents.map((d) => d.fileId!);
    if (fileIds.length) {
      const reads = await tx.select().from(fileDownloads).where(inArray(fileDownloads.fileId, fileIds));
      const kindOf = new Map(documents.map((d) => [d.fileId, d.kind]));
      if (reads.length)
        await tx.insert(verificationDocumentViews).values(
          reads.map((r) => ({
            requestId,
            kind: kindOf.get(r.fileId)!,
            viewerId: r.userId,
            viewedAt: r.downloadedAt,
          })),
        );
    }
    const stored = await deleteFileRows(tx, fileIds);
    await tx
      .update(verificationRequests)
      .set({ documentsDeletedAt: now })
      .where(eq(verificationRequests.id, requestId));
    return { keys: stored, count: fileIds.length };
  });
  await deleteStoredObjects(deps, keys);
  return count;
}

registerJobHandler(RETENTION_JOB, async (deps, payload, now) => {
  await deleteRequestDocuments(deps, String(payload.requestId), now);
});
