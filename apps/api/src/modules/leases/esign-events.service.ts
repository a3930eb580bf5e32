import { and, eq } from 'drizzle-orm';
import type { EsignEvent } from '../../adapters/esign/esign';
import type { Db } from '../../db/client';
import { leaseSigners, leases } from '../../db/schema/leases';
import type { MessageRow } from '../../db/schema/messaging';
import type { AppDeps } from '../../graphql/context';
import { announceMessage } from '../messaging/message.service';
import { SIGNING_SERVICE_ACTOR, signerLabel } from './lease-actors';
import { completeLease, endLease } from './lease-endings.service';
import { recordLeaseEvent } from './lease-events';
import { postLeaseLine } from './lease-notices';
import { lockLeaseRecord, type LeaseRecord } from './lease-records';
import { transitionOrThrow } from './lease-transition';

/*
 * The signing service's reports (DocuSign Connect), the source of truth for a lease it holds. Each
 * event goes through the same status machine as the built-in ceremony, on the locked lease, in
 * time order. Reports arrive late, twice or out of order: one already applied (a view after the
 * signature, a second 'signed') changes nothing; 'completed' before the last 'signed' signs the
 * rest, since the service completes an envelope only once everyone signed; a later signer's
 * signature before an earlier one's is refused with its code, and the service retries it.
 */

async function applyOne(
  deps: AppDeps,
  tx: Db,
  record: LeaseRecord,
  event: EsignEvent,
): Promise<MessageRow[]> {
  const { lease } = record;
  const now = event.at;
  if (lease.status !== 'SENT') return [];
  const signer = record.signers.find((s) => s.id === event.signerId);
  const trail = {
    signerId: signer?.id ?? null,
    actorLabel: signer ? signerLabel(signer) : SIGNING_SERVICE_ACTOR,
    ip: event.ip,
  };
  switch (event.kind) {
    case 'SENT':
      return [];
    case 'VIEWED':
      if (!signer || signer.status !== 'PENDING') return [];
      await tx
        .update(leaseSigners)
        .set({ status: 'VIEWED', viewedAt: now })
        .where(eq(leaseSigners.id, signer.id));
      await recordLeaseEvent(tx, { leaseId: lease.id, kind: 'VIEWED', ...trail, at: now });
      return [];
    case 'SIGNED': {
      if (!signer || signer.status === 'SIGNED') return [];
      transitionOrThrow(record, 'SIGN', { kind: 'SIGNER', signerId: signer.id }, { now });
      await tx
        .update(leaseSigners)
        .set({
          status: 'SIGNED',
          signedAt: now,
          signedIp: event.ip,
          documentSha256: lease.documentHashes[signer.locale] ?? null,
        })
        .where(eq(leaseSigners.id, signer.id));
      await recordLeaseEvent(tx, {
        leaseId: lease.id,
        kind: 'SIGNED',
        ...trail,
        detail: { locale: signer.locale },
        at: now,
      });
      const line = await postLeaseLine(tx, record, 'LEASE_SIGNED', { name: signer.name }, null);
      return line ? [line] : [];
    }
    case 'COMPLETED': {
      const unsigned = record.signers.filter((s) => s.status !== 'SIGNED');
      for (const s of unsigned) {
        await tx
          .update(leaseSigners)
          .set({ status: 'SIGNED', signedAt: now })
          .where(eq(leaseSigners.id, s.id));
        await recordLeaseEvent(tx, {
          leaseId: lease.id,
          kind: 'SIGNED',
          signerId: s.id,
          actorLabel: signerLabel(s),
          ip: null,
          at: now,
        });
      }
      const line = await completeLease(deps, tx, lease.id, now);
      return line ? [line] : [];
    }
    case 'DECLINED':
      return endLease(deps, tx, record, {
        status: 'DECLINED',
        reason: event.reason,
        event: { kind: 'DECLINED', ...trail, detail: { reason: event.reason ?? '' } },
        line: { key: 'LEASE_DECLINED', name: signer?.name ?? '' },
        now,
      });
    case 'VOIDED':
      return endLease(deps, tx, record, {
        status: 'VOIDED',
        reason: event.reason,
        event: { kind: 'VOIDED', ...trail, detail: { reason: event.reason ?? '' } },
        line: { key: 'LEASE_VOIDED' },
        now,
      });
  }
}

/** Applies a webhook call's events; an envelope the product does not hold is ignored. */
export async function applyEsignEvents(
  deps: AppDeps,
  provider: string,
  events: readonly EsignEvent[],
): Promise<void> {
  const ordered = [...events].sort((a, b) => a.at.getTime() - b.at.getTime());
  for (const event of ordered) {
    const [found] = await deps.db
      .select({ id: leases.id })
      .from(leases)
      .where(and(eq(leases.provider, provider), eq(leases.envelopeId, event.envelopeId)));
    if (!found) continue;
    const messages = await deps.db.transaction(async (tx: Db) =>
      applyOne(deps, tx, await lockLeaseRecord(tx, found.id), event),
    );
    for (const message of messages) await announceMessage(deps, message);
  }
}
