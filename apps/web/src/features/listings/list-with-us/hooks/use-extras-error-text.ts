import { ERROR_MESSAGES, isErrorCode } from '@rentals/domain/errors/codes';
import { translate } from '@rentals/domain/i18n/translate';
import { isValidationMessageKey, VALIDATION_MESSAGES } from '@rentals/domain/i18n/validation-messages';
import { useCallback } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import type { ExtrasField } from '../form/lwu-values';

/** An error of the wizard's own fields in the current language, naming the field as it is labelled. */
export function useExtrasErrorText() {
  const { t } = useTranslation('listWithUs');
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
      const name = field as ExtrasField;
      const label =
        name === 'phone'
          ? t('phone.label')
          : name === 'signature'
            ? t('signature.title')
            : name === 'govtProof' || name === 'ownershipProof'
              ? t(`owner.${name}`)
              : name === 'planIds'
                ? t('steps.6')
                : t(`owner.questions.${name}`);
      return translate(VALIDATION_MESSAGES[isValidationMessageKey(key) ? key : 'invalid'], locale, {
        label,
        ...params,
      });
    },
    [locale, t],
  );
}

export type ExtrasErrorText = ReturnType<typeof useExtrasErrorText>;
