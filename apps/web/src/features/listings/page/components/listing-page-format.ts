import { PARKING_TYPES, type ParkingType } from '@rentals/domain/listings/enums';
import { galleryOrder } from '@rentals/domain/listings/gallery';
export { formatMoney, formatNumber } from '../../../../lib/format/number';

/*
 * Pure helpers of /listing/{id}. Money and numbers come from lib/format/number, dates from
 * lib/format/date (the public pages' one date format).
 */

interface PricedUnit {
  available: boolean;
  monthlyPrice?: number | null;
  contactForPricing: boolean;
}

export type Range = { min: number; max: number };

/**
 * The rent the page's header shows: the range over the priced units offered for rent (all units
 * when none is offered), or null for 'Contact for Pricing!' (spec/03 §3.7a: a missing or 0 price
 * means contact).
 */
export function priceRange(units: readonly PricedUnit[]): Range | null {
  const offered = units.filter((u) => u.available);
  const prices = (offered.length ? offered : units)
    .filter((u) => !u.contactForPricing && u.monthlyPrice != null && u.monthlyPrice > 0)
    .map((u) => u.monthlyPrice as number);
  return prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null;
}

/** Whether a unit shows a price: not 'Contact for Pricing!' and a price above 0. */
export function isPriced(unit: Omit<PricedUnit, 'available'>): boolean {
  return !unit.contactForPricing && unit.monthlyPrice != null && unit.monthlyPrice > 0;
}

/** The names whose flag is set, in the order of `names` (the domain's option order). */
export function flagsOn<K extends string>(names: readonly K[], flags: Readonly<Record<K, boolean>>): K[] {
  return names.filter((name) => flags[name]);
}

interface GalleryPicture {
  id: string;
  order: number;
  mimeType: string;
}

/** A picture of the gallery and whose picture it is (the building's or a unit's title). */
export interface GalleryItem<P> {
  picture: P;
  caption: string;
}

/**
 * The gallery: the building's pictures in their stored order, then each unit's, each captioned
 * with the title it belongs to. Only images: a PDF uploaded as a picture has no copy to show.
 */
export function galleryItems<P extends GalleryPicture>(listing: {
  title: string;
  pictures: readonly P[];
  units: readonly { title: string; pictures: readonly P[] }[];
}): GalleryItem<P>[] {
  return galleryOrder(listing, (picture) => picture.mimeType.startsWith('image/')).map(
    ({ picture, unit }) => ({
      picture,
      caption: unit ? unit.title : listing.title,
    }),
  );
}

/** The next index of a carousel of `length` items, wrapping round at both ends. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0;
  return ((index % length) + length) % length;
}

/** The distinct parking types of the units, in the domain's order; NONE only when no unit has parking. */
export function parkingTypes(units: readonly { parking?: ParkingType | null }[]): ParkingType[] {
  const present = new Set(units.map((u) => u.parking).filter((p): p is ParkingType => !!p));
  const types = PARKING_TYPES.filter((type) => present.has(type));
  return types.length > 1 ? types.filter((type) => type !== 'NONE') : types;
}

export type Laundry = 'inUnit' | 'onSite';

/** Where tenants do laundry: in the unit (a unit has a washer), on site (building amenity), or not said. */
export function laundry(listing: {
  amenities: { onSiteLaundry: boolean };
  units: readonly { unitAppliances: { inunitwasher: boolean } }[];
}): Laundry | null {
  if (listing.units.some((u) => u.unitAppliances.inunitwasher)) return 'inUnit';
  if (listing.amenities.onSiteLaundry) return 'onSite';
  return null;
}

/** A boost counts while it has not ended (premiumEnd in the future, or none set). */
export function isPremiumNow(
  listing: { isPremium: boolean; premiumEnd?: string | null },
  now: Date,
): boolean {
  if (!listing.isPremium) return false;
  if (!listing.premiumEnd) return true;
  const end = new Date(listing.premiumEnd);
  return Number.isNaN(end.getTime()) || end.getTime() > now.getTime();
}

export type PetsAnswer =
  { kind: 'none' } | { kind: 'notGiven' } | { kind: 'allowed'; pets: ('cat' | 'dog' | 'other')[] };

/** What the pets section says: no pets, the pets allowed, or nothing said (spec/03 §3.7: none excludes the others). */
export function petsAnswer(pets: { cat: boolean; dog: boolean; other: boolean; none: boolean }): PetsAnswer {
  const allowed = (['cat', 'dog', 'other'] as const).filter((pet) => pets[pet]);
  if (allowed.length) return { kind: 'allowed', pets: allowed };
  return pets.none ? { kind: 'none' } : { kind: 'notGiven' };
}
