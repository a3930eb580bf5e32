/*
 * Where the SIN goes in and out of its column. It is stored only encrypted; until the product's
 * field encryption (envelope encryption with the master key) is on main, it is not stored at all:
 * the column stays null, so an applicant's SIN is never written in plaintext anywhere.
 */

/** The column value for a complete, valid SIN; null while there is no field encryption. */
export function sealSin(_sin: string): string | null {
  return null;
}

/** The SIN of a column value, or null when none was stored. */
export function openSin(stored: string | null): string | null {
  return stored === null ? null : null;
}
