import { and, eq, gt, isNull } from 'drizzle-orm';
import {
  confirmationLinkIssue,
  type AvailabilityAnswer,
} from '@rentals/domain/listings/availability-confirmation';
import { rentedByLinkChanges, stillAvailableChanges } from '@rentals/domain/listings/rules';
import type { Db } from '../../db/client';
import { listingConfirmationLinks } from '../../db/schema/listing-confirmations';
import { listings } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { scheduleAvailabilityCheck } from './availability-check-job';
import { changeOwnListing } from './listing-availability.service';
import { linkOfConfirmationToken } from './listing-confirmation-token';
import type { ListingDetail } from './listing-read.service';

/*
 * The owner's answers to 'Still available?' (issue 25): from their listings page, signed in, or by
 * a link of the e-mail, without signing in. Both go through changeOwnListing, the owner's path for
 * availability changes, so an answer is audited, cancels viewings and ends a boost exactly as the
 * owner's 'Mark as rented' does.
 */

/**
 * The viewer's confirmation that a listing they may edit is still available: it dates 'Availability
 * confirmed' from now (bringing back one unpublished for want of it) and moves the next check
 * CONFIRMATION_INTERVAL_DAYS away.
 */
export const confirmListingAvailability = (deps: AppDeps, viewer: Viewer, id: string, now = new Date()) =>
  changeOwnListing(
    deps,
    viewer,
    id,
    'listing.availability-confirmed',
    (row) => stillAvailableChanges(row, now),
    scheduleAvailabilityCheck,
  );

/** Why a link row cannot be used now, read again after the consuming update found nothing. */
async function linkIssue(tx: Db, linkId: string, now: Date): Promise<AppError> {
  const [link] = await tx
    .select()
    .from(listingConfirmationLinks)
    .where(eq(listingConfirmationLinks.id, linkId));
  if (!link) return new AppError('CONFIRMATION_LINK_INVALID');
  return new AppError(confirmationLinkIssue(link, now) ?? 'CONFIRMATION_LINK_INVALID');
}

/**
 * Consumes a link row in `tx`: one conditional UPDATE decides, so of two clicks at once exactly one
 * passes; a used, expired or unknown link throws its coded error and the caller's change rolls back.
 */
async function consumeLink(tx: Db, linkId: string, answer: AvailabilityAnswer, now: Date): Promise<void> {
  const [used] = await tx
    .update(listingConfirmationLinks)
    .set({ usedAt: now, answer })
    .where(
      and(
        eq(listingConfirmationLinks.id, linkId),
        isNull(listingConfirmationLinks.usedAt),
        gt(listingConfirmationLinks.expiresAt, now),
      ),
    )
    .returning({ id: listingConfirmationLinks.id });
  if (!used) throw await linkIssue(tx, linkId, now);
}

/** The owner of the listing a link was sent for, acting through the link: their own rights, no session. */
async function ownerViewer(
  deps: AppDeps,
  linkId: string,
  now: Date,
): Promise<{ viewer: Viewer; listingId: string }> {
  const [row] = await deps.db
    .select({
      listingId: listingConfirmationLinks.listingId,
      id: users.id,
      email: users.email,
      userType: users.userType,
      locale: users.locale,
    })
    .from(listingConfirmationLinks)
    .innerJoin(listings, eq(listings.id, listingConfirmationLinks.listingId))
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(eq(listingConfirmationLinks.id, linkId));
  if (!row) throw await linkIssue(deps.db, linkId, now);
  const { listingId, ...owner } = row;
  // Staff rights are not the link's to give: the owner acts as the owner, whatever their role.
  return {
    listingId,
    viewer: { ...owner, permissions: [], twoFactorEnabled: false, sessionId: `confirmation-link:${linkId}` },
  };
}

/**
 * A 'Still available?' link answered: STILL_AVAILABLE confirms the listing, RENTED marks it rented
 * (hidden, boost ended) through the owner's path. The link is consumed in the same transaction.
 */
export async function answerAvailabilityCheck(
  deps: AppDeps,
  token: string,
  answer: AvailabilityAnswer,
  now = new Date(),
): Promise<ListingDetail> {
  const linkId = linkOfConfirmationToken(deps.config, token);
  if (!linkId) throw new AppError('CONFIRMATION_LINK_INVALID');
  const { viewer, listingId } = await ownerViewer(deps, linkId, now);
  const rented = answer === 'RENTED';
  return changeOwnListing(
    deps,
    viewer,
    listingId,
    rented ? 'listing.rented' : 'listing.availability-confirmed',
    (row) => (rented ? rentedByLinkChanges(now) : stillAvailableChanges(row, now)),
    async (tx, next) => {
      await consumeLink(tx, linkId, answer, now);
      if (!rented) await scheduleAvailabilityCheck(tx, next);
    },
  );
}
