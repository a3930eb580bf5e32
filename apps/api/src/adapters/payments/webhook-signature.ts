import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaymentWebhookError, WEBHOOK_TOLERANCE_SECONDS } from './payments';

/*
 * Stripe's webhook signature, which the sandbox uses as it is so its events take the same path:
 * header `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`.
 */

export const SIGNATURE_HEADER = 'stripe-signature';

export function signPayload(payload: string, secret: string, at = new Date()): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${payload}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/** Throws PaymentWebhookError unless `header` signs `payload` with `secret` within the tolerance. */
export function verifyPayload(
  payload: string,
  header: string | undefined,
  secret: string,
  now = new Date(),
): void {
  if (!header) throw new PaymentWebhookError('no signature header');
  const parts = header.split(',').map((p) => p.split('=') as [string, string]);
  const t = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v);
  if (!Number.isInteger(t) || !signatures.length) throw new PaymentWebhookError('malformed signature header');
  const expected = createHmac('sha256', secret).update(`${t}.${payload}`).digest();
  const matches = signatures.some((s) => {
    const given = Buffer.from(s, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new PaymentWebhookError('signature does not match');
  if (Math.abs(now.getTime() / 1000 - t) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new PaymentWebhookError('timestamp outside the tolerance');
  }
}
