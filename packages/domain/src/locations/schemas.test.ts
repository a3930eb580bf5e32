import { describe, expect, it } from 'vitest';
import {
  createCitySchema,
  createNeighbourhoodSchema,
  geocodedPlaceSchema,
  searchAddressesSchema,
} from './schemas';

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

describe('geocodedPlaceSchema', () => {
  const place = { city: ' Guelph ', region: 'ON', neighbourhood: null, lat: 43.5448, lng: -80.2482 };
  it('accepts a Canadian place, up to the bounding box', () => {
    expect(geocodedPlaceSchema.parse(place).city).toBe('Guelph');
    expect(geocodedPlaceSchema.safeParse({ ...place, lat: 41, lng: -141 }).success).toBe(true);
    expect(geocodedPlaceSchema.safeParse({ ...place, lat: 84, lng: -52 }).success).toBe(true);
  });
  it('refuses other provinces and points outside Canada', () => {
    expect(
      messages(geocodedPlaceSchema.safeParse({ ...place, region: 'NY', lat: 40.99, lng: -51.99 })),
    ).toEqual({
      region: 'invalidChoice',
      lat: 'min',
      lng: 'max',
    });
    expect(messages(geocodedPlaceSchema.safeParse({ ...place, city: '', lat: 84.01, lng: -141.01 }))).toEqual(
      {
        city: 'required',
        lat: 'max',
        lng: 'min',
      },
    );
  });
});

describe('createCitySchema', () => {
  it('takes only the place id of a suggestion: no name, province or coordinates from the client', () => {
    expect(createCitySchema.parse({ placeId: ' gazetteer:ON:guelph ', name: 'Anything', lat: 0 })).toEqual({
      placeId: 'gazetteer:ON:guelph',
    });
    expect(messages(createCitySchema.safeParse({ placeId: ' ' }))).toEqual({ placeId: 'required' });
    expect(messages(createCitySchema.safeParse({ placeId: 'x'.repeat(1_201) }))).toEqual({
      placeId: 'tooLong',
    });
  });
});

describe('createNeighbourhoodSchema', () => {
  it('leaves featured and popularity unset unless given (a new one starts at false and 0)', () => {
    expect(createNeighbourhoodSchema.parse({ placeId: 'gazetteer:ON:guelph:the-ward' })).toEqual({
      placeId: 'gazetteer:ON:guelph:the-ward',
    });
  });
  it('needs a place id and a non-negative popularity', () => {
    expect(messages(createNeighbourhoodSchema.safeParse({ placeId: '', popularity: -1 }))).toEqual({
      placeId: 'required',
      popularity: 'min',
    });
  });
});
