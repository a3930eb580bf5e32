import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { AUTH_REQUEST_RULES } from '@rentals/domain/auth/attempt-rules';
import { NEWSLETTER_REQUEST_RULES } from '@rentals/domain/newsletter/limits';
import { emailOutbox } from '../../db/schema/mail';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { pendingSignUps } from '../../db/schema/pending-sign-ups';
import { rateLimits } from '../../db/schema/users';
import { settleAfterAnswer } from '../../graphql/after-answer';
import { createTestApi, errorCodes, type GraphQLResponse, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const REQUEST_RESET = `mutation($e: String!) { requestPasswordReset(email: $e) }`;
const SIGN_UP = `mutation($data: SignUpInput!) { signUp(data: $data) { confirmationSentTo } }`;
const SUBSCRIBE = `mutation($e: String!) { subscribeNewsletter(email: $e) { status } }`;

let seq = 0;
/** A new client address per call: only the mailbox is counted. */
const anywhere = () => ({ headers: { 'x-forwarded-for': `198.51.100.${++seq % 250}` } });
const at = (ip: string, locale = 'en') => ({ headers: { 'x-forwarded-for': ip, 'accept-language': locale } });

const requestReset = (email: string, options = anywhere()) =>
  api.execute(REQUEST_RESET, { e: email }, options);
const signUp = (email: string, options = anywhere()) =>
  api.execute(
    SIGN_UP,
    { data: { email, password: 'Str0ng!pass', firstName: 'A', lastName: 'B', acceptTerms: true } },
    options,
  );
const subscribe = (email: string, options = anywhere()) => api.execute(SUBSCRIBE, { e: email }, options);

/** The e-mails `address` was sent, once the work requests leave after their answers is done. */
async function mailsTo(address: string): Promise<number> {
  await api.settle();
  return (await api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))).length;
}

function expectWait(r: GraphQLResponse, atMost: number) {
  expect(errorCodes(r)).toEqual(['TOO_MANY_ATTEMPTS']);
  const { seconds } = r.errors![0]!.extensions!.params as { seconds: number };
  expect(seconds).toBeGreaterThan(atMost - 5);
  expect(seconds).toBeLessThanOrEqual(atMost);
}

describe('password-reset requests', () => {
  const rules = AUTH_REQUEST_RULES.passwordReset;

  it('count the aliases of a mailbox as one, then stop sending, with the same answer for an unknown one', async () => {
    const { user } = await api.factories.user();
    const [name, domain] = user.email.split('@') as [string, string];
    const aliases = [user.email, `${name}+x@${domain}`, `${name.slice(0, 2)}.${name.slice(2)}@${domain}`];
    const unknown = ['ghost@example.test', 'ghost+1@example.test', 'gh.ost@example.test'];
    for (let i = 0; i < rules.address.freeAttempts; i++) {
      const [known, missing] = [await requestReset(aliases[i]!), await requestReset(unknown[i]!)];
      expect([known.data, missing.data]).toEqual([
        { requestPasswordReset: true },
        { requestPasswordReset: true },
      ]);
    }
    const [known, missing] = [await requestReset(user.email), await requestReset('g.h.o.s.t@example.test')];
    expectWait(known, rules.address.firstWaitSeconds);
    expectWait(missing, rules.address.firstWaitSeconds);
    expect(missing.errors![0]!.message).toMatch(/^Too many attempts\. Try again in \d+ seconds\.$/);
    // Only the account's own address got links (the aliases are other addresses), none past the rule.
    expect(await mailsTo(user.email)).toBe(1);
  });

  it('count a client address over every mailbox it asks for', async () => {
    for (let i = 0; i < rules.ip.freeAttempts; i++) {
      expect((await requestReset(`reset${i}@example.test`, at('203.0.113.50'))).data).toEqual({
        requestPasswordReset: true,
      });
    }
    expectWait(await requestReset('one-more@example.test', at('203.0.113.50')), rules.ip.firstWaitSeconds);
    expect((await requestReset('one-more@example.test', at('203.0.113.51'))).errors).toBeUndefined();
  });
});

describe('sign-ups', () => {
  const rules = AUTH_REQUEST_RULES.signUp;

  it('count the aliases of a mailbox as one and keep each address with its dots and tags', async () => {
    const typed = [
      'Dana.Roy@example.test',
      'danaroy+a@example.test',
      'dana.roy+b@example.test',
      'd.anaroy@example.test',
      'DANAROY+c@example.test',
    ];
    for (const email of typed.slice(0, rules.address.freeAttempts)) {
      expect((await signUp(email)).errors).toBeUndefined();
    }
    expectWait(await signUp('danaroy+late@example.test'), rules.address.firstWaitSeconds);
    // Pending as sign-up keeps any address (in lower case), aliases untouched.
    await settleAfterAnswer(api.deps);
    const lower = typed.map((e) => e.toLowerCase());
    const stored = await api.deps.db
      .select({ email: pendingSignUps.email })
      .from(pendingSignUps)
      .where(inArray(pendingSignUps.email, lower));
    expect(stored.map((u) => u.email).sort()).toEqual(lower.sort());
  });

  it('count a client address, in the caller language', async () => {
    // The address has used all its free sign-ups but one (as the service counts, without 99 accounts).
    await api.deps.db.insert(rateLimits).values({
      key: 'signup-ip:203.0.113.60',
      attempts: rules.ip.freeAttempts - 1,
      nextAt: sql`clock_timestamp()`,
    });
    expect((await signUp('last-free@example.test', at('203.0.113.60'))).errors).toBeUndefined();
    const r = await signUp('one-too-many@example.test', at('203.0.113.60', 'fr'));
    expectWait(r, rules.ip.firstWaitSeconds);
    expect(r.errors![0]!.message).toMatch(/^Trop de tentatives\. Réessayez dans \d+ secondes\.$/);
    expect((await signUp('one-too-many@example.test', at('203.0.113.61'))).errors).toBeUndefined();
  });
});

describe('newsletter subscriptions', () => {
  const rules = NEWSLETTER_REQUEST_RULES;

  it('count the aliases of a mailbox as one, keep each address with its dots and tags, and stop e-mailing', async () => {
    const typed = [
      'eve@example.test',
      'eve+1@example.test',
      'e.ve@example.test',
      'EVE+2@example.test',
      'ev.e+3@example.test',
    ];
    for (const email of typed.slice(0, rules.address.freeAttempts)) {
      expect((await subscribe(email)).errors).toBeUndefined();
    }
    expectWait(await subscribe('e.v.e+4@example.test'), rules.address.firstWaitSeconds);
    await api.settle();
    const rows = await api.deps.db.select({ email: newsletterSubscribers.email }).from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toContain('e.ve@example.test');
    expect(rows.map((r) => r.email)).not.toContain('e.v.e+4@example.test');
    expect(await mailsTo('e.v.e+4@example.test')).toBe(0);
  });

  it('count a client address over every mailbox', async () => {
    for (let i = 0; i < rules.ip.freeAttempts; i++) {
      expect((await subscribe(`reader${i}@example.test`, at('203.0.113.70'))).errors).toBeUndefined();
    }
    expectWait(await subscribe('reader-late@example.test', at('203.0.113.70')), rules.ip.firstWaitSeconds);
  });
});
