import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/admin';
import { listingLocations, listings } from '../../db/schema/listings';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { recordAudit } from '../audit/audit.service';
import { getListingRow } from '../listings/listing-read.service';
import { staffRecipients } from '../plans/premium-request.service';
import { boostToStaffEmail } from './boost-email';

/*
 * Staff hear of each boost once (spec/01 §7 premiumNotificationToAdmin), as the 'Premium requests'
 * card on /e-mail-configuration says. The BOOST payment's onPaid hook sends it on the server, so
 * it never depends on the payer's browser coming back; the owner's call after the return page finds
 * it sent and sends nothing more. An audit entry on the payment marks it sent.
 */

const NOTICE_ACTION = 'payment.boost-notice';

/**
 * E-mails staff about a paid boost unless done before; runs in the caller's transaction and locks
 * the payment so two calls at once send one notice. Answers whether this call sent it.
 */
export async function notifyStaffOfBoost(tx: Db, deps: AppDeps, paymentId: string): Promise<boolean> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
  if (!payment?.listingId) return false;
  const [sent] = await tx
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'PAYMENT'),
        eq(auditLog.entityId, paymentId),
        eq(auditLog.action, NOTICE_ACTION),
      ),
    );
  if (sent) return false;
  const [owner] = payment.userId ? await tx.select().from(users).where(eq(users.id, payment.userId)) : [];
  const [listing] = await tx
    .select({ title: listings.title, premiumEnd: listings.premiumEnd, address: listingLocations.address })
    .from(listings)
    .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .where(eq(listings.id, payment.listingId));
  if (!listing?.premiumEnd) return false;
  const ownerEmail = owner?.email ?? '';
  const ownerName = [owner?.firstName, owner?.lastName].filter(Boolean).join(' ') || ownerEmail;
  for (const [to, locale] of await staffRecipients(tx, 'boostListings')) {
    await deps.mail.enqueue(
      tx,
      boostToStaffEmail(
        to,
        locale,
        {
          address: listing.address ?? listing.title,
          ownerName,
          ownerEmail,
          premiumEnd: listing.premiumEnd,
          totalCents: payment.totalCents,
        },
        deps.config.publicUrl,
      ),
    );
  }
  await recordAudit(
    tx,
    { id: payment.userId, email: ownerEmail || 'system' },
    { action: NOTICE_ACTION, entityType: 'PAYMENT', entityId: paymentId },
  );
  return true;
}

/** The listing's latest paid boost payment, if any. */
export async function latestBoostPayment(db: Db, listingId: string): Promise<PaymentRow | null> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.listingId, listingId),
        eq(payments.purpose, 'BOOST'),
        inArray(payments.status, ['PAID', 'REFUNDED']),
      ),
    )
    .orderBy(desc(payments.paidAt), desc(payments.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * premiumNotificationToAdmin: the owner of a boosted listing tells staff of its boost, once per
 * boost payment (a notice already sent is not sent again). LISTING_NOT_FOUND for another's
 * listing; LISTING_NOT_BOOSTED when it has no paid boost running.
 */
export async function notifyStaffOfOwnBoost(
  deps: AppDeps,
  viewer: Viewer,
  listingId: string,
): Promise<boolean> {
  const sent = await deps.db.transaction(async (tx: Db) => {
    const listing = await getListingRow(tx, listingId);
    if (listing.ownerId !== viewer.id) throw new AppError('LISTING_NOT_FOUND');
    const payment = await latestBoostPayment(tx, listingId);
    if (!listing.isPremium || payment?.status !== 'PAID') throw new AppError('LISTING_NOT_BOOSTED');
    return notifyStaffOfBoost(tx, deps, payment.id);
  });
  if (sent) deps.mail.flushSoon(deps.db);
  return true;
}
