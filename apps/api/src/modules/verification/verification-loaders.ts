import { isVerified } from '@rentals/domain/verification/rules';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { batchLoader, requestLoader, type Load } from '../../graphql/batch-loader';
import { verificationHiddenListings, type VerificationRequestRow } from '../../db/schema/verification';
import { findPosters, type Poster } from './verification-queue.service';
import { asLatest, latestRequestsOf } from './verification-requests';

/*
 * What listing lists show of verification (the badge of each owner, whether an owner's listing is
 * hidden for want of it) and the queue's posters, batched per request (graphql/batch-loader.ts).
 */

const approvals = new WeakMap<object, Load<VerificationRequestRow | null>>();
const hiddenListings = new WeakMap<object, Load<boolean>>();
const posters = new WeakMap<object, Load<Poster | null>>();

/** The approval that still counts of a poster (their badge), or null; `scope` is the request's context. */
export function approvalLoader(db: Db, scope: object): Load<VerificationRequestRow | null> {
  return requestLoader(approvals, scope, () => {
    const now = new Date();
    return batchLoader(async (userIds) => {
      const latest = await latestRequestsOf(db, userIds);
      return new Map([...latest].filter(([, row]) => isVerified(asLatest(row), now)));
    }, null);
  });
}

/** Whether a listing is hidden because its poster is not verified. */
export function hiddenListingLoader(db: Db, scope: object): Load<boolean> {
  return requestLoader(hiddenListings, scope, () => {
    return batchLoader(async (listingIds) => {
      const rows = await db
        .select({ id: verificationHiddenListings.listingId })
        .from(verificationHiddenListings)
        .where(inArray(verificationHiddenListings.listingId, listingIds));
      return new Map(rows.map((r) => [r.id, true]));
    }, false);
  });
}

/** A request's poster as the queue shows it: one statement for a whole page of requests. */
export function posterLoader(db: Db, scope: object): Load<Poster | null> {
  return requestLoader(posters, scope, () => {
    return batchLoader((userIds) => findPosters(db, userIds), null);
  });
}
