import { isVerified } from '@rentals/domain/verification/rules';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationHiddenListings, type VerificationRequestRow } from '../../db/schema/verification';
import { findPosters, type Poster } from './verification-queue.service';
import { asLatest, latestRequestsOf } from './verification-requests';

/*
 * Per-request batching of what listing lists show of verification (the badge of each owner,
 * whether an owner's listing is hidden for want of it): the keys asked in one tick are read in one
 * statement, and each key once, as messaging's responseTimeLoader does.
 */

type Load<V> = (key: string) => Promise<V>;

function batchLoader<V>(readMany: (keys: string[]) => Promise<Map<string, V>>, missing: V): Load<V> {
  const answers = new Map<string, Promise<V>>();
  let pending: { key: string; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      const found = await readMany([...new Set(batch.map((p) => p.key))]);
      for (const p of batch) p.resolve(found.get(p.key) ?? missing);
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  };
  return (key) => {
    const known = answers.get(key);
    if (known) return known;
    const answer = new Promise<V>((resolve, reject) => {
      if (!pending.length) setImmediate(() => void flush());
      pending.push({ key, resolve, reject });
    });
    answers.set(key, answer);
    return answer;
  };
}

const approvals = new WeakMap<object, Load<VerificationRequestRow | null>>();
const hiddenListings = new WeakMap<object, Load<boolean>>();
const posters = new WeakMap<object, Load<Poster | null>>();

/** The approval that still counts of a poster (their badge), or null; `scope` is the request's context. */
export function approvalLoader(db: Db, scope: object): Load<VerificationRequestRow | null> {
  let load = approvals.get(scope);
  if (!load) {
    const now = new Date();
    load = batchLoader(async (userIds) => {
      const latest = await latestRequestsOf(db, userIds);
      return new Map([...latest].filter(([, row]) => isVerified(asLatest(row), now)));
    }, null);
    approvals.set(scope, load);
  }
  return load;
}

/** Whether a listing is hidden because its poster is not verified. */
export function hiddenListingLoader(db: Db, scope: object): Load<boolean> {
  let load = hiddenListings.get(scope);
  if (!load) {
    load = batchLoader(async (listingIds) => {
      const rows = await db
        .select({ id: verificationHiddenListings.listingId })
        .from(verificationHiddenListings)
        .where(inArray(verificationHiddenListings.listingId, listingIds));
      return new Map(rows.map((r) => [r.id, true]));
    }, false);
    hiddenListings.set(scope, load);
  }
  return load;
}

/** A request's poster as the queue shows it: one statement for a whole page of requests. */
export function posterLoader(db: Db, scope: object): Load<Poster | null> {
  let load = posters.get(scope);
  if (!load) {
    load = batchLoader((userIds) => findPosters(db, userIds), null);
    posters.set(scope, load);
  }
  return load;
}
