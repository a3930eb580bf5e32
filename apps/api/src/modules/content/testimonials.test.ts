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

it('answers only published testimonials; staff see them all and hide one', async () => {
  const admin = await api.factories.user({ userType: 'ADMIN' });
  const made = await api.execute<{ createTestimonial: { id: string } }>(
    'mutation($d: TestimonialInput!) { createTestimonial(data: $d) { id } }',
    {
      d: { fullName: 'Hidden', quote: 'Not yet.', locale: 'en', isPublished: false },
    },
    { token: admin.token },
  );
  const id = made.data!.createTestimonial.id;
  const shown = async () =>
    (
      (
        await api.execute<{ testimonials: { fullName: string }[] }>(
          '{ testimonials(locale: en) { fullName } }',
        )
      ).data?.testimonials ?? []
    ).map((t) => t.fullName);
  expect(await shown()).not.toContain('Hidden');
  const all = await api.execute<{ adminTestimonials: { fullName: string; isPublished: boolean }[] }>(
    '{ adminTestimonials(locale: en) { fullName isPublished } }',
    {},
    { token: admin.token },
  );
  expect(all.data?.adminTestimonials).toContainEqual({ fullName: 'Hidden', isPublished: false });

  await api.execute(
    'mutation($id: ID!) { setTestimonialPublished(id: $id, isPublished: true) { id } }',
    { id },
    {
      token: admin.token,
    },
  );
  expect(await shown()).toContain('Hidden');
  await api.execute(
    'mutation($id: ID!, $d: TestimonialInput!) { updateTestimonial(id: $id, data: $d) { id } }',
    { id, d: { fullName: 'Hidden', quote: 'Changed.', locale: 'en', isPublished: false } },
    { token: admin.token },
  );
  expect(await shown()).not.toContain('Hidden');
});

it('refuses a testimonial without a quote or with an http picture, writing nothing', async () => {
  const admin = await api.factories.user({ userType: 'ADMIN' });
  const before = (await api.deps.db.select().from(testimonials)).length;
  for (const d of [
    { fullName: 'A', quote: '  ', locale: 'en', isPublished: true },
    { fullName: 'A', quote: 'Fine.', imageUrl: 'http://a.ca/a.jpg', locale: 'en', isPublished: true },
  ]) {
    const r = await api.execute(
      'mutation($d: TestimonialInput!) { createTestimonial(data: $d) { id } }',
      { d },
      {
        token: admin.token,
      },
    );
    expect(r.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  }
  expect((await api.deps.db.select().from(testimonials)).length).toBe(before);
});
