import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useSession } from '../../../lib/session/session-context';
import { ChangePasswordDocument } from '../api/auth-operations';
import { changePasswordFormSchema } from './change-password-form-schema';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;

/** Changes the password of the signed-in user; the API answers a new session token. */
export function ChangePasswordForm() {
  const { t } = useTranslation('auth');
  const { signIn } = useSession();
  const [done, setDone] = useState(false);
  const [changePassword] = useMutation(ChangePasswordDocument);
  const {
    textField,
    formError,
    handleSubmit,
    setError,
    reset,
    formState: { isSubmitting },
  } = useDomainForm(changePasswordFormSchema, { currentPassword: '', password: '', confirmPassword: '' });

  const onSubmit = handleSubmit(async ({ currentPassword, password }) => {
    formError.setError(null);
    setDone(false);
    try {
      const { data } = await changePassword({ variables: { currentPassword, password } });
      if (data) {
        signIn(data.changePassword);
        reset();
        setDone(true);
      }
    } catch (error) {
      const appError = toAppError(error);
      if (appError.code === 'INVALID_PASSWORD') {
        setError('currentPassword', { type: 'server', message: 'INVALID_PASSWORD' }, { shouldFocus: true });
      } else if (!applyServerErrors(appError, setError, FIELDS)) {
        formError.setError(appError);
      }
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {t('change.success')}
        </Alert>
      )}
      <FormAlert message={formError.message} />
      <Stack spacing={2.5}>
        {FIELDS.map((name) => (
          <PasswordField
            key={name}
            {...textField(name)}
            autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
            required
          />
        ))}
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('change.submit')}
        </Button>
      </Stack>
    </form>
  );
}
