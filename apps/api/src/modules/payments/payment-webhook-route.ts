import type { IncomingMessage, ServerResponse } from 'node:http';
import { PaymentWebhookError } from '../../adapters/payments/payments';
import type { AppDeps } from '../../graphql/context';
import { applyPaymentEvent, type EventOutcome } from './payment-events.service';

/*
 * POST /webhooks/payments: the URL to register in Stripe's dashboard (and where the sandbox's events
 * go, by the same function). The raw body is read as it arrived: the signature is over its bytes.
 */

export const PAYMENTS_WEBHOOK_PATH = '/webhooks/payments';

/** Stripe's events are a few kilobytes; anything this large is not one. */
const WEBHOOK_MAX_BYTES = 512 * 1024;

export interface WebhookAnswer {
  status: number;
  body: { received: boolean; outcome?: EventOutcome; error?: string };
}

/** Verifies and applies one delivery: 400 for a bad signature or timestamp, 200 once stored. */
export async function receivePaymentWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
): Promise<WebhookAnswer> {
  let event;
  try {
    event = await deps.payments.parseWebhook(rawBody, headers);
  } catch (error) {
    if (!(error instanceof PaymentWebhookError)) throw error;
    // The reason only: never the body (it may name the payer) nor the header.
    deps.log.warn({ path: PAYMENTS_WEBHOOK_PATH, reason: error.message }, 'payment webhook refused');
    return { status: 400, body: { received: false, error: 'invalid signature' } };
  }
  const outcome = await applyPaymentEvent(deps, event);
  // The hooks wrote e-mails (the receipt, the staff notice) to the outbox in the event's transaction.
  if (outcome === 'APPLIED') deps.mail.flushSoon(deps.db);
  if (outcome === 'UNKNOWN_TYPE') {
    deps.log.info({ path: PAYMENTS_WEBHOOK_PATH, type: event.type, id: event.id }, 'payment event ignored');
  } else {
    deps.log.debug({ type: event.type, id: event.id, outcome }, 'payment event');
  }
  return { status: 200, body: { received: true, outcome } };
}

function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > WEBHOOK_MAX_BYTES) {
        resolve(null);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function servePaymentWebhook(deps: AppDeps, req: IncomingMessage, res: ServerResponse) {
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  if (req.method !== 'POST') return json(405, { error: 'POST only' });
  if (Number(req.headers['content-length'] ?? 0) > WEBHOOK_MAX_BYTES)
    return json(413, { error: 'too large' });
  const raw = await readBody(req);
  if (!raw) return json(413, { error: 'too large' });
  const started = performance.now();
  const answer = await receivePaymentWebhook(deps, raw, req.headers);
  // The time spent verifying and applying the event, for the benchmark and the operator's tools.
  res.setHeader('Server-Timing', `webhook;dur=${(performance.now() - started).toFixed(1)}`);
  return json(answer.status, answer.body);
}
