import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AppCodeField } from './AppCodeField';
import Typography from '@mui/material/Typography';
import { REAUTHENTICATION_WINDOW_MINUTES } from '@rentals/domain/auth/reauthentication-rules';
import { confirmTwoFactorSchema, disableTwoFactorSchema } from '@rentals/domain/auth/two-factor-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmationErrorAlert } from '../../../components/ConfirmationErrorAlert';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { toAppError, type AppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { DisableTwoFactorDocument, RegenerateRecoveryCodesDocument } from '../api/two-factor-operations';
import { SignInAgainButton } from './SignInAgainButton';

/** New recovery codes for a current code; `onCodes` shows them. */
export function RegenerateCodesForm({ onCodes }: { onCodes(codes: string[]): void }) {
  const { t } = useTranslation('auth');
  const [regenerate] = useMutation(RegenerateRecoveryCodesDocument);
  const form = useDomainForm(confirmTwoFactorSchema, { code: '' });

  const onSubmit = form.handleSubmit(async ({ code }) => {
    form.formError.setError(null);
    try {
      const { data } = await regenerate({ variables: { code } });
      if (data) onCodes(data.regenerateRecoveryCodes);
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, form.setError, ['code'])) form.formError.setError(appError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="regenerate-title">
      <Stack spacing={2}>
        <Typography variant="h6" component="h3" id="regenerate-title">
          {t('twoFactor.regenerate.title')}
        </Typography>
        <Typography>{t('twoFactor.regenerate.intro')}</Typography>
        <FormAlert message={form.formError.message} />
        <AppCodeField field={form.textField('code')} />
        <Button
          type="submit"
          variant="outlined"
          loading={form.formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('twoFactor.regenerate.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * Turning two-factor off: the password and a current code, or for an account without a password
 * (`hasPassword` false) the code alone, accepted while its sign-in is recent; past that, the
 * server asks for a fresh sign-in and the form offers it, keeping the typed code.
 */
export function DisableTwoFactorForm({
  staff,
  hasPassword,
  onDisabled,
}: {
  staff: boolean;
  hasPassword: boolean;
  onDisabled(): void;
}) {
  const { t } = useTranslation('auth');
  const [disable] = useMutation(DisableTwoFactorDocument);
  const form = useDomainForm(disableTwoFactorSchema, hasPassword ? { password: '', code: '' } : { code: '' });
  const [error, setError] = useState<AppError | null>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await disable({ variables: { code: values.code, password: values.password ?? undefined } });
      onDisabled();
    } catch (caught) {
      const appError = toAppError(caught);
      if (!applyServerErrors(appError, form.setError, ['password', 'code'])) setError(appError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="disable-title">
      <Stack spacing={2}>
        <Typography variant="h6" component="h3" id="disable-title">
          {t('twoFactor.disable.title')}
        </Typography>
        <Typography>
          {hasPassword
            ? t('twoFactor.disable.intro')
            : t('twoFactor.disable.introNoPassword', { minutes: REAUTHENTICATION_WINDOW_MINUTES })}
        </Typography>
        {staff && <Typography color="warning.main">{t('twoFactor.disable.staffWarning')}</Typography>}
        <ConfirmationErrorAlert error={error} signInAgain={<SignInAgainButton />} />
        {hasPassword && (
          <PasswordField
            {...form.textField('password')}
            autoComplete="current-password"
            required
            sx={{ maxWidth: 320 }}
          />
        )}
        <AppCodeField field={form.textField('code')} />
        <Button
          type="submit"
          variant="outlined"
          color="error"
          loading={form.formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('twoFactor.disable.submit')}
        </Button>
      </Stack>
    </form>
  );
}
