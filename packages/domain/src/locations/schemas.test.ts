import { describe, expect, it } from 'vitest';
import { createCitySchema, createNeighbourhoodSchema, searchAddressesSchema } from './schemas';

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('searchAddressesSchema', () => {
  it('trims the text and asks for 6 suggestions by default', () => {
    expect(searchAddressesSchema.parse({ text: '  Toronto ' })).toEqual({ text: 'Toronto', first: 6 });
    expect(searchAddressesSchema.parse({ text: 'x'.repeat(200), first: 1 }).first).toBe(1);
  });
  it('refuses empty or overlong text and counts outside 1–6', () => {
    expect(messages(searchAddressesSchema.safeParse({ text: ' ', first: 7 }))).toEqual({
      text: 'required',
      first: 'max',
    });
    expect(messages(searchAddressesSchema.safeParse({ text: 'x'.repeat(201), first: 0 }))).toEqual({
      text: 'tooLong',
      first: 'min',
    });
  });
});

describe('createCitySchema', () => {
  const city = { name: ' Guelph ', province: 'ON', lat: 43.5448, lng: -80.2482 };
  it('accepts a Canadian city, up to the bounding box', () => {
    expect(createCitySchema.parse(city).name).toBe('Guelph');
    expect(createCitySchema.safeParse({ ...city, lat: 41, lng: -141 }).success).toBe(true);
    expect(createCitySchema.safeParse({ ...city, lat: 84, lng: -52 }).success).toBe(true);
  });
  it('refuses other provinces and points outside Canada', () => {
    expect(
      messages(createCitySchema.safeParse({ ...city, province: 'NY', lat: 40.99, lng: -51.99 })),
    ).toEqual({
      province: 'invalidChoice',
      lat: 'min',
      lng: 'max',
    });
    expect(messages(createCitySchema.safeParse({ ...city, name: '', lat: 84.01, lng: -141.01 }))).toEqual({
      name: 'required',
      lat: 'max',
      lng: 'min',
    });
  });
});

describe('createNeighbourhoodSchema', () => {
  it('defaults featured to false and popularity to 0', () => {
    expect(
      createNeighbourhoodSchema.parse({ name: 'The Ward', cityId: '5b0c3f0e-4c1a-4b8e-9d7a-2f1e3c4b5a69' }),
    ).toMatchObject({ featured: false, popularity: 0 });
  });
  it('needs a city id and a non-negative popularity', () => {
    expect(
      messages(createNeighbourhoodSchema.safeParse({ name: 'X', cityId: '12', popularity: -1 })),
    ).toEqual({
      cityId: 'invalid',
      popularity: 'min',
    });
  });
});
