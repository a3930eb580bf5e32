/*
 * Price drops of saved homes: a listing's price is saved-homes/rules.ts lowestMonthlyPrice, the
 * price the saved-homes page compares (saved_homes.savedPrice is this when the home was saved), and
 * a renter hears of a drop below the last price they knew of, once per drop.
 */

/** The price a renter last knew: the last one announced to them, else the one they saved at. */
export function knownPrice(home: {
  savedPrice: number | null;
  lastAlertedPrice: number | null;
}): number | null {
  return home.lastAlertedPrice ?? home.savedPrice;
}

/**
 * Whether `current` is a drop to announce to a renter who saved the home: below the price they
 * last knew. A rise is remembered without an e-mail (`isPriceRise`), so a later cut from the
 * higher price is news again.
 */
export function isPriceDrop(
  current: number | null,
  home: { savedPrice: number | null; lastAlertedPrice: number | null },
): boolean {
  const known = knownPrice(home);
  return current != null && known != null && current < known;
}

/** Whether `current` is above the price the renter last knew (remembered, not announced). */
export function isPriceRise(
  current: number | null,
  home: { savedPrice: number | null; lastAlertedPrice: number | null },
): boolean {
  const known = knownPrice(home);
  return current != null && known != null && current > known;
}
