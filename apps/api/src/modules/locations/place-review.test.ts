import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { neighbourhoods } from '../../db/schema/locations';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
import { seedCities } from '../../db/seed/seed';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { findOrCreateCity } from './place.service';

/* A city or neighbourhood a landlord's address brings in stays off the public lists until staff accept it. */

let api: TestApi;
let landlord: CreatedUser;
/** Views and edits listings: sees and accepts the places awaiting review. */
let reviewer: CreatedUser;
/** Views listings only: sees the places awaiting review, accepts none. */
let viewer: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  await seedCities(api.deps.db);
  // A neighbourhood the gazetteer knows that this installation does not list yet.
  const toronto = await findOrCreateCity(api.deps.db, { name: 'Toronto', province: 'ON', lat: 0, lng: 0 });
  await api.deps.db
    .delete(neighbourhoods)
    .where(and(eq(neighbourhoods.cityId, toronto.id), eq(neighbourhoods.name, 'Leslieville')));
  [landlord, reviewer, viewer] = await Promise.all([
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'SUB_ADMIN', permissions: DEMO_SUB_ADMIN_PERMISSIONS }),
    api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'listings', add: false, edit: false, delete: false, view: true }],
    }),
  ]);
});
afterAll(() => api.close());

type Place = {
  id: string;
  name: string;
  accepted: boolean;
  neighbourhoods: { id: string; name: string; accepted: boolean }[];
};
const CITIES = `query($s: String) { cities(search: $s) { name neighbourhoods { name } } }`;
const WAITING = `{ placesAwaitingReview { id name accepted neighbourhoods { id name accepted } } }`;
const ACCEPT_CITY = `mutation($id: ID!) { acceptCity(id: $id) { name accepted } }`;
const ACCEPT_HOOD = `mutation($id: ID!) { acceptNeighbourhood(id: $id) { name accepted } }`;

async function placeIdOf(text: string): Promise<string> {
  const [suggestion] = await api.deps.geocoding.suggest(text, { limit: 1, locale: 'en' });
  return suggestion!.placeId;
}
const publicCities = async (search: string) =>
  (
    await api.execute<{ cities: { name: string; neighbourhoods: { name: string }[] }[] }>(CITIES, {
      s: search,
    })
  ).data!.cities;
const waiting = async (token: string) =>
  (await api.execute<{ placesAwaitingReview: Place[] }>(WAITING, {}, { token })).data!.placesAwaitingReview;

it('lists the seeded cities publicly from the start', async () => {
  expect((await publicCities('Toronto'))[0]?.neighbourhoods.map((n) => n.name)).toContain('Downtown Toronto');
  expect(await waiting(reviewer.token)).toEqual([]);
});

it('keeps a new city off the public lists until staff accept it', async () => {
  const created = await api.execute<{ createCity: { id: string } }>(
    `mutation($p: String!) { createCity(data: { placeId: $p }) { id } }`,
    { p: await placeIdOf('Kelowna') },
    { token: landlord.token },
  );
  const id = created.data!.createCity.id;
  expect(await publicCities('Kelowna')).toEqual([]);
  for (const staff of [reviewer, viewer]) {
    expect(await waiting(staff.token)).toEqual([
      { id, name: 'Kelowna', accepted: false, neighbourhoods: [] },
    ]);
  }

  for (const refused of [landlord, viewer]) {
    const r = await api.execute(ACCEPT_CITY, { id }, { token: refused.token });
    expect(errorCodes(r)).toEqual(['NO_ACCESS']);
  }
  expect(await publicCities('Kelowna')).toEqual([]);

  const accepted = await api.execute(ACCEPT_CITY, { id }, { token: reviewer.token });
  expect(accepted.data).toEqual({ acceptCity: { name: 'Kelowna', accepted: true } });
  expect(await publicCities('Kelowna')).toEqual([{ name: 'Kelowna', neighbourhoods: [] }]);
  expect(await waiting(reviewer.token)).toEqual([]);
});

it('keeps a new neighbourhood off its listed city until staff accept it', async () => {
  const created = await api.execute<{ createNeighbourhood: { id: string } }>(
    `mutation($p: String!) { createNeighbourhood(data: { placeId: $p }) { id } }`,
    { p: await placeIdOf('Leslieville, Toronto') },
    { token: landlord.token },
  );
  const id = created.data!.createNeighbourhood.id;
  const names = async () => (await publicCities('Toronto'))[0]!.neighbourhoods.map((n) => n.name);
  expect(await names()).not.toContain('Leslieville');
  expect(await waiting(reviewer.token)).toEqual([
    expect.objectContaining({
      name: 'Toronto',
      accepted: true,
      neighbourhoods: [{ id, name: 'Leslieville', accepted: false }],
    }),
  ]);

  expect(errorCodes(await api.execute(ACCEPT_HOOD, { id }, { token: landlord.token }))).toEqual([
    'NO_ACCESS',
  ]);
  const accepted = await api.execute(ACCEPT_HOOD, { id }, { token: reviewer.token });
  expect(accepted.data).toEqual({ acceptNeighbourhood: { name: 'Leslieville', accepted: true } });
  expect(await names()).toContain('Leslieville');
  expect(await waiting(reviewer.token)).toEqual([]);
});

it('answers CITY_NOT_FOUND and NEIGHBOURHOOD_NOT_FOUND for unknown or malformed ids', async () => {
  for (const id of ['5b0c3f0e-4c1a-4b8e-9d7a-2f1e3c4b5a69', 'nope']) {
    expect(errorCodes(await api.execute(ACCEPT_CITY, { id }, { token: reviewer.token }))).toEqual([
      'CITY_NOT_FOUND',
    ]);
    expect(errorCodes(await api.execute(ACCEPT_HOOD, { id }, { token: reviewer.token }))).toEqual([
      'NEIGHBOURHOOD_NOT_FOUND',
    ]);
  }
});
