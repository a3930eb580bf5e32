import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { cities, neighbourhoods } from '../../db/schema/locations';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { findOrCreateCity, findOrCreateNeighbourhood } from './place.service';

let api: TestApi;
let landlord: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  landlord = await api.factories.user({ userType: 'LANDLORD' });
});
afterAll(() => api.close());

const CREATE_CITY = `mutation($d: CreateCityInput!) { createCity(data: $d) { id name province lat lng neighbourhoods { name } } }`;
const CREATE_HOOD = `mutation($d: CreateNeighbourhoodInput!) { createNeighbourhood(data: $d) { id name featured popularity } }`;
type City = { id: string; name: string; province: string; lat: number; lng: number };

describe('searchAddresses', () => {
  const SEARCH = `query($t: String!, $f: Int) { searchAddresses(text: $t, first: $f) { label address lat lng city region neighbourhood postalCode } }`;

  it('suggests Canadian places to anyone, at most 6', async () => {
    const r = await api.execute<{ searchAddresses: { city: string; region: string }[] }>(SEARCH, {
      t: 'toronto',
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.searchAddresses).toHaveLength(6);
    expect(r.data?.searchAddresses[0]).toMatchObject({ city: 'Toronto', region: 'ON' });
    const two = await api.execute<{ searchAddresses: unknown[] }>(SEARCH, { t: 'toronto', f: 2 });
    expect(two.data?.searchAddresses).toHaveLength(2);
  });

  it('checks the text and the count', async () => {
    for (const [t, f, path, key] of [
      ['  ', null, 'text', 'required'],
      ['x'.repeat(201), null, 'text', 'tooLong'],
      ['toronto', 7, 'first', 'max'],
      ['toronto', 0, 'first', 'min'],
    ] as const) {
      const r = await api.execute(SEARCH, { t, f });
      expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
      expect(r.errors?.[0]?.extensions?.fields).toEqual([expect.objectContaining({ path, key })]);
    }
    expect(errorCodes(await api.execute(SEARCH, { t: 'x'.repeat(200) }))).toEqual([]);
  });

  it('uses the geocoder of the harness override', async () => {
    const custom = await createTestApi({
      geocoding: {
        kind: 'photon',
        suggest: async (text, { limit, locale }) => [
          {
            label: `${text}/${limit}/${locale}`,
            address: text,
            lat: 45,
            lng: -75,
            city: 'X',
            region: 'ON',
            neighbourhood: null,
            postalCode: null,
          },
        ],
      },
    });
    try {
      const r = await custom.execute<{ searchAddresses: { label: string }[] }>(
        SEARCH,
        { t: 'abc' },
        { headers: { 'accept-language': 'fr' } },
      );
      expect(r.data?.searchAddresses[0]?.label).toMatch(/^abc\/6\//);
    } finally {
      await custom.close();
    }
  });
});

describe('createCity', () => {
  it('creates a city, then finds it again whatever the case', async () => {
    const d = { name: 'Kelowna', province: 'BC', lat: 49.888, lng: -119.496 };
    const first = await api.execute<{ createCity: City }>(CREATE_CITY, { d }, { token: landlord.token });
    expect(first.errors).toBeUndefined();
    expect(first.data?.createCity).toMatchObject({ ...d, neighbourhoods: [] });
    const again = await api.execute<{ createCity: City }>(
      CREATE_CITY,
      { d: { ...d, name: '  KELOWNA ', lat: 50 } },
      { token: landlord.token },
    );
    expect(again.data?.createCity).toMatchObject({
      id: first.data?.createCity.id,
      name: 'Kelowna',
      lat: 49.888,
    });
    const otherProvince = await api.execute<{ createCity: City }>(
      CREATE_CITY,
      { d: { name: 'Kelowna', province: 'AB', lat: 51, lng: -114 } },
      { token: landlord.token },
    );
    expect(otherProvince.data?.createCity.id).not.toBe(first.data?.createCity.id);
  });

  it('keeps one row under 10 concurrent calls', async () => {
    const d = { name: 'Saint-Lin–Laurentides', province: 'QC' as const, lat: 45.85, lng: -73.76 };
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        api.execute<{ createCity: City }>(
          CREATE_CITY,
          { d: { ...d, name: i % 2 ? d.name.toUpperCase() : d.name } },
          { token: landlord.token },
        ),
      ),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(new Set(results.map((r) => r.data?.createCity.id)).size).toBe(1);
    const [row] = await api.deps.db.select({ n: count() }).from(cities);
    const direct = await Promise.all(Array.from({ length: 10 }, () => findOrCreateCity(api.deps.db, d)));
    expect(new Set(direct.map((c) => c.id))).toEqual(new Set([results[0]!.data!.createCity.id]));
    const [after] = await api.deps.db.select({ n: count() }).from(cities);
    expect(after!.n).toBe(row!.n);
  });

  it('refuses a bad province or a point outside Canada, at the bounds', async () => {
    const base = { name: 'Nowhere', province: 'ON', lat: 45, lng: -75 };
    const fields = async (d: object) =>
      (await api.execute(CREATE_CITY, { d: { ...base, ...d } }, { token: landlord.token })).errors?.[0]
        ?.extensions?.fields as { path: string; key: string }[] | undefined;
    expect(await fields({ province: 'XX' })).toEqual([
      expect.objectContaining({ path: 'province', key: 'invalidChoice' }),
    ]);
    expect(await fields({ lat: 40.99 })).toEqual([expect.objectContaining({ path: 'lat', key: 'min' })]);
    expect(await fields({ lat: 84.01 })).toEqual([expect.objectContaining({ path: 'lat', key: 'max' })]);
    expect(await fields({ lng: -141.01 })).toEqual([expect.objectContaining({ path: 'lng', key: 'min' })]);
    expect(await fields({ lng: -51.99 })).toEqual([expect.objectContaining({ path: 'lng', key: 'max' })]);
    expect(await fields({ name: ' ' })).toEqual([expect.objectContaining({ path: 'name', key: 'required' })]);
    expect(await fields({ name: 'Edge', lat: 41, lng: -52 })).toBeUndefined();
    expect(await fields({ name: 'Edge', lat: 84, lng: -141 })).toBeUndefined();
  });
});

describe('createNeighbourhood', () => {
  let city: City;
  beforeAll(async () => {
    const r = await api.execute<{ createCity: City }>(
      CREATE_CITY,
      { d: { name: 'Victoria', province: 'BC', lat: 48.4284, lng: -123.3656 } },
      { token: landlord.token },
    );
    city = r.data!.createCity;
  });

  it('creates one with featured false and popularity 0 by default, then finds it whatever the case', async () => {
    const first = await api.execute<{ createNeighbourhood: { id: string } }>(
      CREATE_HOOD,
      { d: { name: 'James Bay', cityId: city.id } },
      { token: landlord.token },
    );
    expect(first.data?.createNeighbourhood).toMatchObject({
      name: 'James Bay',
      featured: false,
      popularity: 0,
    });
    const again = await api.execute<{ createNeighbourhood: { id: string } }>(
      CREATE_HOOD,
      { d: { name: 'james bay', cityId: city.id, featured: true, popularity: 9 } },
      { token: landlord.token },
    );
    expect(again.data?.createNeighbourhood).toMatchObject({
      id: first.data?.createNeighbourhood.id,
      featured: false,
    });
    const r = await api.execute<{ createCity: { neighbourhoods: { name: string }[] } }>(
      CREATE_CITY,
      { d: { name: 'Victoria', province: 'BC', lat: 48.4284, lng: -123.3656 } },
      { token: landlord.token },
    );
    expect(r.data?.createCity.neighbourhoods).toEqual([{ name: 'James Bay' }]);
  });

  it('keeps one row under 10 concurrent calls, also inside a transaction', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.execute<{ createNeighbourhood: { id: string } }>(
          CREATE_HOOD,
          { d: { name: 'Fernwood', cityId: city.id } },
          { token: landlord.token },
        ),
      ),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(new Set(results.map((r) => r.data?.createNeighbourhood.id)).size).toBe(1);
    const inTx = await api.deps.db.transaction((tx) =>
      findOrCreateNeighbourhood(tx, { name: 'FERNWOOD', cityId: city.id, featured: false, popularity: 0 }),
    );
    expect(inTx.id).toBe(results[0]!.data!.createNeighbourhood.id);
    const [n] = await api.deps.db.select({ n: count() }).from(neighbourhoods);
    expect(n!.n).toBe(2);
  });

  it('answers CITY_NOT_FOUND for an unknown city and checks the id', async () => {
    const unknown = await api.execute(
      CREATE_HOOD,
      { d: { name: 'X', cityId: '5b0c3f0e-4c1a-4b8e-9d7a-2f1e3c4b5a69' } },
      { token: landlord.token },
    );
    expect(errorCodes(unknown)).toEqual(['CITY_NOT_FOUND']);
    expect(
      errorCodes(
        await api.execute(CREATE_HOOD, { d: { name: 'X', cityId: 'nope' } }, { token: landlord.token }),
      ),
    ).toEqual(['VALIDATION_FAILED']);
  });
});
