import { signersToAct } from '@rentals/domain/leases/transitions';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaseSigners } from '../../db/schema/leases';
import type { MessageRow } from '../../db/schema/messaging';
import type { Context, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { registerJobHandler } from '../jobs/job-handlers';
import { announceMessage } from '../messaging/message.service';
import { actorLabelOf, SYSTEM_ACTOR } from './lease-actors';
import { endLease } from './lease-endings.service';
import { recordLeaseEvent } from './lease-events';
import { orderLeaseEmails } from './lease-notices';
import {
  findLeaseRecord,
  getLeaseRecord,
  leaseState,
  lockLeaseRecord,
  type LeaseRecord,
} from './lease-records';
import { managerActor, transitionOrThrow } from './lease-transition';
import { assertManager, LEASE_EXPIRY_JOB } from './send-lease.service';

/*
 * What the landlord (or staff with leases edit) does with a lease out for signature: void it with
 * a reason, or remind the signers whose turn it is; and its expiry, a job due LEASE_SIGNING_DAYS
 * after sending, run by the product.
 */

/** A signer is reminded at most once a day. */
export const LEASE_REMINDER_INTERVAL_MS = 24 * 3_600_000;

export async function voidLease(
  ctx: Context,
  viewer: Viewer,
  leaseId: string,
  reason: string,
): Promise<LeaseRecord> {
  const label = await actorLabelOf(ctx.db, viewer);
  const messages = await ctx.db.transaction(async (tx: Db) => {
    const record = await lockLeaseRecord(tx, leaseId);
    assertManager(viewer, record);
    const now = new Date();
    transitionOrThrow(record, 'VOID', managerActor(viewer, record), { now, reason });
    const why = reason.trim().slice(0, 1000);
    return endLease(ctx, tx, record, {
      status: 'VOIDED',
      reason: why,
      event: {
        kind: 'VOIDED',
        actorId: viewer.id,
        actorLabel: label,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
        detail: { reason: why },
      },
      line: { key: 'LEASE_VOIDED' },
      now,
    });
  });
  for (const message of messages) await announceMessage(ctx, message);
  const record = await getLeaseRecord(ctx.db, leaseId);
  // The service's envelope is voided too, so its links stop working; the product's record is already final.
  if (record.lease.envelopeId && record.lease.sentAt)
    await ctx.esign
      .voidEnvelope(record.lease.envelopeId, reason)
      .catch((error: unknown) =>
        ctx.log.warn({ err: error, leaseId }, 'voiding the envelope at the signing service failed'),
      );
  return record;
}

/** E-mails the signers whose turn it is again; refused within a day of the last reminder. */
export async function remindLeaseSigners(
  ctx: Context,
  viewer: Viewer,
  leaseId: string,
): Promise<LeaseRecord> {
  const label = await actorLabelOf(ctx.db, viewer);
  await ctx.db.transaction(async (tx: Db) => {
    const record = await lockLeaseRecord(tx, leaseId);
    assertManager(viewer, record);
    if (record.lease.status !== 'SENT')
      throw new AppError(record.lease.status === 'DRAFT' ? 'LEASE_NOT_SENT' : 'LEASE_CLOSED');
    const now = new Date();
    const ids = signersToAct(leaseState(record)).map((s) => s.id);
    const recent = record.signers.some(
      (s) =>
        ids.includes(s.id) &&
        s.lastRemindedAt &&
        now.getTime() - s.lastRemindedAt.getTime() < LEASE_REMINDER_INTERVAL_MS,
    );
    if (recent) throw new AppError('LEASE_REMINDED_RECENTLY');
    await tx
      .update(leaseSigners)
      .set({ lastRemindedAt: now })
      .where(and(eq(leaseSigners.leaseId, leaseId), inArray(leaseSigners.id, ids)));
    await orderLeaseEmails(tx, { kind: 'REMINDER', leaseId, signerIds: ids }, now);
    await recordLeaseEvent(tx, {
      leaseId,
      kind: 'REMINDED',
      actorId: viewer.id,
      actorLabel: label,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      detail: {
        signers: record.signers
          .filter((s) => ids.includes(s.id))
          .map((s) => s.name)
          .join(', '),
      },
      at: now,
    });
  });
  return getLeaseRecord(ctx.db, leaseId);
}

registerJobHandler(LEASE_EXPIRY_JOB, async (deps, payload, now) => {
  const leaseId = String(payload.leaseId);
  let messages: MessageRow[] = [];
  await deps.db.transaction(async (tx: Db) => {
    const record = await findLeaseRecord(tx, leaseId, true);
    // Completed, declined or voided meanwhile: nothing to expire.
    if (!record || record.lease.status !== 'SENT') return;
    transitionOrThrow(record, 'EXPIRE', { kind: 'SYSTEM' }, { now });
    messages = await endLease(deps, tx, record, {
      status: 'EXPIRED',
      reason: null,
      event: { kind: 'EXPIRED', actorLabel: SYSTEM_ACTOR },
      line: { key: 'LEASE_EXPIRED' },
      now,
    });
  });
  for (const message of messages) await announceMessage(deps, message);
});
