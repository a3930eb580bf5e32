import { markRentedSchema } from '@rentals/domain/listings/schemas';
import { z } from 'zod';

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

/** Empty inputs are absent, so the shared schema says which are required; the price is a number. */
function toInput(values: MarkRentedFormValues): Record<string, unknown> {
  const price = values.rentedPrice.trim();
  return {
    signedLeaseDate: values.signedLeaseDate || undefined,
    rentedPrice: price === '' ? undefined : Number(price),
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
