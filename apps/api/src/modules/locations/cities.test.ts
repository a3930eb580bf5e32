import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedCities } from '../../db/seed/seed';
import { SEED_CITIES } from '../../db/seed/cities';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
  await seedCities(api.deps.db);
});
afterAll(() => api.close());

type Cities = {
  cities: { name: string; province: string; lat: number; neighbourhoods: { name: string }[] }[];
};

it('lists the seeded Canadian cities alphabetically with their neighbourhoods, most popular first', async () => {
  const r = await api.execute<Cities>(`{ cities { name province lat neighbourhoods { name } } }`);
  expect(r.data?.cities.map((c) => c.name)).toEqual(SEED_CITIES.map((c) => c.name).sort());
  const toronto = r.data?.cities.find((c) => c.name === 'Toronto');
  expect(toronto).toMatchObject({ province: 'ON', lat: 43.6532 });
  expect(toronto?.neighbourhoods[0]?.name).toBe('Downtown Toronto');
});

it('matches the start of any word of the name, ignoring case and LIKE wildcards', async () => {
  const search = async (s: string) =>
    (await api.execute<Cities>(`query($s: String) { cities(search: $s) { name } }`, { s })).data?.cities.map(
      (c) => c.name,
    );
  expect(await search('ham')).toEqual(['Hamilton']);
  expect(await search('city')).toEqual(['Quebec City']);
  expect(await search('%')).toEqual([]);
});

it('pages, at most 100 a page', async () => {
  const r = await api.execute<Cities>(
    `{ a: cities(first: 2, skip: 1) { name } b: cities(first: 100) { name } }`,
  );
  const data = r.data as unknown as { a: { name: string }[]; b: { name: string }[] };
  expect(data.a.map((c) => c.name)).toEqual(
    SEED_CITIES.map((c) => c.name)
      .sort()
      .slice(1, 3),
  );
  expect(data.b.length).toBe(SEED_CITIES.length);
  expect(errorCodes(await api.execute(`{ cities(first: 101) { name } }`))).toEqual(['PAGE_TOO_LARGE']);
});

it('seeding twice adds nothing', async () => {
  await seedCities(api.deps.db);
  const r = await api.execute<Cities>(`{ cities { name } }`);
  expect(r.data?.cities).toHaveLength(SEED_CITIES.length);
});
