import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WizardErrorText } from '../hooks/use-wizard-error-text';
import type { WizardValues } from '../form/wizard-values';

/** The form's text-valued fields. */
export type TextFieldName = {
  [K in keyof WizardValues]: WizardValues[K] extends string ? K : never;
}[keyof WizardValues];

/**
 * A text or select field of the dialog, labelled with the field's name in the current language.
 * Number inputs are NumberField, which keeps what is typed as typed.
 */
export function WizardTextField({
  name,
  control,
  errorText,
  helperText,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
  name: TextFieldName;
  control: Control<WizardValues>;
  errorText: WizardErrorText;
}) {
  const { t } = useTranslation('listingWizard');
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          label={t(`fields.${name}`)}
          fullWidth
          {...props}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={!!fieldState.error}
          helperText={errorText(name, fieldState.error) ?? helperText}
        />
      )}
    />
  );
}
