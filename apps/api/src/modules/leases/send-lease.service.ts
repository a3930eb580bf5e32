import { leaseExpiresAt, signersToAct } from '@rentals/domain/leases/transitions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leases } from '../../db/schema/leases';
import type { MessageRow } from '../../db/schema/messaging';
import type { Context, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { enqueueJob } from '../jobs/job-queue';
import { announceMessage } from '../messaging/message.service';
import { actorLabelOf } from './lease-actors';
import { unsignedLeasePdf } from './lease-document.service';
import { recordLeaseEvent } from './lease-events';
import { leaseSignPath } from './lease-links';
import { orderLeaseEmails, postLeaseLine } from './lease-notices';
import { leaseRoleOf, mayManageLease } from './lease.policy';
import { getLeaseRecord, lockLeaseRecord, type LeaseRecord } from './lease-records';
import { managerActor, transitionOrThrow } from './lease-transition';
import { sha256Hex } from './pdf/hash';

/*
 * Sending a lease for signature: the documents are made and hashed, the signing service opens
 * the envelope, then one transaction records it all (status, hashes, the SENT event, the line in
 * the conversation, the sign requests and the expiry job). The service is called before the
 * transaction: if it fails, the lease stays a draft, unchanged, to send again.
 */

export const LEASE_EXPIRY_JOB = 'lease-expiry';
export const leaseExpiryKey = (leaseId: string) => `${LEASE_EXPIRY_JOB}:${leaseId}`;

/** Throws LEASE_NOT_FOUND to those who may not see it, LEASE_ACTOR_NOT_ALLOWED to parties who may not manage it. */
export function assertManager(viewer: Viewer, record: LeaseRecord): void {
  if (!leaseRoleOf(viewer, record)) throw new AppError('LEASE_NOT_FOUND');
  if (!mayManageLease(viewer, record)) throw new AppError('LEASE_ACTOR_NOT_ALLOWED');
}

export async function sendLease(ctx: Context, viewer: Viewer, leaseId: string): Promise<LeaseRecord> {
  const record = await getLeaseRecord(ctx.db, leaseId);
  assertManager(viewer, record);
  const actor = managerActor(viewer, record);
  // Refused before anything leaves the product (an empty signer list, a lease already sent).
  transitionOrThrow(record, 'SEND', actor, { now: new Date() });
  const { lease } = record;
  const [en, fr] = [await unsignedLeasePdf(record, 'en'), await unsignedLeasePdf(record, 'fr')];
  const pdf = lease.terms.language === 'fr' ? fr : en;
  const envelope = await ctx.esign.createEnvelope({
    leaseId,
    subject: lease.subject,
    message: lease.message,
    pdf,
    documentName: `${lease.subject}.pdf`,
    signers: record.signers.map((s) => ({
      signerId: s.id,
      name: s.name,
      email: s.email,
      routingOrder: s.signingOrder,
      role: s.role,
      locale: s.locale,
    })),
  });
  const label = await actorLabelOf(ctx.db, viewer);
  let message: MessageRow | null = null;
  await ctx.db.transaction(async (tx: Db) => {
    const locked = await lockLeaseRecord(tx, leaseId);
    const now = new Date();
    const state = transitionOrThrow(locked, 'SEND', actor, { now });
    const expiresAt = leaseExpiresAt(now);
    await tx
      .update(leases)
      .set({
        status: state.status,
        sentAt: now,
        expiresAt,
        envelopeId: envelope.envelopeId,
        envelopeUri: leaseSignPath(leaseId),
        documentHashes: { en: sha256Hex(en), fr: sha256Hex(fr) },
        updatedAt: now,
      })
      .where(eq(leases.id, leaseId));
    await recordLeaseEvent(tx, {
      leaseId,
      kind: 'SENT',
      actorId: viewer.id,
      actorLabel: label,
      ip: ctx.ip,
      userAgent: ctx.userAgent,
      detail: { envelopeId: envelope.envelopeId, provider: ctx.esign.name },
      at: now,
    });
    message = await postLeaseLine(tx, locked, 'LEASE_SENT', {}, viewer.id);
    const first = signersToAct(state).map((s) => s.id);
    await orderLeaseEmails(tx, { kind: 'SIGN_REQUEST', leaseId, signerIds: first }, now);
    await enqueueJob(tx, {
      kind: LEASE_EXPIRY_JOB,
      key: leaseExpiryKey(leaseId),
      payload: { leaseId },
      runAt: expiresAt,
    });
  });
  if (message) await announceMessage(ctx, message);
  return getLeaseRecord(ctx.db, leaseId);
}
