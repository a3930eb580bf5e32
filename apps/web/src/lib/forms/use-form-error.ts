import { useState } from 'react';
import { errorText, type AppError } from '../errors/graphql-error';
import { useLocale } from '../../i18n/use-locale';

/** A form's top-level error, kept as a code so it follows a language switch. */
export function useFormError() {
  const locale = useLocale();
  const [error, setError] = useState<AppError | null>(null);
  return { message: error ? errorText(error, locale) : null, setError } as const;
}
