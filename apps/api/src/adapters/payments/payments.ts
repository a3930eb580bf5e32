import type { PaymentTaxLine } from '@rentals/domain/billing/payments';
import type { Locale } from '@rentals/domain/users/enums';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { createSandboxPayments, type SandboxPayments } from './sandbox-payments';
import { createStripePayments } from './stripe-payments';

/*
 * The card processor (issue 21). Stripe when its three keys are set; otherwise the built-in sandbox,
 * which behaves like Stripe's test mode (test cards, redirects, the same signed webhook events) so
 * the product takes payments offline. Either way the processor's webhook events are the source of
 * truth: the adapters open checkouts, read events and refund; the payments service decides.
 */

/** One line of a checkout as the processor shows it, in the payer's language. */
export interface CheckoutLine {
  name: string;
  amountCents: number;
}

export interface CreateCheckoutInput {
  paymentId: string;
  purpose: string;
  listingId: string | null;
  lines: CheckoutLine[];
  taxes: PaymentTaxLine[];
  totalCents: number;
  currency: string;
  customerEmail: string | null;
  successUrl: string;
  cancelUrl: string;
  /** One Pay click: the processor answers the same checkout for the same key. */
  idempotencyKey: string;
  locale: Locale;
  /** When the checkout stops taking payments. */
  expiresAt: Date;
}

/** What a processor event means for a payment, whatever the processor called it. */
export type PaymentEventKind = 'CREATED' | 'PAID' | 'FAILED' | 'CANCELED' | 'REFUNDED';

/** A verified processor event, normalized. `kind` is null for a type the product does not act on. */
export interface PaymentEvent {
  id: string;
  type: string;
  kind: PaymentEventKind | null;
  createdAt: Date;
  /** Our payment id, from the checkout's metadata, when the event carries it. */
  paymentId: string | null;
  checkoutId: string | null;
  /** The processor's payment (intent) id. */
  chargeId: string | null;
  cardBrand: string | null;
  cardLast4: string | null;
  /** Our error code for a failure (CARD_DECLINED, …) and the processor's own message. */
  failureCode: string | null;
  failureMessage: string | null;
}

export interface PaymentsAdapter {
  readonly provider: 'sandbox' | 'stripe';
  /** Stripe's publishable key (browser side); null for the sandbox. */
  readonly publishableKey: string | null;
  createCheckout(input: CreateCheckoutInput): Promise<{ checkoutId: string; url: string }>;
  /** Where the payer goes to pay an open checkout (a second request for the same Pay click). */
  checkoutUrl(checkoutId: string): Promise<string>;
  /** Verifies the signature (tolerance 300 s) and reads the event; throws PaymentWebhookError otherwise. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<PaymentEvent>;
  refund(input: {
    chargeId: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<{ refundId: string }>;
  /** The sandbox's own controls (signing its events); null with a real processor. */
  readonly sandbox: SandboxPayments | null;
}

/** A webhook call that is not the processor's (bad signature, too old): nothing it says may be applied. */
export class PaymentWebhookError extends Error {}

/** A processor call that failed (network, refused request): the payer sees 'Something went wrong'. */
export class PaymentProviderError extends Error {}

/** Stripe's webhook tolerance: an event signed longer ago than this is refused (replays). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** Stripe when STRIPE_* are set (loadConfig refuses a partial set), else the sandbox. */
export function createPaymentsAdapter(config: Config, log: Logger): PaymentsAdapter {
  if (config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET && config.STRIPE_PUBLISHABLE_KEY) {
    return createStripePayments({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET,
      publishableKey: config.STRIPE_PUBLISHABLE_KEY,
      apiUrl: config.STRIPE_API_URL,
      log,
    });
  }
  return createSandboxPayments({
    publicUrl: config.publicUrl,
    secret: config.PAYMENTS_SANDBOX_WEBHOOK_SECRET,
  });
}
