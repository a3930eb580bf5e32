import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The token in a built-in signing link: `<payload>.<signature>`, the payload the base64url JSON of
 * [lease id, signer id, expiry in ms], the signature an HMAC-SHA256 of a purpose prefix and the
 * payload under the server's link key (signingKey in modules/messaging/message-email-token.ts).
 * It lets a signer without an account (a guarantor) open their ceremony from the e-mailed link,
 * until the lease's signing deadline. The prefix keeps a token made for another purpose with the
 * same key from being taken for this one; changing any character fails the signature.
 */

const PURPOSE = 'lease-signer:';
/** Far longer than any real token: a longer one is refused before any work. */
const MAX_TOKEN_LENGTH = 1024;
const TOKEN = /^([A-Za-z0-9_-]+)\.([A-Za-z0-9_-]{43})$/;

const sign = (key: Buffer, payload: string) =>
  createHmac('sha256', key)
    .update(PURPOSE + payload)
    .digest('base64url');

export function createSignerToken(
  key: Buffer,
  { leaseId, signerId, expiresAt }: { leaseId: string; signerId: string; expiresAt: Date },
): string {
  const payload = Buffer.from(JSON.stringify([leaseId, signerId, expiresAt.getTime()])).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

/** The lease and signer a token was made for, or null when it is malformed, forged or expired. */
export function verifySignerToken(
  key: Buffer,
  token: string,
  now: Date,
): { leaseId: string; signerId: string } | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const match = TOKEN.exec(token);
  if (!match) return null;
  const payload = match[1]!;
  const expected = Buffer.from(sign(key, payload));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(fields) || fields.length !== 3) return null;
  const [leaseId, signerId, expiresAt] = fields as unknown[];
  if (typeof leaseId !== 'string' || typeof signerId !== 'string' || typeof expiresAt !== 'number')
    return null;
  if (!(now.getTime() < expiresAt)) return null;
  return { leaseId, signerId };
}
