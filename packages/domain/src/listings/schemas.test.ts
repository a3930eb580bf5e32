import { describe, expect, it } from 'vitest';
import { SUPPORT_PHONE } from '../contact';
import { todayIso } from '../dates';
import { VALIDATION_MESSAGES } from '../i18n/validation-messages';
import { interpolate } from '../i18n/translate';
import {
  amountSchema,
  constructionYearSchema,
  createListingSchema,
  createUnitSchema,
  listingPatchSchema,
  markRentedSchema,
  petsSchema,
  unitPatchSchema,
} from './schemas';
import { unavailabilitySchema } from './moderation';

type Result = {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string; params?: unknown }[] };
};
const paramsOf = (r: Result) => r.error?.issues[0]?.params;
const messages = (r: Result) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

const PIC = '00000000-0000-4000-8000-000000000001';
const CITY = '00000000-0000-4000-8000-000000000002';

const validUnit = {
  title: 'Unit 1',
  unitSize: 650,
  bedrooms: 'ONE_BEDROOM',
  bathrooms: 1,
  monthlyPrice: 1800,
  deposit: 1800,
  parking: 'NONE',
  storage: 'NOT_AVAILABLE',
  maintenance: true,
  smokeAlarm: true,
};
const validListing = {
  title: 'Maple Court',
  location: { address: '1 King St W, Toronto, ON', lat: 43.65, lng: -79.38, cityId: CITY },
  pictures: [PIC],
  unit: validUnit,
};

describe('amounts: price and deposit 0 to 200000, step 0.01', () => {
  it.each([
    [0, true],
    [0.01, true],
    [199_999.99, true],
    [200_000, true],
  ])('%s is accepted', (value, ok) => expect(amountSchema.safeParse(value).success).toBe(ok));
  it('below 0 reads amountMin', () => {
    expect(messages(amountSchema.safeParse(-0.01))).toEqual({ '': 'amountMin' });
  });
  it('above 200000 names the support phone', () => {
    const r = amountSchema.safeParse(200_000.01);
    expect(messages(r)).toEqual({ '': 'priceOverLimit' });
    expect(paramsOf(r)).toEqual({ phone: SUPPORT_PHONE });
    expect(interpolate(VALIDATION_MESSAGES.priceOverLimit.en, { phone: SUPPORT_PHONE })).toBe(
      `If the value here exceeds $200,000, please contact the rental team at ${SUPPORT_PHONE}`,
    );
  });
  it('more than two decimals reads amountStep; text reads amountNumber', () => {
    expect(messages(amountSchema.safeParse(10.001))).toEqual({ '': 'amountStep' });
    expect(messages(amountSchema.safeParse('12'))).toEqual({ '': 'amountNumber' });
    expect(messages(amountSchema.safeParse(Number.NaN))).toEqual({ '': 'amountNumber' });
  });
});

describe('unit limits', () => {
  const unit = (patch: Record<string, unknown>) => createUnitSchema.safeParse({ ...validUnit, ...patch });
  it.each([
    ['leaseTerm', 0, true],
    ['leaseTerm', 120, true],
    ['leaseTerm', -1, 'min'],
    ['leaseTerm', 121, 'max'],
    ['parkingSpots', 0, true],
    ['parkingSpots', 20, true],
    ['parkingSpots', -1, 'min'],
    ['parkingSpots', 21, 'max'],
    ['monthlyPrice', 200_000, true],
    ['monthlyPrice', 200_000.01, 'priceOverLimit'],
    ['monthlyPrice', -1, 'amountMin'],
    ['deposit', 0, true],
    ['deposit', 200_001, 'priceOverLimit'],
    ['bathrooms', 8, true],
    ['bathrooms', 8.5, 'invalidChoice'],
    ['bathrooms', 1.25, 'invalidChoice'],
    ['unitSize', -1, 'min'],
  ])('%s = %s → %s', (field, value, expected) => {
    const r = unit({ [field]: value });
    if (expected === true) expect(r.success).toBe(true);
    else expect(messages(r)).toEqual({ [field]: expected });
  });

  it('names every missing required field (the pricing check follows once these pass)', () => {
    expect(messages(createUnitSchema.safeParse({}))).toEqual({
      title: 'required',
      unitSize: 'required',
      bedrooms: 'required',
      bathrooms: 'required',
      parking: 'required',
      storage: 'questionRequired',
      maintenance: 'questionRequired',
      smokeAlarm: 'questionRequired',
    });
  });

  it('requires a title that starts with a non-space character', () => {
    expect(messages(unit({ title: '   ' }))).toEqual({ title: 'required' });
  });

  it('Contact for Pricing makes price and deposit optional and clears them', () => {
    const r = createUnitSchema.parse({ ...validUnit, contactForPricing: true, monthlyPrice: 1800 });
    expect(r).toMatchObject({ contactForPricing: true, monthlyPrice: null, deposit: null });
    const noPrice = { ...validUnit, monthlyPrice: undefined, deposit: undefined };
    expect(createUnitSchema.safeParse({ ...noPrice, contactForPricing: true }).success).toBe(true);
    expect(messages(createUnitSchema.safeParse(noPrice))).toEqual({
      monthlyPrice: 'required',
      deposit: 'required',
    });
  });

  it('checks only the fields sent in a partial update', () => {
    expect(unitPatchSchema.parse({ leaseTerm: 12 })).toEqual({ leaseTerm: 12 });
    expect(messages(unitPatchSchema.safeParse({ monthlyPrice: null }))).toEqual({ monthlyPrice: 'required' });
    expect(messages(unitPatchSchema.safeParse({ contactForPricing: false }))).toEqual({
      monthlyPrice: 'required',
      deposit: 'required',
    });
    expect(unitPatchSchema.parse({ contactForPricing: true })).toEqual({
      contactForPricing: true,
      monthlyPrice: null,
      deposit: null,
    });
    expect(messages(unitPatchSchema.safeParse({ title: null }))).toEqual({ title: 'required' });
  });
});

describe('year of construction', () => {
  const year = new Date().getFullYear();
  it('accepts the current year and refuses the next one', () => {
    expect(constructionYearSchema.safeParse(String(year)).success).toBe(true);
    expect(constructionYearSchema.safeParse(String(year - 1)).success).toBe(true);
    const r = constructionYearSchema.safeParse(String(year + 1));
    expect(messages(r)).toEqual({ '': 'yearInFuture' });
    expect(paramsOf(r)).toEqual({ year: year + 1 });
  });
  it('refuses non-years and years before 1800', () => {
    expect(messages(constructionYearSchema.safeParse('19x0'))).toEqual({ '': 'invalid' });
    expect(constructionYearSchema.safeParse('1800').success).toBe(true);
    expect(messages(constructionYearSchema.safeParse('1799'))).toEqual({ '': 'min' });
  });
});

describe('pets', () => {
  it("refuses 'none' with another pet", () => {
    expect(petsSchema.safeParse({ none: true }).success).toBe(true);
    expect(petsSchema.safeParse({ cat: true, dog: true }).success).toBe(true);
    expect(messages(petsSchema.safeParse({ none: true, cat: true }))).toEqual({ none: 'petsNoneExclusive' });
  });
});

describe('createListingSchema', () => {
  it('accepts a minimal listing', () => {
    expect(createListingSchema.safeParse(validListing).success).toBe(true);
  });
  it('requires a title, an address and at least one picture', () => {
    const r = createListingSchema.safeParse({
      ...validListing,
      title: '',
      location: { ...validListing.location, address: ' ' },
      pictures: [],
    });
    expect(messages(r)).toEqual({
      title: 'required',
      'location.address': 'required',
      pictures: 'picturesRequired',
    });
  });
  it('takes at most 60 pictures', () => {
    const ids = (n: number) =>
      Array.from({ length: n }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    expect(createListingSchema.safeParse({ ...validListing, pictures: ids(60) }).success).toBe(true);
    expect(messages(createListingSchema.safeParse({ ...validListing, pictures: ids(61) }))).toEqual({
      pictures: 'picturesMax',
    });
  });
  it('checks the unit and the owner questions', () => {
    const r = createListingSchema.safeParse({
      ...validListing,
      unit: { ...validUnit, leaseTerm: 121 },
      minimumRentalPrice: 300_000,
      existingUrl: 'not a url',
    });
    expect(messages(r)).toEqual({
      'unit.leaseTerm': 'max',
      minimumRentalPrice: 'priceOverLimit',
      existingUrl: 'url',
    });
  });
  it('bounds totals and coordinates', () => {
    const r = createListingSchema.safeParse({
      ...validListing,
      totalUnitsInBuilding: -1,
      storiesInBuilding: 201,
      location: { ...validListing.location, lat: 91 },
    });
    expect(messages(r)).toEqual({
      totalUnitsInBuilding: 'min',
      storiesInBuilding: 'max',
      'location.lat': 'max',
    });
  });
});

describe('listingPatchSchema', () => {
  it('accepts one page of fields and leaves the rest absent', () => {
    expect(listingPatchSchema.parse({ description: 'Bright' })).toEqual({ description: 'Bright' });
    expect(listingPatchSchema.safeParse({ pictures: [] }).success).toBe(true);
  });
  it('checks the unit page with its id', () => {
    expect(messages(listingPatchSchema.safeParse({ unit: { parkingSpots: 3 } }))).toEqual({
      'unit.id': 'required',
    });
  });
});

describe('markRentedSchema', () => {
  it("takes '0' or '1' for the disable-listing choice and a price within limits", () => {
    const ok = { signedLeaseDate: '2026-02-01', rentedPrice: 2100, disableListing: '0' };
    expect(markRentedSchema.safeParse(ok).success).toBe(true);
    expect(messages(markRentedSchema.safeParse({ ...ok, disableListing: '2' }))).toEqual({
      disableListing: 'invalidChoice',
    });
    expect(messages(markRentedSchema.safeParse({ ...ok, rentedPrice: 200_000.5 }))).toEqual({
      rentedPrice: 'priceOverLimit',
    });
    expect(messages(markRentedSchema.safeParse({ ...ok, signedLeaseDate: '01/02/2026' }))).toEqual({
      signedLeaseDate: 'invalidDate',
    });
  });

  it('refuses a signed lease date in the future or before 1900, on both forms that take one', () => {
    const ok = { signedLeaseDate: todayIso(), rentedPrice: 2100, disableListing: '0' };
    expect(markRentedSchema.safeParse(ok).success).toBe(true);
    expect(markRentedSchema.safeParse({ ...ok, signedLeaseDate: '1900-01-01' }).success).toBe(true);
    expect(messages(markRentedSchema.safeParse({ ...ok, signedLeaseDate: '2099-01-01' }))).toEqual({
      signedLeaseDate: 'notFuture',
    });
    const early = markRentedSchema.safeParse({ ...ok, signedLeaseDate: '0202-06-01' });
    expect(messages(early)).toEqual({ signedLeaseDate: 'dateBeforeYear' });
    expect(early.error!.issues[0]).toMatchObject({ params: { year: 1900 } });
    const staff = { availablityStatus: 'RENTED_ELSEWHERE', rentedPrice: 2100 };
    expect(messages(unavailabilitySchema.safeParse({ ...staff, date: '2099-01-01' }))).toEqual({
      date: 'notFuture',
    });
    expect(messages(unavailabilitySchema.safeParse({ ...staff, date: '1899-12-31' }))).toEqual({
      date: 'dateBeforeYear',
    });
  });
});
