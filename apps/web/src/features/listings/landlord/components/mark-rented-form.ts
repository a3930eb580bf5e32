import { markRentedSchema } from '@rentals/domain/listings/schemas';
import { z } from 'zod';
import { parseNumberText } from '../../../../lib/forms/number-text';

/** What the mark-as-rented inputs hold: text inputs give strings. */
export interface MarkRentedFormValues {
  signedLeaseDate: string;
  rentedPrice: string;
  disableListing: '' | '0' | '1';
  tenantNames: string;
}

export const MARK_RENTED_FIELDS = [
  'signedLeaseDate',
  'rentedPrice',
  'disableListing',
  'tenantNames',
] as const satisfies readonly (keyof MarkRentedFormValues)[];

/**
 * Empty inputs are absent, so the shared schema says which are required; the price is the number
 * typed (NaN when it is not one, which the schema names).
 */
function toInput(values: MarkRentedFormValues): Record<string, unknown> {
  return {
    signedLeaseDate: values.signedLeaseDate || undefined,
    rentedPrice: parseNumberText(values.rentedPrice, 'decimal'),
    disableListing: values.disableListing || undefined,
    tenantNames: values.tenantNames.trim() || null,
  };
}

/** The shared markRentedSchema (spec/01 §4), fed from the form's strings. */
export const markRentedFormSchema = z.preprocess(
  (values) => toInput(values as MarkRentedFormValues),
  markRentedSchema,
);

/** Today as YYYY-MM-DD in the viewer's time zone: the usual signed lease date. */
export function todayIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
