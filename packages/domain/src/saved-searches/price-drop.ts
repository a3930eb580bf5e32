/*
 * Price drops of saved homes: a listing's price is the lowest monthly price of its priced units
 * (saved_homes.savedPrice is this when the home was saved), and a renter hears of a drop below
 * the last price they were told of, once per drop.
 */

/** The lowest monthly price of the units that show one; null when every unit is 'contact for pricing'. */
export function lowestPrice(
  units: readonly { monthlyPrice: number | null; contactForPricing: boolean }[],
): number | null {
  const prices = units.flatMap((u) =>
    !u.contactForPricing && u.monthlyPrice != null ? [u.monthlyPrice] : [],
  );
  return prices.length ? Math.min(...prices) : null;
}

/**
 * Whether `current` is a drop to announce to a renter who saved the home at `savedPrice` and was
 * last told of `lastAlertedPrice`: below the lower of the two known prices.
 */
export function isPriceDrop(
  current: number | null,
  home: { savedPrice: number | null; lastAlertedPrice: number | null },
): boolean {
  const known = [home.savedPrice, home.lastAlertedPrice].filter((p): p is number => p != null);
  return current != null && known.length > 0 && current < Math.min(...known);
}
