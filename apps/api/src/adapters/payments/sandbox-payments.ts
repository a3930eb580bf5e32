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
  /** Where the payer goes back to after paying or canceling checkout `checkoutId`, if this process opened it. */
  returnUrls(checkoutId: string): { successUrl: string; cancelUrl: string } | null;
}

export interface SandboxOptions {
  publicUrl: string;
  /** PAYMENTS_SANDBOX_WEBHOOK_SECRET; a random key per process when unset. */
  secret?: string;
}

export const SANDBOX_CHECKOUT_PREFIX = 'cs_sandbox_';

/** Longer than a checkout stays open (payments.service CHECKOUT_LIFETIME_MS, one hour). */
const REMEMBER_MS = 3 * 60 * 60_000;

const randomId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

export function createSandboxPayments(
  options: SandboxOptions,
): PaymentsAdapter & { sandbox: SandboxPayments } {
  const secret = options.secret ?? randomBytes(32).toString('hex');
  // The return addresses are the checkout's, not the payment's: kept for the life of the process
  // (the checkout's own lifetime is shorter than a process normally lives). See returnUrls' callers
  // for the fallback when another process opened the checkout.
  const urls = new Map<string, { successUrl: string; cancelUrl: string; at: number }>();
  const byKey = new Map<string, { checkoutId: string; url: string; at: number }>();
  // What a closed checkout needed is dropped, so a long-running process does not keep every one.
  const forgetOld = (now: number) => {
    for (const map of [urls, byKey] as Map<string, { at: number }>[]) {
      for (const [key, entry] of map) if (now - entry.at > REMEMBER_MS) map.delete(key);
    }
  };
  const pageUrl = (checkoutId: string) => `${options.publicUrl}/sandbox/checkout/${checkoutId}`;

  return {
    provider: 'sandbox',
    publishableKey: null,
    createCheckout(input) {
      const now = Date.now();
      forgetOld(now);
      const known = byKey.get(input.idempotencyKey);
      if (known) return Promise.resolve({ checkoutId: known.checkoutId, url: known.url });
      const checkoutId = randomId(SANDBOX_CHECKOUT_PREFIX);
      const opened = { checkoutId, url: pageUrl(checkoutId) };
      urls.set(checkoutId, { successUrl: input.successUrl, cancelUrl: input.cancelUrl, at: now });
      byKey.set(input.idempotencyKey, { ...opened, at: now });
      return Promise.resolve(opened);
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
      returnUrls: (checkoutId) => {
        const entry = urls.get(checkoutId);
        return entry ? { successUrl: entry.successUrl, cancelUrl: entry.cancelUrl } : null;
      },
    },
  };
}
