import { randomBytes } from 'node:crypto';
import { PaymentWebhookError, type PaymentsAdapter } from './payments';
import { normalizeStripeEvent } from './stripe-events';
import { SIGNATURE_HEADER, signPayload, verifyPayload } from './webhook-signature';

/*
 * The built-in sandbox: a checkout served by the product itself (/sandbox/checkout/<id>, the web
 * app's page) that behaves like Stripe's test mode. Its checkouts are the payments table's rows
 * (checkout_id 'cs_sandbox_…'); its events have Stripe's shape and signature, and the payments
 * module delivers them to the product's own webhook handler, which verifies them like Stripe's.
 */

export interface SandboxPayments {
  /** A Stripe-shaped event of `type` about `object`, signed as Stripe signs: the body and headers to deliver. */
  signEvent(
    type: string,
    object: Record<string, unknown>,
    at?: Date,
  ): { rawBody: Buffer; headers: Record<string, string> };
}

export interface SandboxOptions {
  publicUrl: string;
  /** PAYMENTS_SANDBOX_WEBHOOK_SECRET; a random key per process when unset. */
  secret?: string;
}

export const SANDBOX_CHECKOUT_PREFIX = 'cs_sandbox_';

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

export function createSandboxPayments(
  options: SandboxOptions,
): PaymentsAdapter & { sandbox: SandboxPayments } {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  const pageUrl = (checkoutId: string) => `${options.publicUrl}/sandbox/checkout/${checkoutId}`;

  return {
    provider: 'sandbox',
    publishableKey: null,
    // Nothing is kept in the process: the checkout is the payments row (with its return addresses),
    // and the payments service lets one request per idempotency key open it.
    createCheckout() {
      const checkoutId = randomId(SANDBOX_CHECKOUT_PREFIX);
      return Promise.resolve({ checkoutId, url: pageUrl(checkoutId) });
    },
    checkoutUrl: (checkoutId) => Promise.resolve(pageUrl(checkoutId)),
    async parseWebhook(rawBody, headers) {
      const header = headers[SIGNATURE_HEADER];
      const payload = rawBody.toString('utf8');
      verifyPayload(payload, Array.isArray(header) ? header[0] : header, secret);
      let event: Record<string, unknown>;
      try {
        event = JSON.parse(payload) as Record<string, unknown>;
      } catch {
        throw new PaymentWebhookError('body is not JSON');
      }
      return Promise.resolve(normalizeStripeEvent(event));
    },
    refund: () => Promise.resolve({ refundId: randomId('re_sandbox_') }),
    sandbox: {
      signEvent(type, object, at = new Date()) {
        const event = {
          id: randomId('evt_sandbox_'),
          object: 'event',
          type,
          created: Math.floor(at.getTime() / 1000),
          livemode: false,
          data: { object },
        };
        const rawBody = Buffer.from(JSON.stringify(event));
        return {
          rawBody,
          headers: { [SIGNATURE_HEADER]: signPayload(rawBody.toString('utf8'), secret, at) },
        };
      },
    },
  };
}
