import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_CONFIRM_LINK_DAYS } from '@rentals/domain/newsletter/limits';
import { eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/mail';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http';
import { holdMailWrites } from '../../test/held-mail';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { hashToken } from '../auth/token';
import { runRetention } from '../data-rights/retention.service';
import { newsletterLinkToken, subscribeConfirmed } from './test-newsletter';

const SUBSCRIBE = `mutation($e: String!) { subscribeNewsletter(email: $e) { status } }`;
const CONFIRM = `mutation($t: String!) { confirmNewsletter(token: $t) }`;
const UNSUBSCRIBE = `mutation($t: String!) { unsubscribeNewsletter(token: $t) }`;
type Subscribed = { subscribeNewsletter: { status: string } };

let api: TestApi;
let fake: FakeHttpServer;
let list: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  fake = await startFakeHttpServer();
  list = await createTestApi({ env: { NEWSLETTER_URL: `${fake.url}/list`, NEWSLETTER_API_KEY: 'k3y' } });
});
afterAll(async () => {
  await Promise.all([api.close(), list.close()]);
  await fake.close();
});

/** Asks to subscribe; answers the status, once the e-mail it leaves to write is written. */
async function ask(target: TestApi, email: string, locale = 'en') {
  const r = await target.execute<Subscribed>(
    SUBSCRIBE,
    { e: email },
    { headers: { 'accept-language': locale } },
  );
  expect(r.errors).toBeUndefined();
  await target.settle();
  return r.data!.subscribeNewsletter.status;
}

const mailsTo = (target: TestApi, email: string) =>
  target.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));

const tokenIn = newsletterLinkToken;

const confirm = async (target: TestApi, token: string) =>
  (await target.execute<{ confirmNewsletter: boolean }>(CONFIRM, { t: token })).data?.confirmNewsletter;

const subscribe = subscribeConfirmed;

const rowOf = async (target: TestApi, email: string) =>
  (
    await target.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = lower(${email})`)
  )[0];

describe('subscribeNewsletter', () => {
  it("e-mails a confirmation link in the caller's language and subscribes nobody until it is followed", async () => {
    expect(await ask(api, 'ana@example.test', 'fr')).toBe('CONFIRMATION_SENT');
    const [mail] = await mailsTo(api, 'ana@example.test');
    expect(mail).toMatchObject({
      template: 'newsletter-confirm',
      subject: "Confirmez votre abonnement à l'infolettre de Rentals",
    });
    expect(mail!.textBody).toContain('http://localhost:3000/newsletter/confirm?token=');
    const waiting = await rowOf(api, 'ana@example.test');
    expect(waiting).toMatchObject({ locale: 'fr', confirmedAt: null, unsubscribedAt: null });
    const token = await tokenIn(api, 'ana@example.test', 'newsletter-confirm');
    expect(waiting!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(waiting!.confirmTokenHash).not.toContain(token);

    expect(await confirm(api, token)).toBe(true);
    const row = await rowOf(api, 'ana@example.test');
    expect(row!.confirmedAt).toBeInstanceOf(Date);
    expect(row!.consentedAt.getTime()).toBeGreaterThanOrEqual(waiting!.consentedAt.getTime());
    const welcome = (await mailsTo(api, 'ana@example.test')).find((m) => m.template === 'newsletter-welcome');
    expect(welcome?.subject).toBe("Vous êtes abonné à l'infolettre de Rentals");
    expect(welcome?.textBody).toContain('http://localhost:3000/newsletter/unsubscribe?token=');
    // A link works once.
    expect(await confirm(api, token)).toBe(false);
  });

  it('answers a subscriber exactly as a new address, and tells the subscriber by e-mail alone', async () => {
    await subscribe(api, 'bo@example.test');
    const fresh = await api.execute(SUBSCRIBE, { e: 'nobody-yet@example.test' });
    const again = await api.execute(SUBSCRIBE, { e: '  BO@Example.TEST ' });
    expect(again).toEqual(fresh);
    await api.settle();
    const mails = await mailsTo(api, 'bo@example.test');
    expect(mails.map((m) => m.template)).toEqual([
      'newsletter-confirm',
      'newsletter-welcome',
      'newsletter-already-subscribed',
    ]);
    expect(mails.at(-1)!.subject).toBe('You are already subscribed to the Rentals newsletter');
    expect(
      await api.deps.db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(email) = 'bo@example.test'`),
    ).toHaveLength(1);
  });

  it('answers before the address is looked at: the answer does not wait for the e-mail', async () => {
    await subscribe(api, 'held@example.test');
    const mail = holdMailWrites(api);
    try {
      const r = await api.execute<Subscribed>(SUBSCRIBE, { e: 'held@example.test' });
      expect(r.data?.subscribeNewsletter.status).toBe('CONFIRMATION_SENT');
      // The e-mail's writing had begun and was still held when the answer came.
      await mail.writeBegun();
    } finally {
      await mail.release();
    }
    const last = (await mailsTo(api, 'held@example.test')).at(-1);
    expect(last?.template).toBe('newsletter-already-subscribed');
  });

  it('keeps one row under concurrent calls, and only the last link sent works', async () => {
    const statuses = await Promise.all(Array.from({ length: 4 }, () => ask(api, 'cy@example.test')));
    expect(new Set(statuses)).toEqual(new Set(['CONFIRMATION_SENT']));
    const links = (await mailsTo(api, 'cy@example.test')).filter((m) => m.template === 'newsletter-confirm');
    expect(links).toHaveLength(4);
    expect(
      await api.deps.db
        .select()
        .from(newsletterSubscribers)
        .where(sql`lower(email) = 'cy@example.test'`),
    ).toHaveLength(1);
    const row = await rowOf(api, 'cy@example.test');
    const tokens = links.map((m) => new URL(/http\S+/.exec(m.textBody)![0]).searchParams.get('token')!);
    const valid = tokens.filter((token) => hashToken(token) === row!.confirmTokenHash);
    expect(valid).toHaveLength(1);
    expect(
      await confirm(
        api,
        tokens.find((token) => token !== valid[0])!,
      ),
    ).toBe(false);
    expect(await confirm(api, valid[0]!)).toBe(true);
  });

  it('refuses a link older than its life, and the retention run forgets the unconfirmed address', async () => {
    await ask(api, 'late@example.test');
    const token = await tokenIn(api, 'late@example.test', 'newsletter-confirm');
    const old = new Date(Date.now() - (NEWSLETTER_CONFIRM_LINK_DAYS * 86_400_000 + 60_000));
    await api.deps.db
      .update(newsletterSubscribers)
      .set({ confirmRequestedAt: old })
      .where(eq(newsletterSubscribers.email, 'late@example.test'));
    expect(await confirm(api, token)).toBe(false);
    await subscribe(api, 'kept@example.test');
    await runRetention(api.deps, new Date());
    expect(await rowOf(api, 'late@example.test')).toBeUndefined();
    expect(await rowOf(api, 'kept@example.test')).toBeDefined();
  });

  it('rejects an invalid e-mail with the spec message in English and French', async () => {
    for (const [locale, message] of [
      ['en', 'Please provide a valid email addess.'],
      ['fr', 'Veuillez fournir une adresse courriel valide.'],
    ] as const) {
      const r = await api.execute(
        SUBSCRIBE,
        { e: 'not-an-email' },
        { headers: { 'accept-language': locale } },
      );
      expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
      expect(r.errors?.[0]?.extensions?.fields).toEqual([
        expect.objectContaining({ path: 'email', key: 'email', message }),
      ]);
    }
    const empty = await api.execute(SUBSCRIBE, { e: ' ' });
    expect(r0(empty)).toMatchObject({ path: 'email', key: 'required' });
  });
});

function r0(r: { errors?: readonly { extensions?: Record<string, unknown> }[] }) {
  return (r.errors?.[0]?.extensions?.fields as unknown[] | undefined)?.[0];
}

describe('unsubscribeNewsletter', () => {
  it('unsubscribes with the e-mailed token, and a later subscribe re-subscribes with a new token', async () => {
    await subscribe(api, 'di@example.test');
    const token = await tokenIn(api, 'di@example.test', 'newsletter-welcome');
    const r = await api.execute<{ unsubscribeNewsletter: boolean }>(UNSUBSCRIBE, { t: token });
    expect(r.data?.unsubscribeNewsletter).toBe(true);
    const [gone] = await api.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'di@example.test'));
    expect(gone!.unsubscribedAt).toBeInstanceOf(Date);
    // Repeating the link is harmless.
    expect((await api.execute(UNSUBSCRIBE, { t: token })).data).toEqual({ unsubscribeNewsletter: true });

    // Asking again is not enough: the link must be followed again.
    await ask(api, 'DI@example.test', 'fr');
    expect(await rowOf(api, 'di@example.test')).toMatchObject({ unsubscribedAt: gone!.unsubscribedAt });
    expect(await confirm(api, await tokenIn(api, 'di@example.test', 'newsletter-confirm'))).toBe(true);
    const back = await rowOf(api, 'di@example.test');
    expect(back).toMatchObject({ unsubscribedAt: null, locale: 'fr' });
    expect(back!.consentedAt.getTime()).toBeGreaterThanOrEqual(gone!.consentedAt.getTime());
    const fresh = await tokenIn(api, 'di@example.test', 'newsletter-welcome');
    expect(fresh).not.toBe(token);
    // The old link no longer matches anyone.
    expect((await api.execute(UNSUBSCRIBE, { t: token })).data).toEqual({ unsubscribeNewsletter: false });
  });

  it('answers false for an unknown token and rejects an empty one', async () => {
    expect((await api.execute(UNSUBSCRIBE, { t: 'nope' })).data).toEqual({ unsubscribeNewsletter: false });
    expect(errorCodes(await api.execute(UNSUBSCRIBE, { t: ' ' }))).toEqual(['VALIDATION_FAILED']);
  });
});

describe('the e-mail-marketing list (NEWSLETTER_URL)', () => {
  it('is not called when off (the default)', () => {
    expect(api.deps.newsletter.kind).toBe('none');
  });

  it('receives a subscriber once confirmed, after commit, once', async () => {
    fake.answer(() => ({ status: 200, json: {} }));
    await ask(list, 'ed@example.test', 'fr');
    expect(fake.requests.some((r) => r.body.includes('ed@example.test'))).toBe(false);
    expect(await confirm(list, await tokenIn(list, 'ed@example.test', 'newsletter-confirm'))).toBe(true);
    await vi.waitFor(() => expect(fake.requests.some((r) => r.body.includes('ed@example.test'))).toBe(true));
    const request = fake.requests.find((r) => r.body.includes('ed@example.test'))!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/list');
    expect(request.headers.authorization).toBe('Bearer k3y');
    expect(JSON.parse(request.body)).toEqual({ email: 'ed@example.test', locale: 'fr' });
    await ask(list, 'ed@example.test');
    expect(fake.requests.filter((r) => r.body.includes('ed@example.test'))).toHaveLength(1);
  });

  it('does not fail the subscription when the list fails; the failure is logged', async () => {
    fake.answer(() => ({ status: 503, json: { error: 'down' } }));
    const warn = vi.spyOn(list.deps.log, 'warn');
    await subscribe(list, 'fi@example.test');
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(expect.objectContaining({ list: 'http' }), 'newsletter list failed'),
    );
    const rows = await list.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'fi@example.test'));
    expect(rows).toHaveLength(1);
    warn.mockRestore();
  });
});
