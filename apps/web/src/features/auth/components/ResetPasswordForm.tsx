import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { passwordWithConfirmationSchema } from '@rentals/domain/users/schemas';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useSession } from '../../../lib/session/session-context';
import { ResetPasswordDocument } from '../api/auth-operations';
import { TwoFactorCodeStep } from './TwoFactorCodeStep';

/**
 * Sets a new password from the e-mailed link; success signs the user in, after the code step when
 * the account has two-factor on (the link alone must not open it).
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const [done, setDone] = useState(false);
  const [invalidLink, setInvalidLink] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const navigate = useNavigate();
  const [resetPassword] = useMutation(ResetPasswordDocument);
  const {
    textField,
    formError,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useDomainForm(passwordWithConfirmationSchema, { password: '', confirmPassword: '' });

  const onSubmit = handleSubmit(async ({ password }) => {
    formError.setError(null);
    try {
      const { data } = await resetPassword({ variables: { token, password } });
      const { token: sessionToken, user, twoFactorChallenge } = data?.resetPassword ?? {};
      if (twoFactorChallenge) setChallenge(twoFactorChallenge);
      else if (sessionToken && user) {
        setDone(true);
        signIn({ token: sessionToken, user });
      }
    } catch (error) {
      const appError = toAppError(error);
      setInvalidLink(appError.code === 'RESET_TOKEN_INVALID');
      if (!applyServerErrors(appError, setError, ['password'])) formError.setError(appError);
    }
  });

  // The password is already changed: starting over means signing in with it.
  if (challenge) {
    return (
      <TwoFactorCodeStep
        challenge={challenge}
        onRestart={() => navigate('/login')}
        onSignedIn={() => {
          setChallenge(null);
          setDone(true);
        }}
      />
    );
  }

  if (done) {
    return (
      <Alert severity="success" role="status">
        {t('reset.success')}
      </Alert>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={formError.message} />
      {invalidLink && (
        <Link component={RouterLink} to="/forgot-password" sx={{ display: 'inline-block', mb: 2 }}>
          {t('noToken.action')}
        </Link>
      )}
      <Stack spacing={2.5}>
        <PasswordField {...textField('password')} autoComplete="new-password" required />
        <PasswordField {...textField('confirmPassword')} autoComplete="new-password" required />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('reset.submit')}
        </Button>
      </Stack>
    </form>
  );
}
