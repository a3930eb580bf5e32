import { createBookingSchema } from '@rentals/domain/messaging/schemas';
import { z } from 'zod';
import { parseNumberText } from '../../../lib/forms/number-text';

/** What the contact form's inputs hold: text inputs give strings. */
export interface ContactFormValues {
  text: string;
  moveInDate: string;
  householdSize: string;
}

export const CONTACT_FIELDS = [
  'text',
  'moveInDate',
  'householdSize',
] as const satisfies readonly (keyof ContactFormValues)[];

export const EMPTY_CONTACT_FORM: ContactFormValues = { text: '', moveInDate: '', householdSize: '' };

/**
 * The shared createBookingSchema fed from the form's strings, for one listing: empty optional
 * inputs are absent, the household size is the number typed (NaN when it is not one, which the
 * schema names).
 */
export function contactFormSchema(listingId: string) {
  return z.preprocess((input) => {
    const values = input as ContactFormValues;
    return {
      listing: listingId,
      text: values.text,
      moveInDate: values.moveInDate || undefined,
      householdSize: parseNumberText(values.householdSize, 'integer'),
    };
  }, createBookingSchema);
}
