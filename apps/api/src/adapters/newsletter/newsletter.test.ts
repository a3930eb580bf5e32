import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http';
import { createHttpNewsletterList } from './http-newsletter';
import { createNewsletterAdapter } from './newsletter';

let fake: FakeHttpServer;
beforeAll(async () => {
  fake = await startFakeHttpServer();
});
afterAll(() => fake.close());

describe('createNewsletterAdapter', () => {
  it('is off without NEWSLETTER_URL and HTTP with it', () => {
    expect(createNewsletterAdapter(loadConfig({})).kind).toBe('none');
    expect(createNewsletterAdapter(loadConfig({ NEWSLETTER_URL: fake.url })).kind).toBe('http');
  });
});

describe('createHttpNewsletterList', () => {
  it('POSTs the e-mail and locale as JSON with the bearer key', async () => {
    fake.answer(() => ({ status: 201, json: { id: 1 } }));
    const list = createHttpNewsletterList({ url: `${fake.url}/lists/1`, apiKey: 'k3y', timeoutMs: 1000 });
    await list.subscribe({ email: 'ana@example.test', locale: 'fr' });
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/lists/1');
    expect(request.headers.authorization).toBe('Bearer k3y');
    expect(request.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request.body)).toEqual({ email: 'ana@example.test', locale: 'fr' });
  });

  it('sends no authorization header without a key', async () => {
    fake.answer(() => ({ status: 200 }));
    await createHttpNewsletterList({ url: fake.url, timeoutMs: 1000 }).subscribe({
      email: 'b@example.test',
      locale: 'en',
    });
    expect(fake.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('rejects on an error status and on a timeout', async () => {
    fake.answer(() => ({ status: 500, json: { error: 'down' } }));
    const list = createHttpNewsletterList({ url: fake.url, timeoutMs: 200 });
    await expect(list.subscribe({ email: 'c@example.test', locale: 'en' })).rejects.toThrow(/HTTP 500/);
    fake.answer(() => 'hang');
    await expect(list.subscribe({ email: 'c@example.test', locale: 'en' })).rejects.toThrow();
  });
});
