import { depositLine } from '@rentals/domain/billing/payments';
import { needsPayment } from '@rentals/domain/billing/plans';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { listings } from '../../db/schema/listings';
import { payments } from '../../db/schema/payments';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { getListingRow } from '../listings/listing-read.service';
import { applyDepositToListing } from './deposit-hook';
import { mayPay } from './payment-access';
import { planIdsOf } from './payment-quotes';
import { openCheckout, replayCheckout, type OpenedCheckout } from './payments.service';

/*
 * The onboarding deposit (spec/03 §4.1, §9): paid by the listing's owner for a listing whose plans
 * need it, once. The total the page showed is checked against the server's.
 */

export interface DepositCheckoutInput {
  listingId: string;
  /** The total in cents the page showed (deposit + tax). */
  price: number;
  email?: string | null;
  idempotencyKey: string;
}

export async function openDepositCheckout(
  deps: AppDeps,
  viewer: Viewer,
  input: DepositCheckoutInput,
): Promise<OpenedCheckout> {
  const listing = await getListingRow(deps.db, input.listingId);
  if (!mayPay(viewer, listing.role)) throw new AppError('PAYMENT_UNAUTHORIZED');
  if (listing.ownerId !== viewer.id) throw new AppError('PAYMENT_NOT_OWNER');
  // A repeated Pay click answers its payment, whatever happened to it since.
  const replay = await replayCheckout(deps, viewer, input.idempotencyKey);
  if (replay) return replay;
  const planIds = planIdsOf(listing);
  if (!needsPayment(planIds)) throw new AppError('PAYMENT_NOT_NEEDED');
  const [paid] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(eq(payments.listingId, listing.id), eq(payments.purpose, 'DEPOSIT'), eq(payments.status, 'PAID')),
    )
    .limit(1);
  if (paid || listing.paymentStatus === 'PAID') throw new AppError('PAYMENT_ALREADY_PAID');
  return openCheckout(deps, viewer, {
    purpose: 'DEPOSIT',
    listingId: listing.id,
    planId: listing.planId,
    lines: [depositLine(planIds)],
    idempotencyKey: input.idempotencyKey,
    expectedTotalCents: input.price,
    returnPath: '/redirect/landlord/premium',
    // The wizard's listing goes back to its pay step; a listing paid later from /building, there.
    cancelPath:
      listing.createdFrom === 'LIST_WITH_US' ? `/list-with-us?listing=${listing.id}&step=9` : '/building',
    email: input.email,
  });
}

/**
 * updatePayment: rewrites the listing's payment fields from its latest paid (or refunded) deposit
 * payment; with none, the listing awaits payment if its plans need one. Idempotent.
 */
export async function repairListingPayment(deps: AppDeps, listingId: string) {
  return deps.db.transaction(async (tx) => {
    const listing = await getListingRow(tx, listingId, true);
    const [latest] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.listingId, listingId),
          eq(payments.purpose, 'DEPOSIT'),
          inArray(payments.status, ['PAID', 'REFUNDED']),
        ),
      )
      .orderBy(desc(payments.paidAt))
      .limit(1);
    if (latest) await applyDepositToListing(tx, latest);
    else {
      await tx
        .update(listings)
        .set({ paymentStatus: needsPayment(planIdsOf(listing)) ? 'UNPAID' : null })
        .where(eq(listings.id, listingId));
    }
  });
}
