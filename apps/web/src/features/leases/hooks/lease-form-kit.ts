import type { LeaseTerms } from '@rentals/domain/leases/terms';
import type { Control, FieldError, Path } from 'react-hook-form';
import type { LeaseFormValues } from '../format/lease-form';

/** What each section of the lease form needs: the form's control, its labels and its error text. */
export interface LeaseFormKit {
  control: Control<LeaseFormValues, unknown, LeaseTerms>;
  /** The domain's label of a field (field-labels.ts), in the current language. */
  label: (path: string) => string;
  errorText: (name: string, error: FieldError | undefined) => string | undefined;
}

export type LeaseFieldPath = Path<LeaseFormValues>;
