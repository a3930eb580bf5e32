import { useState } from 'react';
import { useLocale } from '../../i18n/use-locale';
import { validationText } from '../../i18n/validation';
import { errorText, type AppError } from '../errors/graphql-error';

/**
 * An upload's refusal as text in the current language. A picture refused for what it is (too
 * small, too large) comes as VALIDATION_FAILED on the `file` field: its own message ('The image
 * must be at least 300px wide and high') says what to do, where the code's generic one would not.
 */
export function useUploadError() {
  const locale = useLocale();
  const [error, setError] = useState<AppError | null>(null);
  const issue = error?.code === 'VALIDATION_FAILED' ? error.fields[0] : undefined;
  const message = !error
    ? null
    : issue
      ? validationText({}, issue.key, issue.path, locale, issue.params)
      : errorText(error, locale);
  return { message, setError } as const;
}
