import type { Locale } from '@rentals/domain/users/enums';
import { parseNumberText, type NumberKind } from '../../../lib/forms/number-text';

/*
 * The text of the wizard's number inputs. The draft holds numbers (or null); the inputs hold text
 * as typed, and an amount is shown with its thousands separators once the field is left
 * (spec/02 §5: 'shown with a dollar sign and thousands separators').
 */

/** The number a typed text stands for: null when empty, NaN when not a number (the schema says why). */
export function numberFromText(text: string, kind: NumberKind): number | null {
  return parseNumberText(text, kind) ?? null;
}

/** A whole-dollar amount with the language's thousands separators: 1,200 or 1 200. */
export function formatAmount(value: number | null, locale: Locale): string {
  if (value === null || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 2 })
    .format(value)
    .replace(/[\u00a0\u202f]/g, ' ');
}

/** A number as plain text for editing: no separators. */
export function plainNumber(value: number | null): string {
  return value === null || !Number.isFinite(value) ? '' : String(value);
}

/** The pet weight as left on blur: a trailing dot ('12.') is dropped (spec/02 §5). */
export function trimTrailingDot(text: string): string {
  return text.trim().replace(/[.,]$/, '');
}
