import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { signUpSchema } from '@rentals/domain/users/schemas';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useSession } from '../../../lib/session/session-context';
import { SignUpDocument } from '../api/auth-operations';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const { signIn } = useSession();
  const [signUp] = useMutation(SignUpDocument);
  const {
    textField,
    formError,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useDomainForm(signUpSchema, { firstName: '', lastName: '', email: '', password: '' });

  const onSubmit = handleSubmit(async (values) => {
    formError.setError(null);
    try {
      // The account starts in the language the visitor is reading.
      const { data } = await signUp({ variables: { data: { ...values, locale } } });
      if (data) signIn(data.signUp);
    } catch (error) {
      const appError = toAppError(error);
      if (appError.code === 'EMAIL_TAKEN') {
        setError('email', { type: 'server', message: 'EMAIL_TAKEN' }, { shouldFocus: true });
      } else if (!applyServerErrors(appError, setError, FIELDS)) {
        formError.setError(appError);
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={formError.message} />
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...textField('firstName')} required autoComplete="given-name" />
          <TextField {...textField('lastName')} required autoComplete="family-name" />
        </Stack>
        <TextField {...textField('email')} required type="email" autoComplete="email" />
        <PasswordField {...textField('password')} required autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
