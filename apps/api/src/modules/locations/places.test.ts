import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { cities, neighbourhoods } from '../../db/schema/locations';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
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
type Hood = { id: string; name: string; featured: boolean; popularity: number };

/** The place id of the address field's first suggestion for typed text (the gazetteer's, in tests). */
async function placeIdOf(text: string): Promise<string> {
  const [suggestion] = await api.deps.geocoding.suggest(text, { limit: 1, locale: 'en' });
  return suggestion!.placeId;
}
const cityCount = async () => (await api.deps.db.select({ n: count() }).from(cities))[0]!.n;

describe('searchAddresses', () => {
  const SEARCH = `query($t: String!, $f: Int) { searchAddresses(text: $t, first: $f) { label address lat lng city region neighbourhood postalCode } }`;

  it('suggests Canadian places to anyone, at most 6', async () => {
    const r = await api.execute<{ searchAddresses: { city: string; region: string }[] }>(SEARCH, {
      t: 'toronto',
    });
    expect(r.errors).toBeUndefined();
    expect(r.data?.searchAddresses).toHaveLength(6);
    expect(r.data?.searchAddresses[0]).toMatchObject({ city: 'Toronto', region: 'ON' });
    const ids = await api.execute<{ searchAddresses: { placeId: string }[] }>(
      `{ searchAddresses(text: "Kits") { placeId } }`,
    );
    expect(ids.data?.searchAddresses).toEqual([{ placeId: 'gazetteer:BC:vancouver:kitsilano' }]);
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
            placeId: 'test:x',
          },
        ],
        place: async () => null,
        placeAt: async () => null,
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
  it("creates the city of a chosen address from the geocoder's place, then finds it again", async () => {
    const first = await api.execute<{ createCity: City }>(
      CREATE_CITY,
      { d: { placeId: await placeIdOf('Kelowna') } },
      { token: landlord.token },
    );
    expect(first.errors).toBeUndefined();
    expect(first.data?.createCity).toMatchObject({
      name: 'Kelowna',
      province: 'BC',
      lat: 49.888,
      lng: -119.496,
      neighbourhoods: [],
    });
    // A street address of the same city, and the same name in any case, end on the same row.
    const again = await api.execute<{ createCity: City }>(
      CREATE_CITY,
      { d: { placeId: await placeIdOf('12 Bernard Ave, KELOWNA') } },
      { token: landlord.token },
    );
    expect(again.data?.createCity.id).toBe(first.data?.createCity.id);
    const upper = await findOrCreateCity(api.deps.db, {
      name: 'KELOWNA',
      province: 'BC',
      lat: 50,
      lng: -119,
    });
    expect(upper).toMatchObject({ id: first.data?.createCity.id, name: 'Kelowna', lat: 49.888 });
    const otherProvince = await findOrCreateCity(api.deps.db, {
      name: 'Kelowna',
      province: 'AB',
      lat: 51,
      lng: -114,
    });
    expect(otherProvince.id).not.toBe(first.data?.createCity.id);
  });

  it('keeps one row under 10 concurrent calls', async () => {
    const placeId = await placeIdOf('saint jerome');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.execute<{ createCity: City }>(CREATE_CITY, { d: { placeId } }, { token: landlord.token }),
      ),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(new Set(results.map((r) => r.data?.createCity.id)).size).toBe(1);
    const before = await cityCount();
    const city = results[0]!.data!.createCity;
    expect(city).toMatchObject({ name: 'Saint-Jérôme', province: 'QC' });
    const d = { name: city.name, province: 'QC' as const, lat: city.lat, lng: city.lng };
    const direct = await Promise.all(Array.from({ length: 10 }, () => findOrCreateCity(api.deps.db, d)));
    expect(new Set(direct.map((c) => c.id))).toEqual(new Set([city.id]));
    expect(await cityCount()).toBe(before);
  });

  it('makes no city from client text: an unknown place id, or a name and coordinates, are refused', async () => {
    const before = await cityCount();
    for (const placeId of ['gazetteer:ON:atlantis', 'Atlantis, ON', 'photon:eyJ4Ijp0cnVlfQ']) {
      const r = await api.execute(CREATE_CITY, { d: { placeId } }, { token: landlord.token });
      expect(errorCodes(r)).toEqual(['PLACE_NOT_FOUND']);
    }
    const typed = await api.execute(
      CREATE_CITY,
      { d: { name: 'Atlantis', province: 'ON', lat: 45, lng: -75 } },
      { token: landlord.token },
    );
    expect(typed.errors).toBeDefined();
    const blank = await api.execute(CREATE_CITY, { d: { placeId: ' ' } }, { token: landlord.token });
    expect(blank.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ path: 'placeId', key: 'required' }),
    ]);
    expect(await cityCount()).toBe(before);
  });

  it("refuses a geocoder's place outside Canada or without a province, at the bounds", async () => {
    const place = (id: string, lat: number, lng: number, region = 'ON') => ({
      label: id,
      address: id,
      lat,
      lng,
      city: id,
      region: region as 'ON',
      neighbourhood: null,
      postalCode: null,
      placeId: id,
    });
    const places = [
      place('South', 40.99, -75),
      place('North', 84.01, -75),
      place('West', 45, -141.01),
      place('East', 45, -51.99),
      place('Nowhere', 45, -75, 'XX'),
      place('Edge', 41, -52),
      place('Corner', 84, -141),
    ];
    const custom = await createTestApi({
      geocoding: {
        kind: 'photon',
        suggest: async () => places,
        place: async (id) => places.find((p) => p.placeId === id) ?? null,
        placeAt: async () => null,
      },
    });
    try {
      const author = await custom.factories.user({ userType: 'LANDLORD' });
      const create = (placeId: string) =>
        custom.execute<{ createCity: City }>(CREATE_CITY, { d: { placeId } }, { token: author.token });
      for (const id of ['South', 'North', 'West', 'East', 'Nowhere']) {
        expect({ id, codes: errorCodes(await create(id)) }).toEqual({ id, codes: ['PLACE_NOT_FOUND'] });
      }
      expect((await create('Edge')).data?.createCity).toMatchObject({ name: 'Edge', lat: 41, lng: -52 });
      expect((await create('Corner')).data?.createCity).toMatchObject({ name: 'Corner', lat: 84, lng: -141 });
    } finally {
      await custom.close();
    }
  });
});

describe('createNeighbourhood', () => {
  const hoods = () => api.deps.db.select().from(neighbourhoods);

  it('creates the neighbourhood of a chosen address with featured false and popularity 0, then finds it again', async () => {
    const first = await api.execute<{ createNeighbourhood: Hood }>(
      CREATE_HOOD,
      { d: { placeId: await placeIdOf('Kelowna') } },
      { token: landlord.token },
    );
    // A city without a neighbourhood makes none.
    expect(errorCodes(first)).toEqual(['PLACE_WITHOUT_NEIGHBOURHOOD']);
    const kits = await api.execute<{ createNeighbourhood: Hood }>(
      CREATE_HOOD,
      { d: { placeId: await placeIdOf('Kits') } },
      { token: landlord.token },
    );
    expect(kits.data?.createNeighbourhood).toMatchObject({
      name: 'Kitsilano',
      featured: false,
      popularity: 0,
    });
    const again = await api.execute<{ createNeighbourhood: Hood }>(
      CREATE_HOOD,
      { d: { placeId: await placeIdOf('2 W 4th Ave, KITSILANO, Vancouver') } },
      { token: landlord.token },
    );
    expect(again.data?.createNeighbourhood.id).toBe(kits.data?.createNeighbourhood.id);
    const city = await api.execute<{ createCity: { name: string; neighbourhoods: { name: string }[] } }>(
      CREATE_CITY,
      { d: { placeId: await placeIdOf('Vancouver') } },
      { token: landlord.token },
    );
    expect(city.data?.createCity).toMatchObject({
      name: 'Vancouver',
      neighbourhoods: [{ name: 'Kitsilano' }],
    });
  });

  it('keeps one row under 10 concurrent calls, also inside a transaction', async () => {
    const placeId = await placeIdOf('West End, Vancouver');
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.execute<{ createNeighbourhood: Hood }>(
          CREATE_HOOD,
          { d: { placeId } },
          { token: landlord.token },
        ),
      ),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    expect(new Set(results.map((r) => r.data?.createNeighbourhood.id)).size).toBe(1);
    const [row] = await hoods().then((all) =>
      all.filter((h) => h.id === results[0]!.data!.createNeighbourhood.id),
    );
    const count = (await hoods()).length;
    const inTx = await api.deps.db.transaction((tx) =>
      findOrCreateNeighbourhood(tx, { name: 'WEST END', cityId: row!.cityId }),
    );
    expect(inTx.id).toBe(row!.id);
    expect((await hoods()).length).toBe(count);
  });

  it('answers PLACE_NOT_FOUND for an unknown place and CITY_NOT_FOUND for an unknown city', async () => {
    const unknown = await api.execute(
      CREATE_HOOD,
      { d: { placeId: 'gazetteer:BC:vancouver:atlantis' } },
      { token: landlord.token },
    );
    expect(errorCodes(unknown)).toEqual(['PLACE_NOT_FOUND']);
    await expect(
      findOrCreateNeighbourhood(api.deps.db, { name: 'X', cityId: '5b0c3f0e-4c1a-4b8e-9d7a-2f1e3c4b5a69' }),
    ).rejects.toMatchObject({ code: 'CITY_NOT_FOUND' });
  });

  it('refuses featured and popularity from a landlord with NO_ACCESS, leaving the neighbourhood as it was; staff set them', async () => {
    const placeId = await placeIdOf('Commercial Drive, Vancouver');
    const created = await api.execute<{ createNeighbourhood: Hood }>(
      CREATE_HOOD,
      { d: { placeId } },
      { token: landlord.token },
    );
    const id = created.data!.createNeighbourhood.id;
    for (const ranking of [{ featured: true }, { popularity: 9 }, { featured: true, popularity: 9 }]) {
      const refused = await api.execute(
        CREATE_HOOD,
        { d: { placeId, ...ranking } },
        { token: landlord.token },
      );
      expect(errorCodes(refused)).toEqual(['NO_ACCESS']);
    }
    expect((await hoods()).find((h) => h.id === id)).toMatchObject({ featured: false, popularity: 0 });
    // Nor does a landlord's ranked call create a new neighbourhood.
    const before = (await hoods()).length;
    const newOne = await api.execute(
      CREATE_HOOD,
      { d: { placeId: await placeIdOf('Yaletown, Vancouver'), featured: true } },
      { token: landlord.token },
    );
    expect(errorCodes(newOne)).toEqual(['NO_ACCESS']);
    expect((await hoods()).length).toBe(before);

    const editor = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: DEMO_SUB_ADMIN_PERMISSIONS,
    });
    const ranked = await api.execute<{ createNeighbourhood: Hood }>(
      CREATE_HOOD,
      { d: { placeId, featured: true, popularity: 7 } },
      { token: editor.token },
    );
    expect(ranked.data?.createNeighbourhood).toMatchObject({ id, featured: true, popularity: 7 });
  });
});
