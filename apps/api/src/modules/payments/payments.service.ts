import { randomUUID } from 'node:crypto';
import { CURRENCY, quote, type PaymentLine, type PaymentPurpose } from '@rentals/domain/billing/payments';
import { translate } from '@rentals/domain/i18n/translate';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { PaymentProviderError } from '../../adapters/payments/payments';
import { payments, type PaymentRow } from '../../db/schema/payments';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { getListingRow } from '../listings/listing-read.service';
import { mayPay } from './payment-access';
import { listingProvince } from './payment-quotes';

// The contract's service surface in one place: the refund, the quotes and one payment's row.
export { refundPayment } from './refund.service';
export { depositQuoteFor, depositQuoteForListing, listingProvince } from './payment-quotes';
export { getPaymentRow } from './payment-read';

/*
 * Opening a checkout (issue 21). The amounts are the server's (lines from the domain, tax by the
 * listing's province and today's date), never the browser's: a page that showed another total gets
 * PAYMENT_PRICE_CHANGED with the new one, and confirms again. One Pay click carries one idempotency
 * key: the same key again (a double click, a retried request, five at once) answers the same payment
 * and checkout; the row is inserted ON CONFLICT DO NOTHING and the processor is called by the one
 * request that inserted it (with the key too), while the others wait for its checkout id.
 */

export interface OpenCheckoutInput {
  purpose: PaymentPurpose;
  listingId: string;
  /** Deposit: the main paid plan; boost: PLAN_IDS.BOOST. */
  planId: number | null;
  lines: PaymentLine[];
  boostDays?: number | null;
  idempotencyKey: string;
  /** The total the page showed; a different server total is PAYMENT_PRICE_CHANGED. */
  expectedTotalCents?: number | null;
  /** The app path the payer comes back to (the service appends ?payment=<id>). */
  returnPath: string;
  /** The app path a payer who cancels goes back to (the service appends payment=<id>). */
  cancelPath: string;
  /** The payer's e-mail for the processor's receipt; the account's by default. */
  email?: string | null;
}

export interface OpenedCheckout {
  payment: PaymentRow;
  checkoutUrl: string;
}

/** How long a checkout takes payments (Stripe's shortest is 30 minutes). */
export const CHECKOUT_LIFETIME_MS = 60 * 60_000;

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** `path` (an app path) on the site, with `payment=<id>` added to its query. */
export function appUrl(publicUrl: string, path: string, paymentId: string): string {
  const safe = path.startsWith('/') && !path.startsWith('//') ? path : '/';
  const url = new URL(safe, `${publicUrl}/`);
  url.searchParams.set('payment', paymentId);
  return `${publicUrl}${url.pathname}${url.search}`;
}

async function paymentByKey(deps: AppDeps, userId: string, key: string): Promise<PaymentRow | null> {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)));
  return row ?? null;
}

/**
 * A checkout the payer already has open for the same thing at the same price (another tab, a Pay
 * click with a new key before the first checkout closed): answered again rather than opening a
 * second one that could be paid twice.
 */
async function openPaymentLike(deps: AppDeps, viewer: Viewer, input: OpenCheckoutInput, totalCents: number) {
  const [row] = await deps.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, viewer.id),
        eq(payments.listingId, input.listingId),
        eq(payments.purpose, input.purpose),
        eq(payments.status, 'PENDING'),
        eq(payments.totalCents, totalCents),
        eq(payments.provider, deps.payments.provider),
        gt(payments.createdAt, new Date(Date.now() - CHECKOUT_LIFETIME_MS + 5 * 60_000)),
      ),
    )
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.checkoutId ? row : null;
}

async function answer(deps: AppDeps, payment: PaymentRow): Promise<OpenedCheckout> {
  if (!payment.checkoutId) throw new AppError('PAYMENT_PROVIDER_ERROR');
  try {
    return { payment, checkoutUrl: await deps.payments.checkoutUrl(payment.checkoutId) };
  } catch (error) {
    if (error instanceof PaymentProviderError) throw new AppError('PAYMENT_PROVIDER_ERROR');
    throw error;
  }
}

/** The payment of an earlier request with the same key, with its checkout; null for a new key. */
export async function replayCheckout(
  deps: AppDeps,
  viewer: Viewer,
  key: string,
): Promise<OpenedCheckout | null> {
  const replay = await paymentByKey(deps, viewer.id, key);
  return replay?.checkoutId ? answer(deps, replay) : null;
}

export async function openCheckout(
  deps: AppDeps,
  viewer: Viewer,
  input: OpenCheckoutInput,
): Promise<OpenedCheckout> {
  const listing = await getListingRow(deps.db, input.listingId);
  if (!mayPay(viewer, listing.role)) throw new AppError('PAYMENT_UNAUTHORIZED');
  if (listing.ownerId !== viewer.id) throw new AppError('PAYMENT_NOT_OWNER');
  if (!KEY.test(input.idempotencyKey)) {
    throw new AppError('VALIDATION_FAILED', {}, [{ path: 'idempotencyKey', key: 'invalid' }]);
  }
  const replay = await replayCheckout(deps, viewer, input.idempotencyKey);
  if (replay) return replay;

  const now = new Date();
  const province = await listingProvince(deps.db, listing.id);
  const priced = quote(input.lines, province, now);
  if (input.expectedTotalCents != null && input.expectedTotalCents !== priced.totalCents) {
    throw new AppError('PAYMENT_PRICE_CHANGED', {
      totalCents: priced.totalCents,
      subtotalCents: priced.subtotalCents,
      taxCents: priced.taxCents,
    });
  }
  const open = await openPaymentLike(deps, viewer, input, priced.totalCents);
  if (open) return answer(deps, open);

  // The id is chosen here so the return addresses, which carry it, are stored with the row.
  const paymentId = randomUUID();
  const [inserted] = await deps.db
    .insert(payments)
    .values({
      id: paymentId,
      userId: viewer.id,
      listingId: listing.id,
      purpose: input.purpose,
      planId: input.planId,
      provider: deps.payments.provider,
      currency: CURRENCY,
      lines: priced.lines,
      subtotalCents: priced.subtotalCents,
      taxes: priced.taxes,
      taxRatePer: priced.taxRatePer,
      taxCents: priced.taxCents,
      totalCents: priced.totalCents,
      province,
      boostDays: input.boostDays ?? null,
      idempotencyKey: input.idempotencyKey,
      locale: viewer.locale,
      successUrl: appUrl(deps.config.publicUrl, input.returnPath, paymentId),
      cancelUrl: appUrl(deps.config.publicUrl, input.cancelPath, paymentId),
    })
    .onConflictDoNothing()
    .returning();
  // Another request with this key inserted it first: it is opening the checkout, unless it was
  // cut short (its process killed, the database lost before the checkout id was stored).
  if (!inserted) {
    return (
      (await checkoutOpenedBy(deps, viewer.id, input.idempotencyKey)) ?? openCheckout(deps, viewer, input)
    );
  }
  let opened;
  try {
    opened = await deps.payments.createCheckout({
      paymentId: inserted.id,
      purpose: input.purpose,
      listingId: listing.id,
      lines: priced.lines.map((l) => ({
        name: translate(l.name, viewer.locale),
        amountCents: l.amountCents,
      })),
      taxes: priced.taxes,
      totalCents: priced.totalCents,
      currency: CURRENCY,
      customerEmail: input.email ?? viewer.email,
      successUrl: inserted.successUrl!,
      cancelUrl: inserted.cancelUrl!,
      // One processor call per payment row (the row's unique (user, key) lets one request through).
      // Keyed by the row, not the click: after a failed call the row is gone and a retry with the
      // same click's key opens a new row, whose different addresses Stripe would refuse under the old key.
      idempotencyKey: `checkout:${inserted.id}`,
      locale: viewer.locale,
      expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
    });
  } catch (error) {
    // Nothing is kept: the payer clicks Pay again and a new row opens a new checkout.
    await deps.db.delete(payments).where(and(eq(payments.id, inserted.id), isNull(payments.checkoutId)));
    if (error instanceof PaymentProviderError) throw new AppError('PAYMENT_PROVIDER_ERROR');
    throw error;
  }
  const [row] = await deps.db
    .update(payments)
    .set({ checkoutId: opened.checkoutId })
    .where(eq(payments.id, inserted.id))
    .returning();
  return { payment: row!, checkoutUrl: opened.url };
}

/** How long a request waits for the one that opens its key's checkout (the processor's timeout and a retry). */
const OPENER_WAIT_MS = 45_000;

/**
 * The checkout the first request with this key is opening: its row gets the checkout id when the
 * processor answers, or is deleted when it fails. No transaction is held open across the
 * processor's call (on the embedded database it would stall every other request meanwhile). A row
 * still without one OPENER_WAIT_MS after it was stored has lost its opener (a process killed, the
 * database gone before the update): it is deleted and null answered, for this request to open the
 * checkout itself rather than fail the retried Pay click for good.
 */
async function checkoutOpenedBy(deps: AppDeps, userId: string, key: string): Promise<OpenedCheckout | null> {
  const deadline = Date.now() + OPENER_WAIT_MS;
  while (Date.now() < deadline) {
    const row = await paymentByKey(deps, userId, key);
    if (!row) break;
    if (row.checkoutId) return answer(deps, row);
    if (Date.now() - row.createdAt.getTime() > OPENER_WAIT_MS) {
      await deps.db.delete(payments).where(and(eq(payments.id, row.id), isNull(payments.checkoutId)));
      return null;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new AppError('PAYMENT_PROVIDER_ERROR');
}
