import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../../components/ControlledTextField';
import type { ListWithUsExtras } from '../form/lwu-values';
import type { ExtrasErrorText } from '../hooks/use-extras-error-text';

/** Step 1's phone (spec/03 §4.1, §5): required, Canadian, saved on the account at submit. */
export function PhoneField({
  control,
  errorText,
}: {
  control: Control<ListWithUsExtras>;
  errorText: ExtrasErrorText;
}) {
  const { t } = useTranslation('listWithUs');
  return (
    <ControlledTextField
      control={control}
      name="phone"
      errorText={errorText}
      label={t('phone.label')}
      placeholder={t('phone.placeholder')}
      helperText={t('phone.hint')}
      type="tel"
      autoComplete="tel"
      required
      fullWidth
    />
  );
}
