import type { LeaseState } from '@rentals/domain/leases/transitions';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaseSigners, leases, type LeaseRow, type LeaseSignerRow } from '../../db/schema/leases';
import { UUID } from '../../db/sql-helpers';
import { AppError } from '../../graphql/errors';

/** A lease with its signers in signing order. */
export interface LeaseRecord {
  lease: LeaseRow;
  signers: LeaseSignerRow[];
}

async function signersOf(db: Db, leaseIds: readonly string[]): Promise<LeaseSignerRow[]> {
  if (leaseIds.length === 0) return [];
  return db
    .select()
    .from(leaseSigners)
    .where(inArray(leaseSigners.leaseId, [...leaseIds]))
    .orderBy(asc(leaseSigners.signingOrder), asc(leaseSigners.role), asc(leaseSigners.email));
}

/**
 * The lease and its signers, or null when there is none (a job or a route whose lease was deleted);
 * `lock` locks the lease row for the caller's transaction, so changes to one lease queue.
 */
export async function findLeaseRecord(db: Db, id: string, lock = false): Promise<LeaseRecord | null> {
  if (!UUID.test(id)) return null;
  const query = db.select().from(leases).where(eq(leases.id, id));
  const [lease] = lock ? await query.for('update') : await query;
  return lease ? { lease, signers: await signersOf(db, [id]) } : null;
}

/** The lease and its signers, or LEASE_NOT_FOUND. */
export async function getLeaseRecord(db: Db, id: string): Promise<LeaseRecord> {
  const record = await findLeaseRecord(db, id);
  if (!record) throw new AppError('LEASE_NOT_FOUND');
  return record;
}

/** The same, with the lease row locked for the caller's transaction. */
export async function lockLeaseRecord(tx: Db, id: string): Promise<LeaseRecord> {
  const record = await findLeaseRecord(tx, id, true);
  if (!record) throw new AppError('LEASE_NOT_FOUND');
  return record;
}

/** Leases with their signers, keeping the order of `rows`. */
export async function withSigners(db: Db, rows: LeaseRow[]): Promise<LeaseRecord[]> {
  const signers = await signersOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((lease) => ({ lease, signers: signers.filter((s) => s.leaseId === lease.id) }));
}

/** The lease as the domain's status machine reads it. */
export function leaseState(record: LeaseRecord): LeaseState {
  return {
    status: record.lease.status,
    sentAt: record.lease.sentAt,
    signers: record.signers.map((s) => ({
      id: s.id,
      role: s.role,
      order: s.signingOrder,
      status: s.status,
    })),
  };
}

/** The address line a lease is known by in messages and e-mails ('12 King St W, unit 4, Toronto'). */
export function leaseAddress(lease: Pick<LeaseRow, 'terms'>): string {
  const a = lease.terms.unitAddress;
  return [a.street, a.unit ? `#${a.unit}` : null, a.city].filter(Boolean).join(', ');
}
