import { CURRENCY, quote, type PaymentLine, type PaymentPurpose } from '@rentals/domain/billing/payments';
import { translate } from '@rentals/domain/i18n/translate';
import { and, desc, eq, gt } from 'drizzle-orm';
import { PaymentProviderError } from '../../adapters/payments/payments';
import { payments, type PaymentRow } from '../../db/schema/payments';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { getListingRow } from '../listings/listing-read.service';
import { mayPay } from './payment-access';
import { listingProvince } from './payment-quotes';

/*
 * Opening a checkout (issue 21). The amounts are the server's (lines from the domain, tax by the
 * listing's province and today's date), never the browser's: a page that showed another total gets
 * PAYMENT_PRICE_CHANGED with the new one, and confirms again. One Pay click carries one idempotency
 * key: the same key again (a double click, a retried request, five at once) answers the same payment
 * and checkout; the row is inserted ON CONFLICT DO NOTHING and the processor is called by the one
 * request that inserted it, inside the transaction, so the others wait for it and read its checkout.
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

  const payment = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(payments)
      .values({
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
      })
      .onConflictDoNothing()
      .returning();
    // Another request with this key inserted it first (and has committed: the insert waited for it).
    if (!inserted) return null;
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
        successUrl: appUrl(deps.config.publicUrl, input.returnPath, inserted.id),
        cancelUrl: appUrl(deps.config.publicUrl, input.cancelPath, inserted.id),
        idempotencyKey: `${viewer.id}:${input.idempotencyKey}`,
        locale: viewer.locale,
        expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
      });
    } catch (error) {
      // Nothing is kept: the payer clicks Pay again (with the same key, the processor answers the same).
      if (error instanceof PaymentProviderError) throw new AppError('PAYMENT_PROVIDER_ERROR');
      throw error;
    }
    const [row] = await tx
      .update(payments)
      .set({ checkoutId: opened.checkoutId })
      .where(eq(payments.id, inserted.id))
      .returning();
    return { payment: row!, checkoutUrl: opened.url };
  });
  if (payment) return payment;
  const winner = await paymentByKey(deps, viewer.id, input.idempotencyKey);
  if (!winner) throw new AppError('PAYMENT_PROVIDER_ERROR');
  return answer(deps, winner);
}

/** One payment, or PAYMENT_NOT_FOUND. */
export async function getPaymentRow(deps: AppDeps, id: string): Promise<PaymentRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('PAYMENT_NOT_FOUND');
  const [row] = await deps.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  return row;
}
