import {
  FIELD_LABELS,
  isValidationMessageKey,
  VALIDATION_MESSAGES,
} from '@rentals/domain/i18n/validation-messages';
import { ERROR_MESSAGES, isErrorCode } from '@rentals/domain/errors/codes';
import { translate } from '@rentals/domain/i18n/translate';
import type { Locale } from '@rentals/domain/users/enums';

/** The label of a form field in the given language; unknown fields fall back to their name. */
export function fieldLabel(field: string, locale: Locale): string {
  const label = (FIELD_LABELS as Record<string, { en: string; fr: string } | undefined>)[field];
  return label ? label[locale] : field;
}

/**
 * Turns a validation message key (what the shared zod schemas and the API answer) or an error
 * code put on a field (EMAIL_TAKEN on the e-mail) into text. Anything else is a zod default
 * message (a wrong type, which the inputs mostly prevent) and reads as "{label} is not valid".
 */
export function validationText(
  key: string,
  field: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  if (isErrorCode(key)) return translate(ERROR_MESSAGES[key], locale, params);
  const messageKey = isValidationMessageKey(key) ? key : 'invalid';
  return translate(VALIDATION_MESSAGES[messageKey], locale, { label: fieldLabel(field, locale), ...params });
}
