import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/mail';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';

const SUBSCRIBE = `mutation($e: String!) { subscribeNewsletter(email: $e) { status } }`;
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

async function subscribe(target: TestApi, email: string, locale = 'en') {
  const r = await target.execute<Subscribed>(
    SUBSCRIBE,
    { e: email },
    { headers: { 'accept-language': locale } },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.subscribeNewsletter.status;
}

/** The unsubscribe token of the latest welcome e-mail to this address. */
async function unsubscribeToken(email: string): Promise<string> {
  const mails = await api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const last = mails.filter((m) => m.template === 'newsletter-welcome').at(-1)!;
  return new URL(/http\S+/.exec(last.textBody)![0]).searchParams.get('token')!;
}

describe('subscribeNewsletter', () => {
  it('stores a new subscriber with language, consent time and a hashed token, and e-mails the link', async () => {
    expect(await subscribe(api, 'ana@example.test', 'fr')).toBe('SUBSCRIBED');
    const [row] = await api.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'ana@example.test'));
    expect(row).toMatchObject({ locale: 'fr', unsubscribedAt: null });
    expect(row!.consentedAt).toBeInstanceOf(Date);
    const token = await unsubscribeToken('ana@example.test');
    expect(row!.unsubscribeTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.unsubscribeTokenHash).not.toContain(token);
    const [mail] = await api.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'ana@example.test'));
    expect(mail?.subject).toBe("Vous êtes abonné à l'infolettre de Rentals");
    expect(mail?.textBody).toContain('http://localhost:3000/newsletter/unsubscribe?token=');
  });

  it('answers ALREADY_SUBSCRIBED for the same address in any case, without a second row or e-mail', async () => {
    expect(await subscribe(api, 'bo@example.test')).toBe('SUBSCRIBED');
    expect(await subscribe(api, '  BO@Example.TEST ')).toBe('ALREADY_SUBSCRIBED');
    const rows = await api.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(sql`lower(${newsletterSubscribers.email}) = 'bo@example.test'`);
    expect(rows).toHaveLength(1);
    const mails = await api.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'bo@example.test'));
    expect(mails).toHaveLength(1);
  });

  it('keeps one row under concurrent calls', async () => {
    const statuses = await Promise.all(Array.from({ length: 5 }, () => subscribe(api, 'cy@example.test')));
    expect(statuses.filter((s) => s === 'SUBSCRIBED')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'ALREADY_SUBSCRIBED')).toHaveLength(4);
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
    const token = await unsubscribeToken('di@example.test');
    const r = await api.execute<{ unsubscribeNewsletter: boolean }>(UNSUBSCRIBE, { t: token });
    expect(r.data?.unsubscribeNewsletter).toBe(true);
    const [gone] = await api.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'di@example.test'));
    expect(gone!.unsubscribedAt).toBeInstanceOf(Date);
    // Repeating the link is harmless.
    expect((await api.execute(UNSUBSCRIBE, { t: token })).data).toEqual({ unsubscribeNewsletter: true });

    expect(await subscribe(api, 'DI@example.test', 'fr')).toBe('SUBSCRIBED');
    const [back] = await api.deps.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, 'di@example.test'));
    expect(back).toMatchObject({ unsubscribedAt: null, locale: 'fr' });
    expect(back!.consentedAt.getTime()).toBeGreaterThanOrEqual(gone!.consentedAt.getTime());
    const fresh = await unsubscribeToken('di@example.test');
    expect(fresh).not.toBe(token);
    // The old link no longer matches anyone.
    expect((await api.execute(UNSUBSCRIBE, { t: token })).data).toEqual({ unsubscribeNewsletter: false });
    expect(await subscribe(api, 'di@example.test')).toBe('ALREADY_SUBSCRIBED');
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

  it('receives a new subscriber after commit, once', async () => {
    fake.answer(() => ({ status: 200, json: {} }));
    expect(await subscribe(list, 'ed@example.test', 'fr')).toBe('SUBSCRIBED');
    await vi.waitFor(() => expect(fake.requests.some((r) => r.body.includes('ed@example.test'))).toBe(true));
    const request = fake.requests.find((r) => r.body.includes('ed@example.test'))!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/list');
    expect(request.headers.authorization).toBe('Bearer k3y');
    expect(JSON.parse(request.body)).toEqual({ email: 'ed@example.test', locale: 'fr' });
    expect(await subscribe(list, 'ed@example.test')).toBe('ALREADY_SUBSCRIBED');
    expect(fake.requests.filter((r) => r.body.includes('ed@example.test'))).toHaveLength(1);
  });

  it('does not fail the subscription when the list fails; the failure is logged', async () => {
    fake.answer(() => ({ status: 503, json: { error: 'down' } }));
    const warn = vi.spyOn(list.deps.log, 'warn');
    expect(await subscribe(list, 'fi@example.test')).toBe('SUBSCRIBED');
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
