import { ERROR_MESSAGES, isErrorCode } from '@rentals/domain/errors/codes';
import { translate } from '@rentals/domain/i18n/translate';
import { isValidationMessageKey, VALIDATION_MESSAGES } from '@rentals/domain/i18n/validation-messages';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import type { WizardField } from '../form/wizard-values';

/**
 * A field's error in the current language. The {label} is the label the field shows (so 'Unit title
 * is required' names the field the user sees), and `types` fill the other placeholders.
 */
export function useWizardErrorText() {
  const { t } = useTranslation('listingWizard');
  const locale = useLocale();
  return useCallback(
    (field: string, error: FieldError | undefined): string | undefined => {
      const key = error?.message;
      if (!key) return undefined;
      const params: Record<string, string> = {};
      for (const [name, value] of Object.entries(error.types ?? {})) {
        if (typeof value === 'string') params[name] = value;
      }
      if (isErrorCode(key)) return translate(ERROR_MESSAGES[key], locale, params);
      const label = t(`fields.${field as WizardField}`);
      const message = VALIDATION_MESSAGES[isValidationMessageKey(key) ? key : 'invalid'];
      return translate(message, locale, { label, ...params });
    },
    [locale, t],
  );
}

export type WizardErrorText = ReturnType<typeof useWizardErrorText>;
