import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../logger';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http';
import { createGazetteerGeocoder } from './gazetteer';
import { createHttpGeocoder } from './http-geocoder';

/* A suggestion's place id finds the same place again, from the geocoder, never from the id's sender. */

const log = createLogger('silent');
const gazetteer = createGazetteerGeocoder();
const en = { locale: 'en' as const };

describe('gazetteer place ids', () => {
  it('find the city or neighbourhood a suggestion named, with its label and coordinates', async () => {
    const [street] = await gazetteer.suggest('12 Main St, Liberty Village, Toronto', { limit: 6, ...en });
    expect(street?.placeId).toBe('gazetteer:ON:toronto:liberty-village');
    expect(await gazetteer.place(street!.placeId, en)).toMatchObject({
      label: 'Liberty Village, Toronto, ON, Canada',
      city: 'Toronto',
      region: 'ON',
      neighbourhood: 'Liberty Village',
      lat: 43.6532,
      placeId: street!.placeId,
    });
    const [quebec] = await gazetteer.suggest('Québec', { limit: 1, ...en });
    expect(await gazetteer.place(quebec!.placeId, en)).toMatchObject({ city: 'Quebec City', region: 'QC' });
  });

  it('know no place that is not in the gazetteer', async () => {
    for (const id of ['gazetteer:ON:atlantis', 'gazetteer:BC:toronto', 'Toronto', '', 'photon:x']) {
      expect(await gazetteer.place(id, en)).toBeNull();
    }
  });
});

describe('HTTP geocoder place ids', () => {
  let fake: FakeHttpServer;
  const photonAnswer = (city: string) => ({
    json: {
      features: [
        {
          geometry: { coordinates: [-80.2482, 43.5448] },
          properties: { name: city, state: 'Ontario', countrycode: 'CA', type: 'city' },
        },
      ],
    },
  });
  beforeAll(async () => {
    fake = await startFakeHttpServer();
  });
  afterAll(() => fake.close());

  const geocoder = () =>
    createHttpGeocoder({ url: fake.url, kind: 'photon', timeoutMs: 200, fallback: gazetteer, log });

  it('ask the service again with the same text and keep the answer with the same label', async () => {
    fake.answer(() => photonAnswer('Guelph'));
    const [guelph] = await geocoder().suggest('guelph', { limit: 6, locale: 'fr' });
    fake.answer(() => photonAnswer('Guelph'));
    expect(await geocoder().place(guelph!.placeId, en)).toMatchObject({ city: 'Guelph', region: 'ON' });
    const again = fake.requests.at(-1)!;
    expect(again.url.searchParams.get('q')).toBe('guelph');
    expect(again.url.searchParams.get('lang')).toBe('fr');
  });

  it('refuse a place the service no longer names, a forged id, or any when the service is down', async () => {
    fake.answer(() => photonAnswer('Guelph'));
    const [guelph] = await geocoder().suggest('guelph', { limit: 6, ...en });
    fake.answer(() => photonAnswer('Cambridge'));
    expect(await geocoder().place(guelph!.placeId, en)).toBeNull();
    const forged = `photon:${Buffer.from(JSON.stringify(['guelph', 'en', 'Anything, ON, Canada'])).toString('base64url')}`;
    fake.answer(() => photonAnswer('Guelph'));
    expect(await geocoder().place(forged, en)).toBeNull();
    expect(await geocoder().place('photon:not-base64-json', en)).toBeNull();
    fake.answer(() => ({ status: 500, json: {} }));
    expect(await geocoder().place(guelph!.placeId, en)).toBeNull();
  });

  it("hand the gazetteer's ids (suggested while the service was down) to the gazetteer", async () => {
    fake.answer(() => ({ status: 500, json: {} }));
    const [kits] = await geocoder().suggest('Kits', { limit: 6, ...en });
    expect(kits?.placeId).toBe('gazetteer:BC:vancouver:kitsilano');
    expect(await geocoder().place(kits!.placeId, en)).toMatchObject({ neighbourhood: 'Kitsilano' });
  });
});
