import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

/**
 * The 6-digit code of an authenticator app: offered by the browser's one-time-code autofill, with
 * the phone's number pad. `field` is the form hook's textField('code').
 */
export function AppCodeField({ field }: { field: TextFieldProps }) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      {...field}
      label={t('twoFactor.step.codeLabel')}
      autoComplete="one-time-code"
      required
      slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9 ]*' } }}
      sx={{ maxWidth: 320 }}
    />
  );
}
