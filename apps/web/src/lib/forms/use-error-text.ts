import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useLocale } from '../../i18n/use-locale';
import { validationText } from '../../i18n/validation';

/**
 * Returns a function giving the error of a field of `schema` in the current language. Errors hold message keys,
 * so switching the language re-translates the errors already on screen.
 */
export function useErrorText(schema: object) {
  const locale = useLocale();
  return useCallback(
    (field: string, error: FieldError | undefined): string | undefined => {
      if (!error?.message) return undefined;
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(error.types ?? {})) {
        if (typeof value === 'string') params[name] = value;
      }
      return validationText(schema, error.message, field, locale, params);
    },
    [locale, schema],
  );
}
