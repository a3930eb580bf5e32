export { formatMoney, formatNumber } from '../../../../lib/format/number';

interface PricedUnit {
  monthlyPrice?: number | null;
  contactForPricing: boolean;
}

export type PriceSummary =
  { kind: 'contact' } | { kind: 'single'; amount: number } | { kind: 'range'; min: number; max: number };

/**
 * The rent a building row shows: one price, the range over its priced units, or 'Contact for
 * Pricing!' when no unit has a price (spec/03 §3.7a: a missing or 0 price means contact).
 */
export function priceSummary(units: readonly PricedUnit[]): PriceSummary {
  const prices = units
    .filter((u) => !u.contactForPricing && u.monthlyPrice != null && u.monthlyPrice > 0)
    .map((u) => u.monthlyPrice as number);
  if (prices.length === 0) return { kind: 'contact' };
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  return min === max ? { kind: 'single', amount: min } : { kind: 'range', min, max };
}

/** Pictures in their stored order (smallest `order` first). */
export function inOrder<T extends { order: number }>(pictures: readonly T[]): T[] {
  return [...pictures].sort((a, b) => a.order - b.order);
}

/**
 * What the unit page's success dialog says after `?showModal=true`: a building created with its
 * first unit, or a unit added to a building that already had one.
 */
export function createdKind(unitCount: number): 'building' | 'unit' {
  return unitCount > 1 ? 'unit' : 'building';
}
