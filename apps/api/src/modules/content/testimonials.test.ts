import { afterAll, beforeAll, expect, it } from 'vitest';
import { testimonials } from '../../db/schema/content';
import { createTestApi, type TestApi } from '../../test/harness';

const QUERY = '{ testimonials { fullName keyword quote imageUrl } }';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it('answers an empty list, then the testimonials newest first', async () => {
  expect((await api.execute(QUERY)).data).toEqual({ testimonials: [] });
  await api.deps.db.insert(testimonials).values([
    { fullName: 'Older', quote: 'First.', createdAt: new Date('2026-01-01T00:00:00Z') },
    { fullName: 'Newer', keyword: 'Renter', quote: 'Second.', createdAt: new Date('2026-02-01T00:00:00Z') },
  ]);
  expect((await api.execute(QUERY)).data).toEqual({
    testimonials: [
      { fullName: 'Newer', keyword: 'Renter', quote: 'Second.', imageUrl: null },
      { fullName: 'Older', keyword: null, quote: 'First.', imageUrl: null },
    ],
  });
});

it("answers only the testimonials of the asked language, or of the request's", async () => {
  await api.deps.db
    .insert(testimonials)
    .values([{ fullName: 'Léa', keyword: 'Locataire à Montréal', quote: 'Très simple.', locale: 'fr' }]);
  const names = async (query: string, headers?: Record<string, string>) =>
    (
      (await api.execute<{ testimonials: { fullName: string }[] }>(query, {}, { headers })).data
        ?.testimonials ?? []
    ).map((t) => t.fullName);
  expect(await names('{ testimonials(locale: fr) { fullName } }')).toEqual(['Léa']);
  expect(await names('{ testimonials(locale: en) { fullName } }')).toEqual(['Newer', 'Older']);
  expect(await names('{ testimonials { fullName } }', { 'accept-language': 'fr-CA' })).toEqual(['Léa']);
});
