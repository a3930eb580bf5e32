import type { PaymentPurpose, PaymentStatus } from '@rentals/domain/billing/payments';
import { buildReceipt, type Receipt, type ReceiptBusiness } from '@rentals/domain/billing/receipts';
import type { Locale } from '@rentals/domain/users/enums';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { and, count, desc, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingLocations, listings } from '../../db/schema/listings';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { pageOf, UUID, type Paging } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { recordAudit } from '../audit/audit.service';

/*
 * Receipts and the billing lists (issue 21): a payer sees their own payments and receipts; staff
 * with boostListings view see everyone's, and each receipt a staff member opens is written to the
 * payment's audit trail, because a receipt shows a customer's name, e-mail and card.
 */

/** The seller's identity from configuration. */
export function businessOf(config: AppDeps['config']): ReceiptBusiness {
  return {
    name: config.BUSINESS_NAME,
    address: config.BUSINESS_ADDRESS || null,
    taxNumber: config.BUSINESS_TAX_NUMBER || null,
  };
}

/** Whether `viewer` sees every payment (staff with boostListings view). */
export const seesAllPayments = (viewer: Viewer | null) =>
  hasModulePermission(viewer, 'boostListings', 'view');

/** What a receipt names besides the payment: the payer and the listing, as they are now. */
async function partiesOf(db: Db, payment: PaymentRow) {
  const [payer] = payment.userId
    ? await db
        .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, payment.userId))
    : [];
  const [listing] = payment.listingId
    ? await db
        .select({ title: listings.title, address: listingLocations.address })
        .from(listings)
        .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
        .where(eq(listings.id, payment.listingId))
    : [];
  return {
    payer: {
      name: [payer?.firstName, payer?.lastName].filter(Boolean).join(' ') || null,
      email: payer?.email ?? null,
    },
    listing: { title: listing?.title ?? null, address: listing?.address ?? null },
  };
}

/**
 * The receipt of `payment` in `locale`, or null when it has none (never paid); no access check.
 * Reads through `db`, so the payment hook builds it inside the transaction that marks it paid.
 */
export async function receiptOf(
  config: AppDeps['config'],
  db: Db,
  payment: PaymentRow,
  locale: Locale,
): Promise<Receipt | null> {
  return buildReceipt({ payment, ...(await partiesOf(db, payment)), business: businessOf(config) }, locale);
}

/**
 * A receipt as its payer or staff with boostListings view reads it; anyone else gets
 * PAYMENT_NOT_FOUND, as for a payment that does not exist, so ids cannot be probed. A payment never
 * paid has no receipt: RECEIPT_NOT_AVAILABLE. A staff member's read is recorded
 * ('payment.receipt.view').
 */
export async function getReceipt(
  deps: AppDeps,
  viewer: Viewer,
  paymentId: string,
  locale: Locale,
): Promise<Receipt> {
  const row = UUID.test(paymentId)
    ? (await deps.db.select().from(payments).where(eq(payments.id, paymentId)))[0]
    : undefined;
  const payer = row?.userId === viewer.id;
  const staff = seesAllPayments(viewer);
  if (!row || (!payer && !staff)) throw new AppError('PAYMENT_NOT_FOUND');
  const receipt = await receiptOf(deps.config, deps.db, row, locale);
  if (!receipt) throw new AppError('RECEIPT_NOT_AVAILABLE');
  if (!payer) {
    await recordAudit(deps.db, viewer, {
      action: 'payment.receipt.view',
      entityType: 'PAYMENT',
      entityId: paymentId,
    });
  }
  return receipt;
}

export interface PaymentFilter {
  status?: PaymentStatus | null;
  purpose?: PaymentPurpose | null;
}

/** A payment in a billing list: with its listing's title and its payer's e-mail, read in the same query. */
export type ListedPayment = PaymentRow & { listingTitle: string | null; payerEmail: string | null };

/** A page of payments, newest first, and how many match. */
async function pageOfPayments(
  db: Db,
  where: SQL | undefined,
  paging: Paging,
): Promise<{ items: ListedPayment[]; count: number }> {
  const { first, skip } = pageOf(paging);
  const [items, [total]] = await Promise.all([
    first
      ? db
          .select({ ...getTableColumns(payments), listingTitle: listings.title, payerEmail: users.email })
          .from(payments)
          .leftJoin(listings, eq(listings.id, payments.listingId))
          .leftJoin(users, eq(users.id, payments.userId))
          .where(where)
          .orderBy(desc(payments.createdAt), desc(payments.id))
          .limit(first)
          .offset(skip)
      : [],
    db.select({ n: count() }).from(payments).where(where),
  ]);
  return { items, count: total?.n ?? 0 };
}

/** The viewer's own payments (any state), newest first: the landlord's billing page. */
export function findMyPayments(db: Db, viewer: Viewer, paging: Paging) {
  return pageOfPayments(db, eq(payments.userId, viewer.id), paging);
}

/** Every payment, optionally of one status and purpose, newest first: staff's payments page. */
export function findPayments(db: Db, filter: PaymentFilter, paging: Paging) {
  const where = and(
    filter.status ? eq(payments.status, filter.status) : undefined,
    filter.purpose ? eq(payments.purpose, filter.purpose) : undefined,
  );
  return pageOfPayments(db, where, paging);
}
