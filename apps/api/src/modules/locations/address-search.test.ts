import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';

/* The address field's queries as a landlord's browser sends them: typed addresses and a hand-placed pin. */

let api: TestApi;
let landlord: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  landlord = await api.factories.user({ userType: 'LANDLORD' });
});
afterAll(() => api.close());

type Suggestion = {
  label: string;
  address: string;
  city: string;
  region: string;
  postalCode: string | null;
  placeId: string;
};
const SEARCH = `query($t: String!) { searchAddresses(text: $t) { label address city region postalCode placeId } }`;
const PLACE_AT = `query($lat: Float!, $lng: Float!) { placeAt(lat: $lat, lng: $lng) { label city region lat lng placeId } }`;
const CREATE_CITY = `mutation($p: String!) { createCity(data: { placeId: $p }) { name province } }`;

const search = async (text: string, locale = 'en') => {
  const r = await api.execute<{ searchAddresses: Suggestion[] }>(
    SEARCH,
    { t: text },
    { headers: { 'accept-language': locale } },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.searchAddresses;
};

describe('searchAddresses with street addresses', () => {
  it("answers the issue's forms with their city, and a postal code with its area's city", async () => {
    expect((await search('100 Queen St W, Toronto')).map((s) => s.label)).toEqual([
      '100 Queen St W, Toronto, ON, Canada',
    ]);
    expect((await search('500 Yonge St'))[0]).toMatchObject({
      city: 'Toronto',
      address: '500 Yonge St, Toronto, ON, Canada',
    });
    expect((await search('1205-50 Charles St E'))[0]?.address).toBe(
      '1205-50 Charles St E, Toronto, ON, Canada',
    );
    expect(await search('M5H 2N2')).toEqual([
      expect.objectContaining({ city: 'Toronto', region: 'ON', postalCode: 'M5H 2N2' }),
    ]);
    const [french] = await search('1234 rue Ste-Catherine Ouest, Montreal', 'fr');
    expect(french?.address).toBe('1234 rue Sainte-Catherine O, Montréal, QC, Canada');
  });

  it('makes the city of a chosen street address from its place id', async () => {
    const [chosen] = await search('100 Queen St W, Toronto');
    const r = await api.execute(CREATE_CITY, { p: chosen!.placeId }, { token: landlord.token });
    expect(r.data).toEqual({ createCity: { name: 'Toronto', province: 'ON' } });
  });
});

describe('placeAt', () => {
  it('answers the known city nearest a pin, whose place id makes the city', async () => {
    const r = await api.execute<{ placeAt: Suggestion & { lat: number } }>(PLACE_AT, {
      lat: 43.7,
      lng: -79.42,
    });
    expect(r.data?.placeAt).toMatchObject({
      label: 'Toronto, ON, Canada',
      city: 'Toronto',
      region: 'ON',
      lat: 43.6532,
      placeId: 'gazetteer:ON:toronto',
    });
    const made = await api.execute(CREATE_CITY, { p: r.data!.placeAt.placeId }, { token: landlord.token });
    expect(made.data).toEqual({ createCity: { name: 'Toronto', province: 'ON' } });
    const halifax = await api.execute<{ placeAt: Suggestion }>(PLACE_AT, { lat: 44.66, lng: -63.6 });
    expect(halifax.data?.placeAt.city).toBe('Halifax');
  });

  it('answers null far from every known place, and refuses a point outside Canada', async () => {
    // Hudson Bay, hundreds of kilometres from any shipped town.
    const far = await api.execute(PLACE_AT, { lat: 60, lng: -86 });
    expect(far.errors).toBeUndefined();
    expect(far.data).toEqual({ placeAt: null });
    const outside = await api.execute(PLACE_AT, { lat: 48.85, lng: 2.35 });
    expect(errorCodes(outside)).toEqual(['VALIDATION_FAILED']);
    expect(outside.errors?.[0]?.extensions?.fields).toEqual([
      expect.objectContaining({ path: 'lng', key: 'max' }),
    ]);
  });
});
