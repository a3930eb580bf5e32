import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { twoFactorCodeFormSchema } from '@rentals/domain/auth/two-factor-schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useSession } from '../../../lib/session/session-context';
import { CompleteTwoFactorLoginDocument } from '../api/two-factor-operations';

/**
 * The second step of signing in when the account has two-factor on: the app's code, or a recovery
 * code after the switch. An expired challenge offers to start over from the password.
 */
export function TwoFactorCodeStep({
  challenge,
  onRestart,
  onSignedIn,
}: {
  challenge: string;
  onRestart(): void;
  onSignedIn?(): void;
}) {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const [recovery, setRecovery] = useState(false);
  const [expired, setExpired] = useState(false);
  const [complete] = useMutation(CompleteTwoFactorLoginDocument);
  const {
    textField,
    formError,
    handleSubmit,
    setError,
    setValue,
    formState: { isSubmitting },
  } = useDomainForm(twoFactorCodeFormSchema, { code: '' });

  const onSubmit = handleSubmit(async ({ code }) => {
    formError.setError(null);
    try {
      const { data } = await complete({ variables: { challenge, code } });
      if (data) {
        signIn(data.completeTwoFactorLogin);
        onSignedIn?.();
      }
    } catch (error) {
      const appError = toAppError(error);
      setExpired(appError.code === 'TWO_FACTOR_CHALLENGE_INVALID');
      if (!applyServerErrors(appError, setError, ['code'])) formError.setError(appError);
    }
  });

  const switchMethod = () => {
    setRecovery((r) => !r);
    setValue('code', '');
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={formError.message} />
      <Stack spacing={2.5}>
        <Typography>{recovery ? t('twoFactor.step.recoveryIntro') : t('twoFactor.step.intro')}</Typography>
        <TextField
          {...textField('code')}
          label={recovery ? t('twoFactor.step.recoveryLabel') : t('twoFactor.step.codeLabel')}
          autoComplete="one-time-code"
          autoFocus
          required
          slotProps={{
            htmlInput: recovery
              ? { autoCapitalize: 'characters', spellCheck: false }
              : { inputMode: 'numeric', pattern: '[0-9 ]*' },
          }}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('twoFactor.step.submit')}
        </Button>
        <Button variant="text" onClick={switchMethod} sx={{ alignSelf: 'flex-start' }}>
          {recovery ? t('twoFactor.step.useApp') : t('twoFactor.step.useRecovery')}
        </Button>
        {expired && (
          <Button variant="outlined" onClick={onRestart} sx={{ alignSelf: 'flex-start' }}>
            {t('twoFactor.step.restart')}
          </Button>
        )}
      </Stack>
    </form>
  );
}
