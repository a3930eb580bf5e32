import { useEffect, useRef } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { LeaseTerms } from '@rentals/domain/leases/terms';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { forgetLeaseDraft, keepLeaseDraft } from '../format/draft-storage';
import type { LeaseFormValues } from '../format/lease-form';

/** Half a second after the last key stroke, what is typed is written to this browser's storage. */
const SAVE_DELAY_MS = 500;

/** Keeps the lease form's values under `key` once the landlord changed something; `forget` on success. */
export function useLeaseDraft(
  control: Control<LeaseFormValues, unknown, LeaseTerms>,
  key: string,
  dirty: boolean,
) {
  const values = useWatch({ control }) as LeaseFormValues;
  const debounced = useDebouncedValue(values, SAVE_DELAY_MS);
  const done = useRef(false);
  useEffect(() => {
    if (dirty && !done.current) keepLeaseDraft(key, debounced);
  }, [debounced, dirty, key]);
  return {
    forget: () => {
      done.current = true;
      forgetLeaseDraft(key);
    },
  };
}
