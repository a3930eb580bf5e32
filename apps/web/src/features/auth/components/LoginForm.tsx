import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { loginSchema } from '@rentals/domain/users/schemas';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLabel } from '../../../i18n/validation';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { useSession } from '../../../lib/session/session-context';
import { LoginDocument } from '../api/auth-operations';

export function LoginForm() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const errorText = useErrorText();
  const { signIn } = useSession();
  const [login] = useMutation(LoginDocument);
  const {
    field,
    formError,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useDomainForm(loginSchema, { email: '', password: '' });

  const onSubmit = handleSubmit(async (values) => {
    formError.setError(null);
    try {
      const { data } = await login({ variables: values });
      if (data) signIn(data.login);
    } catch (error) {
      const appError = toAppError(error);
      applyServerErrors(appError, setError, ['email', 'password']);
      formError.setError(appError);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={formError.message} />
      <Stack spacing={2.5}>
        <TextField
          {...field('email')}
          label={fieldLabel('email', locale)}
          type="email"
          autoComplete="email"
          required
          error={!!errors.email}
          helperText={errorText('email', errors.email)}
        />
        <PasswordField
          {...field('password')}
          label={fieldLabel('password', locale)}
          autoComplete="current-password"
          required
          error={!!errors.password}
          helperText={errorText('password', errors.password)}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('login.submit')}
        </Button>
      </Stack>
    </form>
  );
}
