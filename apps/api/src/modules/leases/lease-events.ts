import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaseEvents, type LeaseEventKind, type LeaseEventRow } from '../../db/schema/leases';

/*
 * The audit trail: each event of a lease with its time, actor, IP address and browser, written in
 * the transaction of the change it records, so a change and its record land together or not at all.
 */

export interface LeaseEventInput {
  leaseId: string;
  kind: LeaseEventKind;
  signerId?: string | null;
  actorId?: string | null;
  /** Who acted, as the trail shows it ('Jane Doe (Tenant)', 'Signing service'). */
  actorLabel: string;
  ip?: string | null;
  userAgent?: string | null;
  detail?: Record<string, string>;
  at: Date;
}

export async function recordLeaseEvent(tx: Db, event: LeaseEventInput): Promise<void> {
  await tx.insert(leaseEvents).values({
    leaseId: event.leaseId,
    kind: event.kind,
    signerId: event.signerId ?? null,
    actorId: event.actorId ?? null,
    actorLabel: event.actorLabel,
    ip: event.ip ?? null,
    // A browser's description is bounded: it is a record, not a place to store arbitrary text.
    userAgent: event.userAgent?.slice(0, 400) ?? null,
    detail: event.detail ?? {},
    at: event.at,
  });
}

/** The trail of one lease, oldest first. */
export function findLeaseEvents(db: Db, leaseId: string): Promise<LeaseEventRow[]> {
  return db.select().from(leaseEvents).where(eq(leaseEvents.leaseId, leaseId)).orderBy(asc(leaseEvents.at));
}
