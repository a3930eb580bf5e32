import { BOOST_PREMIUM_NAME, boostWindow } from '@rentals/domain/billing/boost';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs } from '../../db/schema/jobs';
import { listings, type ListingRow } from '../../db/schema/listings';
import type { AppDeps } from '../../graphql/context';
import { recordAudit } from '../audit/audit.service';
import { cancelJobs, enqueueJob } from '../jobs/job-queue';
import { registerJobHandler } from '../jobs/job-handlers';

/*
 * A listing's premium window (spec/01 §4 'Boosting'): starting, extending and ending a boost. Each
 * change moves the listing's expiry job with it, in the same transaction, so a boost always ends by
 * itself at premium_end. Search reads the window through units.search_premium_end, which the
 * database's triggers (migration 0006) copy from is_premium and premium_end on every write here.
 */

export const PREMIUM_EXPIRY_JOB = 'premium-expiry';
export const premiumExpiryKey = (listingId: string) => `${PREMIUM_EXPIRY_JOB}:${listingId}`;

/** Who changed the premium, for the audit trail: a staff member, the payer of a boost, or the system. */
export type PremiumActor = { id: string | null; email: string };

async function scheduleExpiry(tx: Db, listingId: string, premiumEnd: Date): Promise<void> {
  await enqueueJob(tx, {
    kind: PREMIUM_EXPIRY_JOB,
    key: premiumExpiryKey(listingId),
    payload: { listingId },
    runAt: premiumEnd,
  });
}

/**
 * Boosts a listing locked by the caller's transaction for `days`: a new window, or the live one
 * extended (boostWindow). Answers the updated row.
 */
export async function startBoost(
  tx: Db,
  actor: PremiumActor,
  listing: ListingRow,
  days: number,
  now: Date,
  options: { action?: string; premiumName?: string } = {},
): Promise<ListingRow> {
  const action = options.action ?? 'listing.boost';
  const window = boostWindow(listing, days, now);
  const premiumName = options.premiumName ?? BOOST_PREMIUM_NAME;
  const [row] = await tx
    .update(listings)
    .set({ isPremium: true, premiumName, ...window })
    .where(eq(listings.id, listing.id))
    .returning();
  await scheduleExpiry(tx, listing.id, window.premiumEnd);
  await recordAudit(tx, actor, {
    action,
    entityType: 'LISTING',
    entityId: listing.id,
    before: {
      isPremium: listing.isPremium,
      premiumName: listing.premiumName,
      premiumEnd: listing.premiumEnd?.toISOString() ?? null,
    },
    after: { isPremium: true, premiumName, premiumEnd: window.premiumEnd.toISOString(), days },
  });
  return row!;
}

/** Ends a listing's boost now (staff's end, a refund): its window closes and its expiry job goes. */
export async function endBoost(
  tx: Db,
  actor: PremiumActor,
  listing: ListingRow,
  now: Date,
  action = 'listing.premium',
): Promise<ListingRow> {
  const [row] = await tx
    .update(listings)
    .set({ isPremium: false, premiumEnd: now })
    .where(eq(listings.id, listing.id))
    .returning();
  await cancelJobs(tx, premiumExpiryKey(listing.id));
  if (listing.isPremium) {
    await recordAudit(tx, actor, {
      action,
      entityType: 'LISTING',
      entityId: listing.id,
      before: { isPremium: true, premiumEnd: listing.premiumEnd?.toISOString() ?? null },
      after: { isPremium: false, premiumEnd: now.toISOString() },
    });
  }
  return row!;
}

/** Moves a running boost's end earlier (a refunded boost's days taken off), with its expiry job. */
export async function shortenBoost(
  tx: Db,
  actor: PremiumActor,
  listing: ListingRow,
  premiumEnd: Date,
): Promise<ListingRow> {
  const [row] = await tx.update(listings).set({ premiumEnd }).where(eq(listings.id, listing.id)).returning();
  await scheduleExpiry(tx, listing.id, premiumEnd);
  await recordAudit(tx, actor, {
    action: 'listing.boost-refunded',
    entityType: 'LISTING',
    entityId: listing.id,
    before: { isPremium: true, premiumEnd: listing.premiumEnd?.toISOString() ?? null },
    after: { isPremium: true, premiumEnd: premiumEnd.toISOString() },
  });
  return row!;
}

/** The actor of changes nobody made by hand (a boost running out). */
const SYSTEM_ACTOR: PremiumActor = { id: null, email: 'system' };

/**
 * Ends the boost of `listingId` if it is due. One conditional UPDATE decides, so when several API
 * processes run the same job at once exactly one of them ends the boost and writes its audit entry.
 * Answers whether this call ended it.
 */
export async function expireBoost(deps: AppDeps, listingId: string, now: Date): Promise<boolean> {
  return deps.db.transaction(async (tx: Db) => {
    const ended = await tx
      .update(listings)
      .set({ isPremium: false })
      .where(and(eq(listings.id, listingId), eq(listings.isPremium, true), lte(listings.premiumEnd, now)))
      .returning({ id: listings.id, premiumEnd: listings.premiumEnd });
    const [row] = ended;
    if (!row) return false;
    await recordAudit(tx, SYSTEM_ACTOR, {
      action: 'listing.boost-ended',
      entityType: 'LISTING',
      entityId: listingId,
      before: { isPremium: true },
      after: { isPremium: false, premiumEnd: row.premiumEnd?.toISOString() ?? null },
    });
    return true;
  });
}

/**
 * Gives every running boost without an expiry job its job (boosts written by the demo seed or by
 * hand in the database): run at start-up, it leaves the jobs already there as they are.
 */
export async function scheduleMissingBoostExpiries(db: Db): Promise<void> {
  const running = await db
    .select({ id: listings.id, premiumEnd: listings.premiumEnd })
    .from(listings)
    .where(and(eq(listings.isPremium, true), isNotNull(listings.premiumEnd)));
  if (!running.length) return;
  await db
    .insert(jobs)
    .values(
      running.map((l) => ({
        kind: PREMIUM_EXPIRY_JOB,
        key: premiumExpiryKey(l.id),
        payload: { listingId: l.id },
        runAt: l.premiumEnd!,
      })),
    )
    .onConflictDoNothing();
}

registerJobHandler(PREMIUM_EXPIRY_JOB, async (deps, payload, now) => {
  await expireBoost(deps, String(payload.listingId), now);
});
