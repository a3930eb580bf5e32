import {
  RENTED_REASONS,
  unavailabilitySchema,
  type TenantSource,
  type UnavailabilityReason,
} from '@rentals/domain/listings/moderation';
import { withFieldLabels } from '@rentals/domain/i18n/field-labels';
import { MARK_RENTED_FIELD_LABELS, MODERATION_FIELD_LABELS } from '@rentals/domain/listings/field-labels';
import { z } from 'zod';
import { parseNumberText } from '../../../../lib/forms/number-text';

/** What the inputs of 'Mark Listing as Unavailable' hold: text inputs give strings. */
export interface UnavailableFormValues {
  availablityStatus: '' | UnavailabilityReason;
  message: string;
  rentedPrice: string;
  date: string;
  tuList: '' | TenantSource;
}

export const EMPTY_UNAVAILABLE_FORM: UnavailableFormValues = {
  availablityStatus: '',
  message: '',
  rentedPrice: '',
  date: '',
  tuList: '',
};

/** Step 1 asks why; step 2 the rented facts. */
export const STEP_FIELDS = {
  1: ['availablityStatus', 'message'],
  2: ['rentedPrice', 'date', 'tuList'],
} as const satisfies Record<1 | 2, readonly (keyof UnavailableFormValues)[]>;

export const UNAVAILABLE_FIELDS = [...STEP_FIELDS[1], ...STEP_FIELDS[2]] as const;

/** The step holding a field, so a server error on it can be shown where it is typed. */
export function stepOf(field: string): 1 | 2 {
  return (STEP_FIELDS[1] as readonly string[]).includes(field) ? 1 : 2;
}

/** Whether step 2's price and date are required: the listing was rented. */
export function isRentedReason(reason: UnavailableFormValues['availablityStatus']): boolean {
  return reason !== '' && RENTED_REASONS.includes(reason);
}

/**
 * Empty inputs are absent, so the shared schema says which are required; the price is the number
 * typed (NaN when it is not one, which the schema names).
 * The free text only goes with 'Other', the only reason that asks for it.
 */
export function toUnavailabilityInput(values: UnavailableFormValues): Record<string, unknown> {
  return {
    availablityStatus: values.availablityStatus || undefined,
    message: values.availablityStatus === 'OTHER' ? values.message.trim() || null : null,
    rentedPrice: parseNumberText(values.rentedPrice, 'decimal') ?? null,
    date: values.date || null,
    tuList: values.tuList || null,
  };
}

/** The shared unavailabilitySchema (spec/01 §4 availability toggle), fed from the form's strings. */
export const unavailableFormSchema = withFieldLabels(
  z.preprocess((values) => toUnavailabilityInput(values as UnavailableFormValues), unavailabilitySchema),
  // Step 2's date is the signed lease's, and its input says so: its messages name it the same way.
  { ...MODERATION_FIELD_LABELS, date: MARK_RENTED_FIELD_LABELS.signedLeaseDate },
);
