import { createHmac } from 'node:crypto';
import {
  APPLICATION_DOCUMENT_RETENTION_DAYS,
  IP_ADDRESS_RETENTION_DAYS,
  nextRetentionRun,
  RETAINED_APPLICATION_STATUSES,
  retentionCutoff,
} from '@rentals/domain/data-rights/rules';
import { and, eq, inArray, isNotNull, like, lt, lte, notLike } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import { leaseEvents, leaseSigners } from '../../db/schema/leases';
import { rentalApplicationFiles, rentalApplications } from '../../db/schema/rental-applications';
import { rateLimits } from '../../db/schema/users';
import type { AppDeps } from '../../graphql/context';
import { deleteFileRows, deleteStoredObjects } from '../files/file-deletion.service';
import { registerJobHandler } from '../jobs/job-handlers';
import { enqueueJob } from '../jobs/job-queue';
import { signingKey } from '../messaging/message-email-token';
import { runRetentionSteps } from './retention-steps';

/*
 * The retention schedule (issue 25), run once a day by one keyed job that plans its next run: the
 * documents of declined and expired applications APPLICATION_DOCUMENT_RETENTION_DAYS after the
 * decision, IP addresses older than IP_ADDRESS_RETENTION_DAYS replaced by a keyed hash, and
 * sign-ups whose link expired unused deleted (they hold a password hash). The
 * numbers are the domain's constants, which /privacy shows (retentionSchedule).
 */

export const RETENTION_JOB = 'data-retention';
/** What a pseudonymized address starts with, so it is never hashed twice. */
export const PSEUDONYM_PREFIX = 'pseudonym:';

/** The keyed hash of an address: one address always gives the same text, so counts still work. */
export function pseudonymizeIp(config: Pick<Config, 'MAIL_TOKEN_SECRET' | 'dataDir'>, ip: string): string {
  const digest = createHmac('sha256', signingKey(config)).update(`ip-pseudonym:${ip}`).digest('base64url');
  return `${PSEUDONYM_PREFIX}${digest.slice(0, 22)}`;
}

/**
 * Removes the documents of declined and expired applications decided before the cutoff: the
 * application lets go of them, and a file no other application holds is deleted (its bytes after
 * commit). A document re-used by a newer application stays with that one. Answers the files deleted.
 */
export async function removeExpiredApplicationDocuments(deps: AppDeps, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now, APPLICATION_DOCUMENT_RETENTION_DAYS);
  const { keys, removed } = await deps.db.transaction(async (tx: Db) => {
    const held = await tx
      .select({ applicationId: rentalApplicationFiles.applicationId, fileId: rentalApplicationFiles.fileId })
      .from(rentalApplicationFiles)
      .innerJoin(rentalApplications, eq(rentalApplications.id, rentalApplicationFiles.applicationId))
      .where(
        and(
          inArray(rentalApplications.status, [...RETAINED_APPLICATION_STATUSES]),
          lte(rentalApplications.decidedAt, cutoff),
        ),
      )
      .for('update', { of: rentalApplications });
    if (!held.length) return { keys: [], removed: 0 };
    const applicationIds = [...new Set(held.map((h) => h.applicationId))];
    const fileIds = [...new Set(held.map((h) => h.fileId))];
    await tx
      .delete(rentalApplicationFiles)
      .where(inArray(rentalApplicationFiles.applicationId, applicationIds));
    const stillHeld = await tx
      .select({ fileId: rentalApplicationFiles.fileId })
      .from(rentalApplicationFiles)
      .where(inArray(rentalApplicationFiles.fileId, fileIds));
    const keep = new Set(stillHeld.map((r) => r.fileId));
    const orphans = await tx
      .select({ id: fileObjects.id })
      .from(fileObjects)
      .where(and(inArray(fileObjects.id, fileIds), eq(fileObjects.pathType, 'RENTAL_APP')));
    const gone = orphans.map((f) => f.id).filter((id) => !keep.has(id));
    return { keys: await deleteFileRows(tx, gone), removed: gone.length };
  });
  await deleteStoredObjects(deps, keys);
  return removed;
}

/** Replaces each address `distinct` finds by its pseudonym, one statement per distinct address. */
async function pseudonymizeColumn(
  deps: AppDeps,
  distinct: () => Promise<{ ip: string | null }[]>,
  replace: (ip: string, pseudonym: string) => Promise<number>,
): Promise<number> {
  let changed = 0;
  for (const { ip } of await distinct())
    if (ip) changed += await replace(ip, pseudonymizeIp(deps.config, ip));
  return changed;
}

/**
 * Pseudonymizes the IP addresses recorded before the cutoff: the lease trail's and signers'
 * (kept as evidence, now with a keyed hash in place of the address), and drops the attempt
 * counters keyed by an address whose window ended before it. Answers the rows changed.
 */
export async function pseudonymizeOldIpAddresses(deps: AppDeps, now: Date): Promise<number> {
  const cutoff = retentionCutoff(now, IP_ADDRESS_RETENTION_DAYS);
  const raw = `${PSEUDONYM_PREFIX}%`;
  return deps.db.transaction(async (tx: Db) => {
    const events = await pseudonymizeColumn(
      deps,
      () =>
        tx
          .selectDistinct({ ip: leaseEvents.ip })
          .from(leaseEvents)
          .where(and(lt(leaseEvents.at, cutoff), isNotNull(leaseEvents.ip), notLike(leaseEvents.ip, raw))),
      async (ip, pseudonym) =>
        (
          await tx
            .update(leaseEvents)
            .set({ ip: pseudonym })
            .where(and(eq(leaseEvents.ip, ip), lt(leaseEvents.at, cutoff)))
            .returning({ id: leaseEvents.id })
        ).length,
    );
    const signers = await pseudonymizeColumn(
      deps,
      () =>
        tx
          .selectDistinct({ ip: leaseSigners.signedIp })
          .from(leaseSigners)
          .where(
            and(
              lt(leaseSigners.signedAt, cutoff),
              isNotNull(leaseSigners.signedIp),
              notLike(leaseSigners.signedIp, raw),
            ),
          ),
      async (ip, pseudonym) =>
        (
          await tx
            .update(leaseSigners)
            .set({ signedIp: pseudonym })
            .where(and(eq(leaseSigners.signedIp, ip), lt(leaseSigners.signedAt, cutoff)))
            .returning({ id: leaseSigners.id })
        ).length,
    );
    const counters = await tx
      .delete(rateLimits)
      .where(and(like(rateLimits.key, '%-ip:%'), lt(rateLimits.nextAt, cutoff)))
      .returning({ key: rateLimits.key });
    return events + signers + counters.length;
  });
}

/** Plans the daily run, keeping one already planned (called at start-up and after each run). */
export function scheduleRetention(db: Db, now = new Date()): Promise<void> {
  return enqueueJob(db, {
    kind: RETENTION_JOB,
    key: RETENTION_JOB,
    payload: {},
    runAt: nextRetentionRun(now),
    keepEarlier: true,
  });
}

/** One daily run; the next is planned with it, so a failed part is tried again the next day at least. */
export async function runRetention(deps: AppDeps, now: Date): Promise<Record<string, number>> {
  const documents = await removeExpiredApplicationDocuments(deps, now);
  const addresses = await pseudonymizeOldIpAddresses(deps, now);
  const others = await runRetentionSteps(deps, now);
  deps.log.info({ documents, addresses, ...others }, 'retention applied');
  return { documents, addresses, ...others };
}

registerJobHandler(RETENTION_JOB, async (deps, _payload, now) => {
  try {
    await runRetention(deps, now);
  } finally {
    await enqueueJob(deps.db, {
      kind: RETENTION_JOB,
      key: RETENTION_JOB,
      payload: {},
      runAt: nextRetentionRun(now),
    });
  }
});
