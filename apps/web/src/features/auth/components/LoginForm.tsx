import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginSchema } from '@rentals/domain/users/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useSession } from '../../../lib/session/session-context';
import { LoginDocument } from '../api/auth-operations';
import { TwoFactorCodeStep } from './TwoFactorCodeStep';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const [login] = useMutation(LoginDocument);
  // Set when the password was right and the account asks for its code; the typed e-mail stays.
  const [challenge, setChallenge] = useState<string | null>(null);
  const {
    textField,
    formError,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useDomainForm(loginSchema, { email: '', password: '' });

  const onSubmit = handleSubmit(async (values) => {
    formError.setError(null);
    try {
      const { data } = await login({ variables: values });
      const { token, user, twoFactorChallenge } = data?.login ?? {};
      if (twoFactorChallenge) setChallenge(twoFactorChallenge);
      else if (token && user) signIn({ token, user });
    } catch (error) {
      const appError = toAppError(error);
      applyServerErrors(appError, setError, ['email', 'password']);
      formError.setError(appError);
    }
  });

  if (challenge) return <TwoFactorCodeStep challenge={challenge} onRestart={() => setChallenge(null)} />;

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={formError.message} />
      <Stack spacing={2.5}>
        <TextField {...textField('email')} type="email" autoComplete="email" required />
        <PasswordField {...textField('password')} autoComplete="current-password" required />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
