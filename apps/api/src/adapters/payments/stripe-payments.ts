import Stripe from 'stripe';
import type { Logger } from '../../logger';
import {
  PaymentProviderError,
  PaymentWebhookError,
  WEBHOOK_TOLERANCE_SECONDS,
  type PaymentsAdapter,
} from './payments';
import { cardOf, normalizeStripeEvent } from './stripe-events';
import { SIGNATURE_HEADER } from './webhook-signature';

/*
 * Stripe Checkout Sessions through the official package. Amounts in cents, currency cad, one line
 * item per charge with quantity 1 (a boost: its two fixed items). The product computes the sales tax
 * itself (the table of rates by province and date in the domain), so the tax goes to Stripe as its
 * own line item ('HST 13%') rather than through Stripe Tax. Every create call carries the Pay
 * click's idempotency key, so a retried request never opens a second session nor refunds twice.
 */

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** A stand-in for api.stripe.com (tests): its protocol, host and port. */
  apiUrl?: string;
  log: Logger;
}

/** Stripe answers within this long, or the call fails (the payer retries with the same key). */
const STRIPE_TIMEOUT_MS = 20_000;

function clientFor(options: StripeOptions): Stripe {
  const api = options.apiUrl ? new URL(options.apiUrl) : null;
  return new Stripe(options.secretKey, {
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(api
      ? {
          protocol: api.protocol === 'http:' ? 'http' : 'https',
          host: api.hostname,
          port: api.port || (api.protocol === 'http:' ? 80 : 443),
        }
      : {}),
  });
}

const taxName = (component: string, ratePer: number) => `${component} ${ratePer}%`;

export function createStripePayments(options: StripeOptions): PaymentsAdapter {
  const stripe = clientFor(options);
  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      // Stripe's message names the request, never the card: safe to log.
      options.log.error({ err: (error as Error).message, call: what }, 'stripe call failed');
      throw new PaymentProviderError(what);
    }
  };

  return {
    provider: 'stripe',
    publishableKey: options.publishableKey,
    sandbox: null,
    async createCheckout(input) {
      const items = [
        ...input.lines.map((l) => ({ name: l.name, amountCents: l.amountCents })),
        ...input.taxes
          .filter((t) => t.amountCents > 0)
          .map((t) => ({ name: taxName(t.component, t.ratePer), amountCents: t.amountCents })),
      ];
      const metadata = {
        paymentId: input.paymentId,
        purpose: input.purpose,
        listingId: input.listingId ?? '',
      };
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            // Cards only (spec/03 §7): a delayed method would leave the payment open for days.
            allowed_payment_method_types: ['card'],
            currency: input.currency,
            line_items: items.map((item) => ({
              quantity: 1,
              price_data: {
                currency: input.currency,
                unit_amount: item.amountCents,
                product_data: { name: item.name },
              },
            })),
            metadata,
            // The intent (and its charge) carry the payment id too: failure and refund events name it.
            payment_intent_data: { metadata },
            client_reference_id: input.paymentId,
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
            locale: input.locale,
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: `checkout:${input.idempotencyKey}` },
        ),
      );
      if (!session.url) throw new PaymentProviderError('checkout session without url');
      return { checkoutId: session.id, url: session.url };
    },
    async checkoutUrl(checkoutId) {
      const session = await call('checkout.sessions.retrieve', () =>
        stripe.checkout.sessions.retrieve(checkoutId),
      );
      if (!session.url) throw new PaymentProviderError('checkout session without url');
      return session.url;
    },
    async parseWebhook(rawBody, headers) {
      const header = headers[SIGNATURE_HEADER];
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          (Array.isArray(header) ? header[0] : header) ?? '',
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch (error) {
        throw new PaymentWebhookError((error as Error).message);
      }
      const normalized = normalizeStripeEvent(event as unknown as Record<string, unknown>);
      if (normalized.kind === 'PAID' && normalized.checkoutId) {
        // The card's brand and last four digits (receipts) are on the charge, not in the event.
        const session = await call('checkout.sessions.retrieve', () =>
          stripe.checkout.sessions.retrieve(normalized.checkoutId!, {
            expand: ['payment_intent.latest_charge'],
          }),
        );
        const card = cardOf(session as unknown as Record<string, unknown>);
        const intent = session.payment_intent;
        return {
          ...normalized,
          chargeId: (typeof intent === 'string' ? intent : intent?.id) ?? normalized.chargeId,
          cardBrand: card.brand,
          cardLast4: card.last4,
        };
      }
      return normalized;
    },
    async refund(input) {
      const refund = await call('refunds.create', () =>
        stripe.refunds.create(
          { payment_intent: input.chargeId, amount: input.amountCents },
          { idempotencyKey: `refund:${input.idempotencyKey}` },
        ),
      );
      return { refundId: refund.id };
    },
  };
}
