import { fieldLabelFor } from '@rentals/domain/i18n/field-labels';
import { isValidationMessageKey, VALIDATION_MESSAGES } from '@rentals/domain/i18n/validation-messages';
import { ERROR_MESSAGES, isErrorCode } from '@rentals/domain/errors/codes';
import { translate } from '@rentals/domain/i18n/translate';
import type { Locale } from '@rentals/domain/users/enums';

/**
 * The label a schema gives one of its fields (by the field's full path), in the given language;
 * a field without one falls back to its name.
 */
export function fieldLabel(schema: object, field: string, locale: Locale): string {
  return fieldLabelFor(schema, field)?.[locale] ?? field.split('.').pop() ?? field;
}

/**
 * Turns a validation message key, for a field of `schema`, (what the shared zod schemas and the API answer) or an error
 * code put on a field (EMAIL_TAKEN on the e-mail) into text. Anything else is a zod default
 * message (a wrong type, which the inputs mostly prevent) and reads as "{label} is not valid".
 */
export function validationText(
  schema: object,
  key: string,
  field: string,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  if (isErrorCode(key)) return translate(ERROR_MESSAGES[key], locale, params);
  const messageKey = isValidationMessageKey(key) ? key : 'invalid';
  return translate(VALIDATION_MESSAGES[messageKey], locale, {
    label: fieldLabel(schema, field, locale),
    ...params,
  });
}
