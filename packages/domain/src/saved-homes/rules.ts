import { isPubliclyVisible, type ListingStateFlags } from '../listings/states';

/*
 * What a renter's saved home says about the listing now (issue 22): whether it can still be rented,
 * and whether its price moved since it was saved. Pure, so the API, the page and the price-drop
 * alerts read the same answer.
 */

export const SAVED_HOME_STATUSES = [
  'AVAILABLE',
  'PRICE_DROPPED',
  'PRICE_INCREASED',
  'RENTED',
  'UNAVAILABLE',
] as const;
export type SavedHomeStatusKind = (typeof SAVED_HOME_STATUSES)[number];

export interface SavedHomeStatus {
  kind: SavedHomeStatusKind;
  /** The lowest monthly price when saved (dollars); null when the listing had none. */
  savedPrice: number | null;
  /** The lowest monthly price now; null when no unit shows a price or the home is gone. */
  currentPrice: number | null;
}

/** A unit as the price and availability rules read it. */
export interface PricedUnit {
  available: boolean;
  monthlyPrice: number | null;
  contactForPricing: boolean;
}

/** The listing's state as the status reads it; null when the listing was deleted. */
export interface SavedListingState extends Omit<ListingStateFlags, 'isPremium' | 'premiumEnd'> {
  rentedPrice: number | null;
  availablityStatus: string | null;
  units: readonly PricedUnit[];
}

/**
 * The lowest monthly rent a card shows: over the units offered (all of them when none is), priced
 * and not 'contact for pricing' (a 0 price means contact, spec/03 §3.7a), in whole dollars as it is
 * kept when saved (so cents never read as a price change). Null when none has one.
 */
export function lowestMonthlyPrice(units: readonly PricedUnit[]): number | null {
  const offered = units.some((u) => u.available) ? units.filter((u) => u.available) : units;
  const prices = offered
    .filter((u) => !u.contactForPricing && u.monthlyPrice != null && u.monthlyPrice > 0)
    .map((u) => u.monthlyPrice as number);
  return prices.length ? Math.round(Math.min(...prices)) : null;
}

/** Marked rented by its owner or by staff (spec/01 §4). */
export function isRented(listing: Pick<SavedListingState, 'rentedPrice' | 'availablityStatus'>): boolean {
  return (
    listing.rentedPrice != null ||
    listing.availablityStatus === 'RENTED_ON_PRODUCT' ||
    listing.availablityStatus === 'RENTED_ELSEWHERE'
  );
}

/**
 * The status of a saved home from the listing's state now. Rented comes first (the renter learns
 * why it is gone); then any listing the public no longer sees, or whose units are all taken; then
 * a price that moved from the one saved; otherwise still available.
 */
export function savedHomeStatus(
  listing: SavedListingState | null,
  savedPrice: number | null,
): SavedHomeStatus {
  const gone = (kind: 'RENTED' | 'UNAVAILABLE'): SavedHomeStatus => ({
    kind,
    savedPrice,
    currentPrice: null,
  });
  if (!listing) return gone('UNAVAILABLE');
  if (isRented(listing)) return gone('RENTED');
  if (!isPubliclyVisible(listing) || !listing.units.some((u) => u.available)) return gone('UNAVAILABLE');
  const currentPrice = lowestMonthlyPrice(listing.units);
  const kind =
    savedPrice == null || currentPrice == null || currentPrice === savedPrice
      ? 'AVAILABLE'
      : currentPrice < savedPrice
        ? 'PRICE_DROPPED'
        : 'PRICE_INCREASED';
  return { kind, savedPrice, currentPrice };
}
