import { ERROR_MESSAGES, type ErrorCode } from '@rentals/domain/errors/codes';
import { translate } from '@rentals/domain/i18n/translate';
import type { Locale } from '@rentals/domain/users/enums';
import { eq } from 'drizzle-orm';
import type { SandboxPayments } from '../../adapters/payments/sandbox-payments';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import type { AppDeps } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { receivePaymentWebhook } from './payment-webhook-route';
import { appUrl, CHECKOUT_LIFETIME_MS } from './payments.service';
import { cardIssue, cardOutcome, type SandboxCard } from './sandbox-cards';

/*
 * The sandbox's checkout, behind its page /sandbox/checkout/<id>: the payer types a test card, and
 * the sandbox sends the processor's events (signed like Stripe's) to the product's webhook handler,
 * through the same verification, exactly as Stripe would. The page never changes a payment itself.
 * The one state of its own, 'waiting for the payer to authenticate', is kept on the payment row
 * (failure_code SANDBOX_AUTHENTICATION) so any API process can carry the checkout on.
 */

export interface SandboxPayResult {
  outcome: 'SUCCEEDED' | 'REQUIRES_AUTHENTICATION' | 'DECLINED' | 'CANCELED';
  code: ErrorCode | null;
  message: string | null;
  redirectUrl: string | null;
}

export interface SandboxCheckoutView {
  checkout: PaymentRow;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
  requiresAuthentication: boolean;
}

const AUTHENTICATING = 'SANDBOX_AUTHENTICATION';

function sandboxOf(deps: AppDeps): SandboxPayments {
  if (!deps.payments.sandbox) throw new AppError('SANDBOX_DISABLED');
  return deps.payments.sandbox;
}

async function checkoutRow(deps: AppDeps, checkoutId: string): Promise<PaymentRow | null> {
  const [row] = await deps.db.select().from(payments).where(eq(payments.checkoutId, checkoutId));
  return row?.provider === 'sandbox' ? row : null;
}

function returnUrls(deps: AppDeps, sandbox: SandboxPayments, row: PaymentRow) {
  // Opened by another API process (or before a restart): the purpose's return page and /building.
  return (
    sandbox.returnUrls(row.checkoutId!) ?? {
      successUrl: appUrl(
        deps.config.publicUrl,
        row.purpose === 'BOOST' ? '/redirect/premium' : '/redirect/landlord/premium',
        row.id,
      ),
      cancelUrl: appUrl(deps.config.publicUrl, '/building', row.id),
    }
  );
}

export async function getSandboxCheckout(
  deps: AppDeps,
  checkoutId: string,
): Promise<SandboxCheckoutView | null> {
  const sandbox = sandboxOf(deps);
  const row = await checkoutRow(deps, checkoutId);
  if (!row) return null;
  const [payer] = row.userId
    ? await deps.db.select({ email: users.email }).from(users).where(eq(users.id, row.userId))
    : [];
  return {
    checkout: row,
    email: payer?.email ?? null,
    ...returnUrls(deps, sandbox, row),
    requiresAuthentication:
      (row.status === 'PENDING' || row.status === 'FAILED') && row.failureCode === AUTHENTICATING,
  };
}

/** The Stripe-shaped session of a sandbox checkout, with its intent expanded as Stripe's retrieve does. */
function sessionObject(row: PaymentRow, card: { brand: string; last4: string } | null, error?: object) {
  const metadata = { paymentId: row.id, purpose: row.purpose, listingId: row.listingId ?? '' };
  const compact = row.id.replace(/-/g, '');
  const intent = {
    id: `pi_sandbox_${compact}`,
    object: 'payment_intent',
    amount: row.totalCents,
    currency: row.currency,
    metadata,
    latest_charge: card
      ? { id: `ch_sandbox_${compact}`, object: 'charge', payment_method_details: { card, type: 'card' } }
      : null,
    ...(error ? { last_payment_error: error } : {}),
  };
  const session = {
    id: row.checkoutId,
    object: 'checkout.session',
    client_reference_id: row.id,
    metadata,
    amount_total: row.totalCents,
    currency: row.currency,
    payment_status: card && !error ? 'paid' : 'unpaid',
    payment_intent: intent,
  };
  return { session, intent };
}

/** Signs `object` as a `type` event and hands it to the webhook handler, as Stripe would POST it. */
async function deliver(deps: AppDeps, type: string, object: Record<string, unknown>): Promise<void> {
  const { rawBody, headers } = sandboxOf(deps).signEvent(type, object);
  const answer = await receivePaymentWebhook(deps, rawBody, headers);
  if (answer.status !== 200) throw new Error(`sandbox event ${type} refused: ${answer.status}`);
}

/** The checkout, open for payment: PENDING or FAILED (a new card may follow a declined one), not expired. */
async function openCheckoutRow(deps: AppDeps, checkoutId: string): Promise<PaymentRow> {
  sandboxOf(deps);
  const row = await checkoutRow(deps, checkoutId);
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  const open = row.status === 'PENDING' || row.status === 'FAILED';
  if (open && Date.now() - row.createdAt.getTime() > CHECKOUT_LIFETIME_MS) {
    await deliver(deps, 'checkout.session.expired', sessionObject(row, null).session);
    throw new AppError('CHECKOUT_CLOSED');
  }
  if (!open) throw new AppError('CHECKOUT_CLOSED');
  return row;
}

async function succeed(deps: AppDeps, row: PaymentRow, card: { brand: string; last4: string }) {
  await deliver(deps, 'checkout.session.completed', sessionObject(row, card).session);
  const { successUrl } = returnUrls(deps, sandboxOf(deps), row);
  return { outcome: 'SUCCEEDED', code: null, message: null, redirectUrl: successUrl } as const;
}

async function decline(
  deps: AppDeps,
  locale: Locale,
  row: PaymentRow,
  code: ErrorCode,
  stripe: { code: string; decline_code?: string },
): Promise<SandboxPayResult> {
  const message = ERROR_MESSAGES[code];
  const error = { ...stripe, message: message.en, type: 'card_error' };
  await deliver(deps, 'payment_intent.payment_failed', sessionObject(row, null, error).intent);
  return { outcome: 'DECLINED', code, message: translate(message, locale), redirectUrl: null };
}

export async function sandboxPay(
  deps: AppDeps,
  locale: Locale,
  checkoutId: string,
  card: SandboxCard,
): Promise<SandboxPayResult> {
  const row = await openCheckoutRow(deps, checkoutId);
  const issue = cardIssue(card);
  if (issue) throw new AppError(issue);
  const outcome = cardOutcome(card);
  if (outcome.kind === 'SUCCEEDS') return succeed(deps, row, outcome);
  if (outcome.kind === 'DECLINED') {
    return decline(deps, locale, row, outcome.code, {
      code: outcome.stripeCode,
      decline_code: outcome.declineCode,
    });
  }
  // The card asks its bank first: the page shows the bank's approve/reject step (sandboxAuthenticate).
  await deps.db
    .update(payments)
    .set({
      failureCode: AUTHENTICATING,
      failureMessage: null,
      cardBrand: outcome.brand,
      cardLast4: outcome.last4,
    })
    .where(eq(payments.id, row.id));
  return { outcome: 'REQUIRES_AUTHENTICATION', code: null, message: null, redirectUrl: null };
}

export async function sandboxAuthenticate(
  deps: AppDeps,
  locale: Locale,
  checkoutId: string,
  approve: boolean,
): Promise<SandboxPayResult> {
  const row = await openCheckoutRow(deps, checkoutId);
  if (row.failureCode !== AUTHENTICATING) throw new AppError('CHECKOUT_CLOSED');
  if (approve) return succeed(deps, row, { brand: row.cardBrand ?? 'visa', last4: row.cardLast4 ?? '3155' });
  return decline(deps, locale, row, 'CARD_AUTHENTICATION_FAILED', {
    code: 'payment_intent_authentication_failure',
  });
}

/** The payer leaves the checkout: it closes (checkout.session.expired) and they go back to the cancel page. */
export async function sandboxCancel(deps: AppDeps, checkoutId: string): Promise<SandboxPayResult> {
  const sandbox = sandboxOf(deps);
  const row = await checkoutRow(deps, checkoutId);
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  if (row.status === 'PENDING' || row.status === 'FAILED') {
    await deliver(deps, 'checkout.session.expired', sessionObject(row, null).session);
  }
  return {
    outcome: 'CANCELED',
    code: null,
    message: null,
    redirectUrl: returnUrls(deps, sandbox, row).cancelUrl,
  };
}
