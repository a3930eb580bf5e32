/*
 * Price drops of saved homes: a listing's price is saved-homes/rules.ts lowestMonthlyPrice, the
 * price the saved-homes page compares (saved_homes.savedPrice is this when the home was saved), and
 * a renter hears of a drop below the last price they were told of, once per drop.
 */

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
