import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { rentalLaws } from '../../db/schema/rental-laws';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { CREATE_RENTAL_LAW, freshRentalLaw, rentalLawData, UPDATE_RENTAL_LAW } from './test-rental-laws';

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const stored = async () => (await api.deps.db.select({ n: count() }).from(rentalLaws))[0]!.n;
const doc = (...content: unknown[]) => ({ type: 'doc', content });
const text = (value: string, marks?: unknown[]) => ({
  type: 'text',
  text: value,
  ...(marks ? { marks } : {}),
});
const p = (...content: unknown[]) => ({ type: 'paragraph', content });

describe('sanitization', () => {
  // Payloads an attacker could put in the editor's JSON: escaped or dropped on the way in.
  const KEPT_AS_TEXT: [string, unknown, RegExp][] = [
    ['a script tag typed as text', doc(p(text('<script>alert(1)</script>'))), /<script/i],
    ['an event handler on a paragraph', doc({ ...p(text('x')), attrs: { onclick: 'alert(1)' } }), /onclick/i],
    [
      'an event handler on an image',
      doc({ type: 'image', attrs: { src: '/files/a', alt: 'a', onerror: 'alert(1)' } }),
      /onerror/i,
    ],
    ['a style attribute', doc({ ...p(text('x')), attrs: { style: 'position:fixed' } }), /style=/i],
    ['an img tag typed as text', doc(p(text('<img src=x onerror=alert(1)>'))), /<img src=x/i],
  ];

  it.each(KEPT_AS_TEXT)(
    'stores %s without markup, on create and on update',
    async (_name, body, forbidden) => {
      const created = await api.execute<{ createRentalLaw: { id: string; bodyHtml: string } }>(
        CREATE_RENTAL_LAW,
        { d: rentalLawData({ body, isPublished: false }) },
        { token: admin.token },
      );
      expect(created.errors).toBeUndefined();
      expect(created.data!.createRentalLaw.bodyHtml).not.toMatch(forbidden);
      const updated = await api.execute<{ updateRentalLaw: { bodyHtml: string } }>(
        UPDATE_RENTAL_LAW,
        { id: created.data!.createRentalLaw.id, d: rentalLawData({ body, isPublished: false }) },
        { token: admin.token },
      );
      expect(updated.data!.updateRentalLaw.bodyHtml).not.toMatch(forbidden);
      const [row] = await api.deps.db
        .select()
        .from(rentalLaws)
        .where(eq(rentalLaws.id, created.data!.createRentalLaw.id));
      expect(row!.bodyHtml).not.toMatch(forbidden);
    },
  );

  const REFUSED: [string, unknown, string][] = [
    [
      'a javascript: link',
      doc(p(text('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }]))),
      'RICH_TEXT_UNSAFE_LINK',
    ],
    [
      'a data: link',
      doc(p(text('x', [{ type: 'link', attrs: { href: 'data:text/html,x' } }]))),
      'RICH_TEXT_UNSAFE_LINK',
    ],
    ['an iframe', doc({ type: 'iframe', attrs: { src: 'https://evil.example' } }), 'RICH_TEXT_INVALID'],
    [
      'an http image',
      doc({ type: 'image', attrs: { src: 'http://evil.example/x.png', alt: 'x' } }),
      'RICH_TEXT_UNSAFE_LINK',
    ],
    ['an empty body to publish', doc(p()), 'RICH_TEXT_EMPTY'],
  ];

  it.each(REFUSED)('refuses %s with its code and writes nothing', async (_name, body, code) => {
    const id = await freshRentalLaw(api);
    const before = await stored();
    const created = await api.execute(
      CREATE_RENTAL_LAW,
      { d: rentalLawData({ body }) },
      { token: admin.token },
    );
    const updated = await api.execute(
      UPDATE_RENTAL_LAW,
      { id, d: rentalLawData({ body }) },
      { token: admin.token },
    );
    expect(errorCodes(created)).toEqual([code]);
    expect(errorCodes(updated)).toEqual([code]);
    expect(await stored()).toBe(before);
    const [row] = await api.deps.db.select().from(rentalLaws).where(eq(rentalLaws.id, id));
    expect(row!.title).toBe('Rent increases');
  });
});

describe('input', () => {
  it('refuses an http source, an unknown province and a future review date, field by field', async () => {
    const result = await api.execute(
      CREATE_RENTAL_LAW,
      {
        d: rentalLawData({
          sourceUrl: 'http://www.ontario.ca/',
          province: 'ZZ',
          lastReviewedOn: '2999-01-01',
        }),
      },
      { token: admin.token, headers: { 'accept-language': 'fr-CA' } },
    );
    expect(errorCodes(result)).toEqual(['VALIDATION_FAILED']);
    const fields = (result.errors![0]!.extensions as { fields: { path: string; key: string }[] }).fields;
    expect(fields.map((f) => [f.path, f.key])).toEqual([
      ['province', 'invalidChoice'],
      ['sourceUrl', 'httpsUrl'],
      ['lastReviewedOn', 'notFuture'],
    ]);
    expect(result.errors![0]!.message).not.toBe('VALIDATION_FAILED');
  });

  it('answers RENTAL_LAW_NOT_FOUND for an unknown or malformed id, in French when asked', async () => {
    const frenchAdmin = await api.factories.user({ userType: 'ADMIN', locale: 'fr' });
    const result = await api.execute('{ rentalLaw(id: "nope") { id } }', {}, { token: frenchAdmin.token });
    expect(errorCodes(result)).toEqual(['RENTAL_LAW_NOT_FOUND']);
    expect(result.errors![0]!.message).toContain('droit du logement');
    const missing = await api.execute(
      'mutation { deleteRentalLaw(id: "00000000-0000-4000-8000-000000000000") }',
      {},
      {
        token: admin.token,
      },
    );
    expect(errorCodes(missing)).toEqual(['RENTAL_LAW_NOT_FOUND']);
  });
});
