import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http';
import { createGazetteerGeocoder } from './gazetteer';
import { createHttpGeocoder, geocoderQuery } from './http-geocoder';

/* The HTTP geocoder reads typed addresses as the gazetteer does: the same parser on both sides. */

const log = createLogger('silent');
const en = { limit: 6, locale: 'en' as const };

describe('geocoderQuery', () => {
  it('spells the street out, drops the unit and keeps city, province and postal code', () => {
    expect(geocoderQuery('1205-50 Charles St E')).toBe('50 Charles Street East');
    expect(geocoderQuery('Apt 3, 100 Queen St W, Toronto, ON M5H 2N2')).toBe(
      '100 Queen Street West, Toronto, ON, M5H 2N2',
    );
    expect(geocoderQuery('4000 boul. St-Laurent, Montréal')).toBe('4000 boulevard St-Laurent, Montréal');
    expect(geocoderQuery('  Liberty   Village, Toronto ')).toBe('Liberty Village, Toronto');
    expect(geocoderQuery('m5h 2n2')).toBe('m5h 2n2');
  });
});

describe('HTTP geocoder with typed addresses', () => {
  let fake: FakeHttpServer;
  beforeAll(async () => {
    fake = await startFakeHttpServer();
  });
  afterAll(() => fake.close());
  const geocoder = (kind: 'photon' | 'nominatim') =>
    createHttpGeocoder({ url: fake.url, kind, timeoutMs: 500, fallback: createGazetteerGeocoder(), log });

  it('gives a Photon answer back the typed unit, and the typed civic number to a street', async () => {
    fake.answer(() => ({
      json: {
        features: [
          {
            geometry: { coordinates: [-79.3839, 43.6691] },
            properties: {
              housenumber: '50',
              street: 'Charles Street East',
              city: 'Toronto',
              postcode: 'M4Y 1T1',
              state: 'Ontario',
              countrycode: 'CA',
              type: 'house',
            },
          },
          {
            geometry: { coordinates: [-79.385, 43.669] },
            properties: {
              name: 'Charles Street East',
              city: 'Toronto',
              state: 'Ontario',
              countrycode: 'CA',
              type: 'street',
            },
          },
        ],
      },
    }));
    const [house, street] = await geocoder('photon').suggest('1205-50 Charles St E', en);
    expect(fake.requests.at(-1)!.url.searchParams.get('q')).toBe('50 Charles Street East');
    expect(house).toMatchObject({
      address: '1205-50 Charles Street East, Toronto, ON M4Y 1T1, Canada',
      postalCode: 'M4Y 1T1',
      lat: 43.6691,
    });
    expect(street?.address).toBe('1205-50 Charles Street East, Toronto, ON, Canada');
  });

  it('writes a Nominatim street answer as an address, with the typed unit', async () => {
    fake.answer(() => ({
      json: [
        {
          lat: '45.5188',
          lon: '-73.5826',
          display_name: '4350, Rue Saint-Denis, Le Plateau-Mont-Royal, Montréal, Québec, H2J 2L1, Canada',
          address: {
            house_number: '4350',
            road: 'Rue Saint-Denis',
            suburb: 'Le Plateau-Mont-Royal',
            city: 'Montréal',
            'ISO3166-2-lvl4': 'CA-QC',
            postcode: 'H2J 2L1',
            country_code: 'ca',
          },
        },
      ],
    }));
    const [found] = await geocoder('nominatim').suggest('app. 3, 4350 rue St-Denis, Montréal', {
      limit: 6,
      locale: 'fr',
    });
    expect(fake.requests.at(-1)!.url.searchParams.get('q')).toBe('4350 rue St-Denis, Montréal');
    expect(found).toMatchObject({
      label: '3-4350 Rue Saint-Denis, Montréal, QC H2J 2L1, Canada',
      city: 'Montréal',
      neighbourhood: 'Le Plateau-Mont-Royal',
    });
  });

  it('finds a suggestion of a typed address again by its place id', async () => {
    const answer = () => ({
      json: {
        features: [
          {
            geometry: { coordinates: [-79.3839, 43.6691] },
            properties: {
              housenumber: '50',
              street: 'Charles Street East',
              city: 'Toronto',
              state: 'Ontario',
              countrycode: 'CA',
              type: 'house',
            },
          },
        ],
      },
    });
    fake.answer(answer);
    const [found] = await geocoder('photon').suggest('1205-50 Charles St E', en);
    expect(await geocoder('photon').place(found!.placeId, { locale: 'en' })).toMatchObject({
      address: '1205-50 Charles Street East, Toronto, ON, Canada',
      placeId: found!.placeId,
    });
  });

  it("answers a pin's place from the gazetteer, asking the service nothing", async () => {
    const before = fake.requests.length;
    expect(await geocoder('photon').placeAt({ lat: 43.7, lng: -79.42 }, { locale: 'en' })).toMatchObject({
      city: 'Toronto',
      placeId: 'gazetteer:ON:toronto',
    });
    expect(fake.requests.length).toBe(before);
  });
});
