import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http';
import { createGazetteerGeocoder } from './gazetteer';
import { GAZETTEER_CITIES } from './gazetteer-data';
import { createGeocodingAdapter } from './geocoding';
import { createHttpGeocoder } from './http-geocoder';
import { PROVINCES } from '@rentals/domain/users/enums';
import { SEED_CITIES } from '../../db/seed/cities';

const log = createLogger('silent');
const gazetteer = createGazetteerGeocoder();
const suggest = (text: string, limit = 6) => gazetteer.suggest(text, { limit, locale: 'en' });

describe('gazetteer', () => {
  it('covers the seeded cities and every province and territory, inside Canada', () => {
    for (const seed of SEED_CITIES) expect(GAZETTEER_CITIES.map((c) => c.name)).toContain(seed.name);
    expect(new Set(GAZETTEER_CITIES.map((c) => c.province))).toEqual(new Set(PROVINCES));
    for (const c of GAZETTEER_CITIES) {
      expect(c.lat).toBeGreaterThan(41);
      expect(c.lat).toBeLessThan(84);
      expect(c.lng).toBeGreaterThan(-141);
      expect(c.lng).toBeLessThan(-52);
    }
  });

  it('completes a place from the start of its words, ignoring case and accents', async () => {
    expect((await suggest('Kits')).map((s) => s.label)).toEqual(['Kitsilano, Vancouver, BC, Canada']);
    const [montreal] = await suggest('MONTRÉAL');
    expect(montreal).toMatchObject({ city: 'Montreal', region: 'QC', neighbourhood: null, lat: 45.5017 });
    expect((await suggest('trois rivieres'))[0]?.city).toBe('Trois-Rivières');
    expect((await suggest('st johns'))[0]?.city).toBe("St. John's");
    expect((await suggest('orleans'))[0]).toMatchObject({ city: 'Ottawa', neighbourhood: 'Orléans' });
  });

  it('ranks the exact place first, then its neighbourhoods by popularity, at most 6', async () => {
    const toronto = await suggest('toronto');
    expect(toronto).toHaveLength(6);
    expect(toronto[0]).toMatchObject({ label: 'Toronto, ON, Canada', city: 'Toronto', neighbourhood: null });
    expect(toronto[1]?.neighbourhood).toBe('Downtown Toronto');
    expect((await suggest('toronto', 2)).length).toBe(2);
    expect((await suggest('toronto', 50)).length).toBe(6);
    expect((await suggest('Liberty Village, Tor'))[0]).toMatchObject({
      city: 'Toronto',
      neighbourhood: 'Liberty Village',
    });
  });

  it('resolves a typed street address to its place, in its usual written form', async () => {
    const [s, ...rest] = await suggest('123 King St W, Toronto');
    expect(rest).toEqual([]);
    expect(s).toEqual({
      label: '123 King St W, Toronto, ON, Canada',
      address: '123 King St W, Toronto, ON, Canada',
      // King St W's point in the list of well-known streets.
      lat: 43.645,
      lng: -79.395,
      city: 'Toronto',
      region: 'ON',
      neighbourhood: null,
      postalCode: null,
      placeId: 'gazetteer:ON:toronto',
    });
    expect((await suggest('10 Quebec St, Toronto')).map((x) => x.city)).toEqual(['Toronto']);
    expect((await suggest('55 Rue Saint-Jean, Québec, QC g1r 1p1'))[0]).toMatchObject({
      city: 'Quebec City',
      region: 'QC',
      postalCode: 'G1R 1P1',
      address: '55 rue Saint-Jean, Quebec City, QC G1R 1P1, Canada',
    });
    const [annex] = await suggest('12 Main St, Liberty Village, Toronto');
    expect(annex).toMatchObject({
      neighbourhood: 'Liberty Village',
      address: '12 Main St, Liberty Village, Toronto, ON, Canada',
      lat: 43.6532,
    });
    expect((await suggest('12 Main St, Mount Pleasant, BC')).map((x) => x.city)).toEqual(['Vancouver']);
  });

  it('knows nothing outside Canada', async () => {
    expect(await suggest('Paris')).toEqual([]);
    expect(await suggest('1600 Pennsylvania Ave, Washington DC')).toEqual([]);
    expect(await suggest('   ')).toEqual([]);
  });
});

const PHOTON_TORONTO = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-79.3957, 43.6447] },
      properties: {
        osm_type: 'N',
        housenumber: '123',
        street: 'King Street West',
        district: 'Entertainment District',
        city: 'Toronto',
        postcode: 'M5V 2T6',
        state: 'Ontario',
        country: 'Canada',
        countrycode: 'CA',
        type: 'house',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-76.4813, 44.2253] },
      properties: { name: 'Kingston', state: 'Ontario', countrycode: 'CA', type: 'city', postcode: 'K7L' },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-79.5, 43.7] },
      properties: {
        name: 'Rural spot',
        locality: 'Kleinburg',
        state: 'Ontario',
        countrycode: 'CA',
        type: 'other',
      },
    },
    {
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [-73.99, 40.73] },
      properties: {
        name: 'King Street',
        city: 'New York',
        state: 'New York',
        countrycode: 'US',
        type: 'street',
      },
    },
  ],
};

const NOMINATIM_MONTREAL = [
  {
    place_id: 1,
    lat: '45.5088',
    lon: '-73.5878',
    display_name: '4000, Rue Saint-Denis, Le Plateau-Mont-Royal, Montréal, Québec, H2W 2M5, Canada',
    address: {
      house_number: '4000',
      road: 'Rue Saint-Denis',
      suburb: 'Le Plateau-Mont-Royal',
      city: 'Montréal',
      state: 'Québec',
      'ISO3166-2-lvl4': 'CA-QC',
      postcode: 'H2W 2M5',
      country: 'Canada',
      country_code: 'ca',
    },
  },
  {
    place_id: 2,
    lat: '62.0',
    lon: '-100.0',
    display_name: 'Somewhere, Nunavut, Canada',
    address: { state: 'Nunavut', 'ISO3166-2-lvl4': 'CA-NU', country_code: 'ca' },
  },
];

describe('HTTP geocoder', () => {
  let fake: FakeHttpServer;
  beforeAll(async () => {
    fake = await startFakeHttpServer();
  });
  afterAll(() => fake.close());

  it('asks a Photon service within Canada and maps city, region and neighbourhood with the fallbacks', async () => {
    fake.answer(() => ({ json: PHOTON_TORONTO }));
    const geocoder = createGeocodingAdapter(loadConfig({ GEOCODER_URL: `${fake.url}/` }), log);
    expect(geocoder.kind).toBe('photon');
    const result = await geocoder.suggest('123 King St W', { limit: 6, locale: 'fr' });
    const request = fake.requests.at(-1)!;
    expect(request.url.pathname).toBe('/api');
    expect(Object.fromEntries(request.url.searchParams)).toEqual({
      // The street spelled out, as services index it.
      q: '123 King Street West',
      limit: '6',
      lang: 'fr',
      bbox: '-141,41,-52,84',
    });
    expect(result).toEqual([
      {
        label: '123 King Street West, Entertainment District, Toronto, ON M5V 2T6, Canada',
        address: '123 King Street West, Entertainment District, Toronto, ON M5V 2T6, Canada',
        lat: 43.6447,
        lng: -79.3957,
        city: 'Toronto',
        region: 'ON',
        neighbourhood: 'Entertainment District',
        postalCode: 'M5V 2T6',
        placeId: expect.stringMatching(/^photon:/),
      },
      expect.objectContaining({
        city: 'Kingston',
        region: 'ON',
        neighbourhood: null,
        label: 'Kingston, ON K7L, Canada',
      }),
      expect.objectContaining({ city: 'Kleinburg', region: 'ON' }),
    ]);
  });

  it('asks a Nominatim service for Canada only and falls back to the region for the city', async () => {
    fake.answer(() => ({ json: NOMINATIM_MONTREAL }));
    const geocoder = createGeocodingAdapter(
      loadConfig({ GEOCODER_URL: fake.url, GEOCODER_KIND: 'nominatim' }),
      log,
    );
    const result = await geocoder.suggest('4000 St-Denis', { limit: 3, locale: 'en' });
    const request = fake.requests.at(-1)!;
    expect(request.url.pathname).toBe('/search');
    expect(request.url.searchParams.get('countrycodes')).toBe('ca');
    expect(request.url.searchParams.get('format')).toBe('jsonv2');
    expect(request.url.searchParams.get('addressdetails')).toBe('1');
    expect(request.url.searchParams.get('limit')).toBe('3');
    expect(result[0]).toMatchObject({
      city: 'Montréal',
      region: 'QC',
      neighbourhood: 'Le Plateau-Mont-Royal',
      postalCode: 'H2W 2M5',
      lat: 45.5088,
      lng: -73.5878,
    });
    expect(result[1]).toMatchObject({ city: 'Nunavut', region: 'NU', neighbourhood: null });
  });

  it('falls back to the gazetteer on an error answer, a timeout or an unreachable service', async () => {
    const geocoder = createHttpGeocoder({
      url: fake.url,
      kind: 'photon',
      timeoutMs: 200,
      fallback: gazetteer,
      log,
    });
    fake.answer(() => ({ status: 500, json: { message: 'boom' } }));
    expect((await geocoder.suggest('Kits', { limit: 6, locale: 'en' }))[0]?.neighbourhood).toBe('Kitsilano');
    fake.answer(() => 'hang');
    const started = Date.now();
    expect((await geocoder.suggest('Kits', { limit: 6, locale: 'en' }))[0]?.neighbourhood).toBe('Kitsilano');
    expect(Date.now() - started).toBeLessThan(2_000);
    fake.answer(() => ({ text: 'not json' }));
    expect(await geocoder.suggest('Kits', { limit: 6, locale: 'en' })).toHaveLength(1);
    const down = createHttpGeocoder({
      url: 'http://127.0.0.1:9',
      kind: 'nominatim',
      timeoutMs: 200,
      fallback: gazetteer,
      log,
    });
    expect(await down.suggest('Kits', { limit: 6, locale: 'en' })).toHaveLength(1);
  });
});
