import { SIN_LENGTH } from './limits';

/*
 * Social Insurance Number. Optional (PIPEDA: an applicant may not be made to give it). It is
 * stored encrypted, never logged, and shown in full to the applicant only; anyone else sees
 * maskSin's form.
 */

/** The digits of a SIN as typed, spaces and dashes dropped ('046 454 286' → '046454286'). */
export function normalizeSin(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** Digits only, at most 9: what the field accepts (it may be partial). */
export function isSinInput(sin: string): boolean {
  return new RegExp(`^\\d{0,${SIN_LENGTH}}$`).test(sin);
}

/** Nine digits passing the Luhn check, as every SIN issued does. */
export function isValidSin(input: string): boolean {
  const sin = normalizeSin(input);
  if (!new RegExp(`^\\d{${SIN_LENGTH}}$`).test(sin)) return false;
  let sum = 0;
  for (let i = 0; i < sin.length; i++) {
    // Every second digit, from the second, is doubled; a two-digit product adds its digits.
    const digit = Number(sin[i]) * (i % 2 === 1 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  }
  return sum % 10 === 0;
}

/**
 * A SIN for anyone but the applicant: only the last 3 digits of a complete SIN are shown
 * ('*** *** 286'). A partial SIN is masked entirely, as its last digits would be most of it.
 */
export function maskSin(input: string): string {
  const sin = normalizeSin(input);
  if (sin === '') return '';
  if (sin.length < SIN_LENGTH) return '*'.repeat(sin.length);
  return `*** *** ${sin.slice(-3)}`;
}
