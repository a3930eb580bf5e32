import type { Bedrooms, PropertyType } from '@rentals/domain/listings/enums';

/*
 * schema.org descriptions of a listing and of a unit (listing-head.ts, landlord/unit-head.ts): the
 * kind of home by property type, its address, its rooms and size, and the rent as an offer to lease.
 * URLs are paths on this server; the head's writer makes them absolute.
 */

/** The schema.org type of a home of each property type. */
const RESIDENCE_TYPES: Record<PropertyType, string> = {
  APARTMENT: 'Apartment',
  CONDO: 'Apartment',
  BASEMENT: 'Apartment',
  HOUSE_OR_TOWNHOUSE: 'House',
  TOWNHOUSE: 'House',
  ROOM: 'Room',
  OTHER: 'Residence',
};

export const residenceType = (propertyType: PropertyType): string => RESIDENCE_TYPES[propertyType];

/** Bedrooms as a number: a studio has none; "four or more" counts four; a room in a shared home is not counted. */
export function bedroomCount(bedrooms: Bedrooms): number | null {
  switch (bedrooms) {
    case 'ROOM_SHARED_HOME':
      return null;
    case 'STUDIO':
      return 0;
    case 'FOUR_OR_MORE_BEDROOMS':
      return 4;
    default: {
      const words = ['ONE', 'TWO', 'THREE', 'FOUR', 'FIVE', 'SIX', 'SEVEN', 'EIGHT', 'NINE', 'TEN'];
      const n = words.indexOf(bedrooms.split('_')[0]!);
      return n < 0 ? null : n + 1;
    }
  }
}

interface LocationLike {
  address: string;
  city: { name: string; province: string };
}

/** The address the page shows, as a PostalAddress in Canada. */
export function postalAddress(location: LocationLike | null | undefined): object | undefined {
  if (!location) return undefined;
  return {
    '@type': 'PostalAddress',
    streetAddress: location.address,
    addressLocality: location.city.name,
    addressRegion: location.city.province,
    addressCountry: 'CA',
  };
}

/** One number when all are equal, a min–max QuantitativeValue when not, nothing when there are none. */
function quantity(
  values: readonly number[],
  unit?: { unitCode: string; unitText: string },
): object | number | undefined {
  if (!values.length) return undefined;
  const min = Math.min(...values);
  const max = Math.max(...values);
  if (min === max && !unit) return min;
  return {
    '@type': 'QuantitativeValue',
    ...(min === max ? { value: min } : { minValue: min, maxValue: max }),
    ...unit,
  };
}

export interface DescribedUnit {
  available: boolean;
  bedrooms: Bedrooms;
  bathrooms: number;
  unitSize?: number | null;
  monthlyPrice?: number | null;
  contactForPricing: boolean;
  startDateAvailability?: string | null;
}

/** The units a listing offers: those available, or all of them when none is (as the page's price does). */
export function offeredUnits<U extends { available: boolean }>(units: readonly U[]): U[] {
  const available = units.filter((u) => u.available);
  return available.length ? available : [...units];
}

const priceOf = (unit: DescribedUnit): number | null =>
  !unit.contactForPricing && unit.monthlyPrice != null && unit.monthlyPrice > 0 ? unit.monthlyPrice : null;

/** Bedrooms, bathrooms and floor size over the units (ranges when they differ), the properties that have a value. */
export function roomFacts(units: readonly DescribedUnit[]): Record<string, object | number> {
  const bedrooms = units.map((u) => bedroomCount(u.bedrooms)).filter((n): n is number => n != null);
  const bathrooms = [...new Set(units.map((u) => Math.ceil(u.bathrooms)))];
  const sizes = units.map((u) => u.unitSize).filter((s): s is number => s != null && s > 0);
  const facts: Record<string, object | number | undefined> = {
    numberOfBedrooms: quantity(bedrooms),
    // An integer by its definition (RESO's total: a half bathroom counts as one).
    numberOfBathroomsTotal: bathrooms.length === 1 ? bathrooms[0] : undefined,
    floorSize: quantity(sizes, { unitCode: 'FTK', unitText: 'sq ft' }),
  };
  return Object.fromEntries(Object.entries(facts).filter(([, v]) => v !== undefined)) as Record<
    string,
    object | number
  >;
}

const CAD = 'CAD';
const LEASE_OUT = 'http://purl.org/goodrelations/v1#LeaseOut';

/**
 * The monthly rent as an offer to lease: an Offer for one priced unit, an AggregateOffer
 * (lowest to highest rent) for several; nothing when every unit is 'Contact for Pricing!'.
 * `listed`: whether the listing is up for rent (public and not marked unavailable).
 */
export function rentOffer(units: readonly DescribedUnit[], url: string, listed: boolean): object | undefined {
  const offered = offeredUnits(units);
  const prices = offered.map(priceOf).filter((p): p is number => p != null);
  if (!prices.length) return undefined;
  const starts = offered
    .filter((u) => u.available && u.startDateAvailability)
    .map((u) => u.startDateAvailability!)
    .sort()[0];
  const common = {
    priceCurrency: CAD,
    availability:
      listed && units.some((u) => u.available)
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
    ...(starts ? { availabilityStarts: starts } : {}),
    businessFunction: LEASE_OUT,
    url,
  };
  if (prices.length === 1) {
    const price = prices[0]!;
    return {
      '@type': 'Offer',
      price,
      ...common,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: CAD,
        unitCode: 'MON',
        unitText: 'MONTH',
      },
    };
  }
  return {
    '@type': 'AggregateOffer',
    lowPrice: Math.min(...prices),
    highPrice: Math.max(...prices),
    offerCount: prices.length,
    ...common,
  };
}
