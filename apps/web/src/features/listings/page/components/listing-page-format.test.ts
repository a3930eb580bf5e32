import { UTILITIES } from '@rentals/domain/listings/enums';
import { describe, expect, it } from 'vitest';
import {
  flagsOn,
  formatMoney,
  galleryItems,
  isPremiumNow,
  isPriced,
  laundry,
  parkingTypes,
  petsAnswer,
  priceRange,
  wrapIndex,
} from './listing-page-format';

it('formatMoney shows CAD in each language, cents only when there are some', () => {
  expect(formatMoney(1850, 'en')).toBe('$1,850');
  expect(formatMoney(1850.5, 'en')).toBe('$1,850.50');
  expect(formatMoney(1850, 'fr').replace(/\s/g, ' ')).toBe('1 850 $');
});

describe('priceRange', () => {
  const unit = (monthlyPrice: number | null, available = true, contactForPricing = false) => ({
    monthlyPrice,
    available,
    contactForPricing,
  });

  it('spans the priced units offered for rent', () => {
    expect(priceRange([unit(2100), unit(1800), unit(2600, false)])).toEqual({ min: 1800, max: 2100 });
    expect(priceRange([unit(1800)])).toEqual({ min: 1800, max: 1800 });
  });

  it('uses every unit when none is offered', () => {
    expect(priceRange([unit(2600, false), unit(2400, false)])).toEqual({ min: 2400, max: 2600 });
  });

  it("is 'Contact for Pricing!' (null) when no unit has a price", () => {
    expect(priceRange([])).toBeNull();
    expect(priceRange([unit(null), unit(0), unit(1900, true, true)])).toBeNull();
  });

  it('isPriced agrees: a price above 0 without Contact for Pricing', () => {
    expect(isPriced(unit(1900))).toBe(true);
    expect(isPriced(unit(0))).toBe(false);
    expect(isPriced(unit(1900, true, true))).toBe(false);
  });
});

it('flagsOn keeps the set flags in the domain order', () => {
  const flags = Object.fromEntries(UTILITIES.map((u) => [u, false])) as Record<
    (typeof UTILITIES)[number],
    boolean
  >;
  flags.water = true;
  flags.electricity = true;
  expect(flagsOn(UTILITIES, flags)).toEqual(['electricity', 'water']);
});

describe('galleryItems', () => {
  const picture = (id: string, order: number, mimeType = 'image/webp') => ({ id, order, mimeType });

  it('puts the building pictures first, then each unit, each in stored order with its caption', () => {
    const items = galleryItems({
      title: 'Maple Court',
      pictures: [picture('b2', 1), picture('b1', 0)],
      units: [
        { title: 'Suite A', pictures: [picture('a1', 0)] },
        { title: 'Suite B', pictures: [picture('c2', 3), picture('c1', 2)] },
      ],
    });
    expect(items.map((i) => [i.picture.id, i.caption])).toEqual([
      ['b1', 'Maple Court'],
      ['b2', 'Maple Court'],
      ['a1', 'Suite A'],
      ['c1', 'Suite B'],
      ['c2', 'Suite B'],
    ]);
  });

  it('leaves out files that are not images', () => {
    const items = galleryItems({
      title: 'Maple Court',
      pictures: [picture('pdf', 0, 'application/pdf'), picture('b1', 1)],
      units: [],
    });
    expect(items.map((i) => i.picture.id)).toEqual(['b1']);
  });
});

it('wrapIndex goes round at both ends of the lightbox', () => {
  expect(wrapIndex(3, 3)).toBe(0);
  expect(wrapIndex(-1, 3)).toBe(2);
  expect(wrapIndex(1, 3)).toBe(1);
  expect(wrapIndex(5, 0)).toBe(0);
});

it('parkingTypes lists the distinct unit parking types, NONE only when nothing else', () => {
  expect(
    parkingTypes([
      { parking: 'GARAGE' },
      { parking: 'NONE' },
      { parking: 'ASSIGNED' },
      { parking: 'GARAGE' },
    ]),
  ).toEqual(['ASSIGNED', 'GARAGE']);
  expect(parkingTypes([{ parking: 'NONE' }, { parking: null }])).toEqual(['NONE']);
  expect(parkingTypes([{ parking: null }])).toEqual([]);
});

it('laundry is in the unit when a unit has a washer, else on site, else not said', () => {
  const unit = (inunitwasher: boolean) => ({ unitAppliances: { inunitwasher } });
  expect(laundry({ amenities: { onSiteLaundry: true }, units: [unit(false), unit(true)] })).toBe('inUnit');
  expect(laundry({ amenities: { onSiteLaundry: true }, units: [unit(false)] })).toBe('onSite');
  expect(laundry({ amenities: { onSiteLaundry: false }, units: [unit(false)] })).toBeNull();
});

it('isPremiumNow counts a boost until it ends', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  expect(isPremiumNow({ isPremium: false, premiumEnd: null }, now)).toBe(false);
  expect(isPremiumNow({ isPremium: true, premiumEnd: null }, now)).toBe(true);
  expect(isPremiumNow({ isPremium: true, premiumEnd: '2026-06-01T00:00:00Z' }, now)).toBe(true);
  expect(isPremiumNow({ isPremium: true, premiumEnd: '2026-04-01T00:00:00Z' }, now)).toBe(false);
});

it('petsAnswer lists the pets allowed, or says none, or that nothing was said', () => {
  expect(petsAnswer({ cat: true, dog: false, other: true, none: false })).toEqual({
    kind: 'allowed',
    pets: ['cat', 'other'],
  });
  expect(petsAnswer({ cat: false, dog: false, other: false, none: true })).toEqual({ kind: 'none' });
  expect(petsAnswer({ cat: false, dog: false, other: false, none: false })).toEqual({ kind: 'notGiven' });
});
