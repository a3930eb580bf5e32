import { describe, expect, it } from 'vitest';
import { createGazetteerGeocoder } from './gazetteer';
import { GAZETTEER_CITIES } from './gazetteer-data';
import { cityOfPostalArea, POSTAL_AREA_CITIES } from './postal-areas';
import { KNOWN_STREETS } from './street-data';

const gazetteer = createGazetteerGeocoder();
const suggest = (text: string, locale: 'en' | 'fr' = 'en') => gazetteer.suggest(text, { limit: 6, locale });
const labels = async (text: string) => (await suggest(text)).map((s) => s.label);

describe('gazetteer street addresses', () => {
  it('offers a street typed without its city in the cities whose well-known streets have it', async () => {
    expect(await labels('100 Queen St W')).toEqual([
      '100 Queen St W, Toronto, ON, Canada',
      '100 Queen St W, Brampton, ON, Canada',
    ]);
    expect(await labels('500 Yonge St')).toEqual(['500 Yonge St, Toronto, ON, Canada']);
    expect(await labels('Bloor St W')).toEqual(['Bloor St W, Toronto, ON, Canada']);
    expect((await suggest('Bloor St W'))[0]).toMatchObject({ lat: 43.6666, lng: -79.405, city: 'Toronto' });
  });

  it('places a street in the city typed after it, and keeps the unit with the civic number', async () => {
    expect(await labels('100 Queen St W, Toronto')).toEqual(['100 Queen St W, Toronto, ON, Canada']);
    expect(await labels('100 queen street west toronto')).toEqual(['100 Queen St W, Toronto, ON, Canada']);
    expect(await labels('1205-50 Charles St E')).toEqual(['1205-50 Charles St E, Toronto, ON, Canada']);
    expect(await labels('Apt 3, 55 Bloor Street West, Toronto')).toEqual([
      '3-55 Bloor St W, Toronto, ON, Canada',
    ]);
    // A street the list lacks, in a city the text names: at the city's centre.
    expect((await suggest('42 Maple Cres, Barrie'))[0]).toMatchObject({
      address: '42 Maple Cres, Barrie, ON, Canada',
      city: 'Barrie',
      lat: 44.3894,
    });
  });

  it('reads French addresses, accents or none, and writes the city in the asked language', async () => {
    const [catherine] = await suggest('1234 rue Sainte-Catherine O, Montréal, QC H3G 1P1', 'fr');
    expect(catherine).toMatchObject({
      address: '1234 rue Sainte-Catherine O, Montréal, QC H3G 1P1, Canada',
      city: 'Montreal',
      postalCode: 'H3G 1P1',
    });
    expect(await labels('1234 Ste-Catherine St W, Montreal')).toEqual([
      '1234 rue Sainte-Catherine O, Montreal, QC, Canada',
    ]);
    expect(await labels('3200 ch. de la Cote-des-Neiges')).toEqual([
      '3200 chemin de la Côte-des-Neiges, Montreal, QC, Canada',
    ]);
    expect((await suggest('55 rue Saint-Jean, Québec', 'fr'))[0]?.address).toBe(
      '55 rue Saint-Jean, Québec, QC, Canada',
    );
  });

  it('suggests streets while their names are being typed', async () => {
    expect(await labels('100 Que')).toEqual([
      '100 Queen St W, Toronto, ON, Canada',
      '100 Queen St E, Toronto, ON, Canada',
      '100 Queen St W, Brampton, ON, Canada',
      '100 Queen St E, Brampton, ON, Canada',
    ]);
    expect(await labels('Yonge')).toEqual(['Yonge St, Toronto, ON, Canada']);
    expect(await labels('100 Queen St W, Bramp')).toEqual(['100 Queen St W, Brampton, ON, Canada']);
  });

  it('places a postal code by its area, alone or with a street, and its province when the area is not listed', async () => {
    expect(await suggest('M5H 2N2')).toEqual([
      expect.objectContaining({
        label: 'Toronto, ON M5H 2N2, Canada',
        postalCode: 'M5H 2N2',
        placeId: 'gazetteer:ON:toronto',
      }),
    ]);
    expect(await labels('m5h2n2')).toEqual(['Toronto, ON M5H 2N2, Canada']);
    expect(await labels('M5V')).toEqual(['M5V: Toronto, ON, Canada']);
    expect(await labels('100 Main St H2X 1Y4')).toEqual(['100 Main St, Montreal, QC H2X 1Y4, Canada']);
    expect((await suggest('10 Elm St, T2P 1J9'))[0]).toMatchObject({
      city: 'Calgary',
      postalCode: 'T2P 1J9',
    });
    // E4Z is rural New Brunswick: the province's cities are offered, largest first.
    expect((await suggest('E4Z 1A1')).map((s) => s.city)).toEqual([
      'Moncton',
      'Saint John',
      'Fredericton',
      'Dieppe',
      'Miramichi',
      'Bathurst',
    ]);
  });

  it('offers a civic address on an unlisted street in the largest cities, each named', async () => {
    const found = await suggest('12 Maple Cres');
    expect(found.map((s) => s.city)).toEqual(['Toronto', 'Montreal', 'Peel', 'Calgary', 'York', 'Ottawa']);
    expect(found[0]?.label).toBe('12 Maple Cres, Toronto, ON, Canada');
    expect((await suggest('12 Maple Cres, NS')).map((s) => s.city)[0]).toBe('Halifax');
  });

  it('finds nothing for text that is no Canadian address', async () => {
    expect(await suggest('asdfgh qwerty')).toEqual([]);
    expect(await suggest('100 Queen St W, Atlantis')).toEqual([]);
  });

  it("gives place ids that find the suggestion's place again", async () => {
    for (const text of ['100 Queen St W, Toronto', 'M5H 2N2', '12 Main St, Liberty Village, Toronto']) {
      const [s] = await suggest(text);
      expect(await gazetteer.place(s!.placeId, { locale: 'en' })).toMatchObject({
        city: s!.city,
        region: s!.region,
        neighbourhood: s!.neighbourhood,
        placeId: s!.placeId,
      });
    }
  });
});

describe('shipped street and postal area lists', () => {
  it('name only cities of the gazetteer', () => {
    const cities = new Set(GAZETTEER_CITIES.map((c) => c.name));
    for (const city of [...Object.keys(KNOWN_STREETS), ...POSTAL_AREA_CITIES]) expect(cities).toContain(city);
  });

  it('give every seeded city its postal areas', () => {
    expect(cityOfPostalArea('M4Y')).toBe('Toronto');
    expect(cityOfPostalArea('K1P')).toBe('Ottawa');
    expect(cityOfPostalArea('H7N')).toBe('Laval');
    expect(cityOfPostalArea('V6B')).toBe('Vancouver');
    expect(cityOfPostalArea('R3C')).toBe('Winnipeg');
    expect(cityOfPostalArea('B3J')).toBe('Halifax');
    expect(cityOfPostalArea('G1R')).toBe('Quebec City');
    expect(cityOfPostalArea('L3R')).toBe('York');
    expect(cityOfPostalArea('E4Z')).toBeNull();
  });
});
