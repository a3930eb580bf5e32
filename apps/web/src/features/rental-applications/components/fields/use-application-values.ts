import type { RentalApplicationDraft } from '@rentals/domain/rental-applications/draft';
import { useFormContext, useWatch } from 'react-hook-form';

/** The draft as it is now, for the conditions of spec/02 §4 (what is shown). */
export function useApplicationValues(): RentalApplicationDraft {
  const { control } = useFormContext<RentalApplicationDraft>();
  return useWatch({ control }) as RentalApplicationDraft;
}
