import { BEDROOMS, type Bedrooms } from '@rentals/domain/listings/enums';
export { formatMoney, formatNumber } from '../../../lib/format/number';

/* Pure helpers of the listing card; money and numbers are written by lib/format/number. */

export type Range = { min: number; max: number };

function range(values: readonly number[]): Range | null {
  if (values.length === 0) return null;
  return { min: Math.min(...values), max: Math.max(...values) };
}

interface Rent {
  monthlyPrice?: number | null;
  contactForPricing: boolean;
}

interface PricedUnit extends Rent {
  available: boolean;
}

interface CardUnit extends PricedUnit {
  bedrooms: Bedrooms;
  bathrooms: number;
  unitSize?: number | null;
}

/** The units a card describes: those offered for rent, or all of them when none is. */
export function shownUnits<T extends { available: boolean }>(units: readonly T[]): T[] {
  const available = units.filter((u) => u.available);
  return available.length ? available : [...units];
}

/** Whether a unit has a rent to show (spec/03 §3.7a: a missing or 0 price means contact). */
export function isPriced<T extends Rent>(unit: T): unit is T & { monthlyPrice: number } {
  return !unit.contactForPricing && unit.monthlyPrice != null && unit.monthlyPrice > 0;
}

/** The range over these units' prices, whether or not they are available. */
export function pricesOf(units: readonly Rent[]): Range | null {
  return range(units.filter(isPriced).map((u) => u.monthlyPrice));
}

/**
 * The rent of a card: the range over priced units, or null for 'Contact for Pricing!' when no
 * unit has a price.
 */
export function priceRange(units: readonly PricedUnit[]): Range | null {
  return pricesOf(shownUnits(units));
}

/** The smallest and largest bedroom choice of the units, in the order of BEDROOMS. */
export function bedroomRange(units: readonly CardUnit[]): { min: Bedrooms; max: Bedrooms } | null {
  const indexes = range(shownUnits(units).map((u) => BEDROOMS.indexOf(u.bedrooms)));
  return indexes && { min: BEDROOMS[indexes.min]!, max: BEDROOMS[indexes.max]! };
}

export function bathroomRange(units: readonly CardUnit[]): Range | null {
  return range(shownUnits(units).map((u) => u.bathrooms));
}

/** Sizes in square feet of the units that give one. */
export function sizeRange(units: readonly CardUnit[]): Range | null {
  return range(
    shownUnits(units)
      .map((u) => u.unitSize)
      .filter((s): s is number => s != null && s > 0),
  );
}
