import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { REAUTHENTICATION_WINDOW_MINUTES } from '@rentals/domain/auth/reauthentication-rules';
import { confirmItIsYouSchema } from '@rentals/domain/users/schemas';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmationErrorAlert } from '../../../components/ConfirmationErrorAlert';
import { PasswordField } from '../../../components/PasswordField';
import { toAppError, type AppError } from '../../../lib/errors/graphql-error';
import { useDomainForm } from '../../../lib/forms/use-domain-form';

export interface DeleteAccountFormProps {
  /** False for an account opened by hosted login: its recent sign-in confirms it, no field shows. */
  hasPassword: boolean;
  graceDays: number;
  /** 'Keep my account' was just used. */
  cancelled: boolean;
  /** Asks the API; throws its error. */
  onRequest(password: string | undefined): Promise<void>;
  /** The way to sign in again when the server asks for it (given by the page: another feature's). */
  SignInAgain: ComponentType;
}

/**
 * Asking for the deletion: the password confirms that it is the owner, or for an account without
 * one its recent sign-in; past that, the server asks for a fresh sign-in and the form offers it.
 */
export function DeleteAccountForm({
  hasPassword,
  graceDays,
  cancelled,
  onRequest,
  SignInAgain,
}: DeleteAccountFormProps) {
  const { t } = useTranslation('dataRights');
  const { handleSubmit, textField, formState, reset } = useDomainForm(
    confirmItIsYouSchema,
    hasPassword ? { password: '' } : {},
  );
  const [error, setError] = useState<AppError | null>(null);

  const submit = handleSubmit(async ({ password }) => {
    setError(null);
    try {
      await onRequest(password ?? undefined);
      reset();
    } catch (caught) {
      // The typed password stays: the person corrects it or signs in again.
      setError(toAppError(caught));
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => void submit(event)}
      sx={{ maxWidth: 420, alignItems: 'flex-start' }}
    >
      {cancelled && (
        <Alert severity="success" role="status" sx={{ alignSelf: 'stretch' }}>
          {t('deletion.cancelled')}
        </Alert>
      )}
      <ConfirmationErrorAlert error={error} signInAgain={<SignInAgain />} />
      {hasPassword ? (
        <PasswordField
          {...textField('password')}
          label={t('deletion.password')}
          helperText={textField('password').helperText || t('deletion.passwordHelp')}
          autoComplete="current-password"
          required
          fullWidth
        />
      ) : (
        <Typography>{t('deletion.noPassword', { minutes: REAUTHENTICATION_WINDOW_MINUTES })}</Typography>
      )}
      <Typography>{t('deletion.confirm.text', { graceDays })}</Typography>
      <Button type="submit" variant="contained" color="error" disabled={formState.isSubmitting}>
        {t('deletion.confirm.confirm', { graceDays })}
      </Button>
    </Stack>
  );
}
