import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { requestPasswordResetSchema } from '@rentals/domain/users/schemas';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { FormCard } from '../../../components/FormCard';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { RequestPasswordResetDocument } from '../api/auth-operations';

/**
 * Asks for a reset link. The answer is the same whether or not the account exists, so the page
 * cannot be used to find out who has an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const {
    textField,
    formError,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useDomainForm(requestPasswordResetSchema, { email: '' });
  useDocumentTitle(t('forgot.title'));

  const onSubmit = handleSubmit(async ({ email }) => {
    formError.setError(null);
    try {
      await requestReset({ variables: { email } });
      setSentTo(email);
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, ['email'])) formError.setError(appError);
    }
  });

  return (
    <FormCard title={t('forgot.title')} subtitle={sentTo ? undefined : t('forgot.intro')}>
      {sentTo ? (
        <Alert severity="success" role="status">
          {t('forgot.done', { email: sentTo })}
        </Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <FormAlert message={formError.message} />
          <Stack spacing={2.5}>
            <TextField {...textField('email')} type="email" autoComplete="email" required />
            <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
              {t('forgot.submit')}
            </Button>
          </Stack>
        </form>
      )}
      <Link component={RouterLink} to="/login" sx={{ display: 'inline-block', mt: 3 }}>
        {t('forgot.backToLogin')}
      </Link>
    </FormCard>
  );
}
