import {
  boostSettingsSchema,
  extendBoostSchema,
  type BoostSettingsInput,
  type ExtendBoostInput,
} from '@rentals/domain/billing/schemas';
import { z } from 'zod';
import { parseNumberText } from '../../../lib/forms/number-text';

/*
 * The boost forms on /boostListing. The inputs hold text; the shared schemas read numbers. The
 * price is typed in dollars under the schema's name (priceCents), so its error lands on its input.
 */
export interface BoostSettingsFormValues {
  /** Dollars as typed ('29.99', '29,99'). */
  priceCents: string;
  days: string;
}

export interface ExtendBoostFormValues {
  days: string;
}

/** Dollars as typed to cents; NaN and undefined pass through for the schema to report. */
export function dollarsToCents(text: string): number | undefined {
  const dollars = parseNumberText(text, 'decimal');
  if (dollars === undefined || Number.isNaN(dollars)) return dollars;
  return Math.round(dollars * 100);
}

/** Cents as the price field shows them, with the language's decimal comma ('29,99' in French). */
export function centsToDollars(cents: number, locale: 'en' | 'fr' = 'en'): string {
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return locale === 'fr' ? text.replace('.', ',') : text;
}

export const boostSettingsFormSchema = z.preprocess((input) => {
  const values = input as BoostSettingsFormValues;
  return {
    priceCents: dollarsToCents(values.priceCents),
    days: parseNumberText(values.days, 'integer'),
  };
}, boostSettingsSchema) as unknown as z.ZodType<BoostSettingsInput, unknown>;

export const extendBoostFormSchema = z.preprocess(
  (input) => ({ days: parseNumberText((input as ExtendBoostFormValues).days, 'integer') }),
  extendBoostSchema,
) as unknown as z.ZodType<ExtendBoostInput, unknown>;
