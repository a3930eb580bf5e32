import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import { RENTAL_APPLICATION_FIELD_HINTS } from '@rentals/domain/rental-applications/field-labels';
import { rentalApplicationOfferSchema } from '@rentals/domain/rental-applications/validation';
import { useFormContext, type FieldError, type Path } from 'react-hook-form';
import { useLocale } from '../../../../i18n/use-locale';
import { fieldLabel } from '../../../../i18n/validation';
import { useErrorText } from '../../../../lib/forms/use-error-text';

export type DraftPath = Path<RentalApplicationDraft>;

// Every page's schema carries the same labels (the draft's); any of them names a field.
const LABELLED_SCHEMA = rentalApplicationOfferSchema;

/**
 * A wizard field's label (the domain's field-labels.ts), hint and error text in the current
 * language. The error is read wherever the resolver put it (dotted or nested).
 */
export function useDraftField(name: DraftPath) {
  const { control, getFieldState, formState } = useFormContext<RentalApplicationDraft>();
  const locale = useLocale();
  const errorText = useErrorText(LABELLED_SCHEMA);
  const error = getFieldState(name, formState).error as FieldError | undefined;
  return {
    control,
    label: fieldLabel(LABELLED_SCHEMA, name, locale),
    hint: RENTAL_APPLICATION_FIELD_HINTS[name]?.[locale],
    error: errorText(name, error),
  };
}
