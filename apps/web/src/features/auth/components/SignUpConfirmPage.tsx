import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { FormCard } from '../../../components/FormCard';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useFormError } from '../../../lib/forms/use-form-error';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ConfirmSignUpDocument } from '../api/auth-operations';

/**
 * /signup/confirm?token=: the sign-up e-mail's link. The account is created, and signed in, only
 * once the button is pressed (as ConfirmLinkPage does): mail scanners fetch the links of an
 * e-mail and must not use up the visitor's. Then the home page shows the first-login choice, as
 * it did right after signing up.
 */
export function SignUpConfirmPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { signIn } = useSession();
  const formError = useFormError();
  const [confirm, { data, error, loading }] = useMutation(ConfirmSignUpDocument);
  useDocumentTitle(t('signupConfirm.title'));

  if (data) return <Navigate to="/" replace />;

  const invalid = !token || (!!error && toAppError(error).code === 'SIGN_UP_LINK_INVALID');
  const onConfirm = async () => {
    formError.setError(null);
    try {
      const { data } = await confirm({ variables: { token } });
      if (data) signIn(data.confirmSignUp);
    } catch (caught) {
      const appError = toAppError(caught);
      if (appError.code !== 'SIGN_UP_LINK_INVALID') formError.setError(appError);
    }
  };

  return (
    <FormCard title={t('signupConfirm.title')}>
      <Stack spacing={2}>
        {invalid ? (
          <>
            <Alert severity="warning" role="status">
              {t('signupConfirm.invalid')}
            </Alert>
            <Button
              component={RouterLink}
              to="/signup-modal"
              variant="contained"
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('signupConfirm.again')}
            </Button>
          </>
        ) : (
          <>
            <FormAlert message={formError.message} />
            <Typography>{t('signupConfirm.question')}</Typography>
            <Button
              variant="contained"
              size="large"
              loading={loading}
              onClick={() => void onConfirm()}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('signupConfirm.submit')}
            </Button>
          </>
        )}
        <Link component={RouterLink} to="/">
          {t('signupConfirm.home')}
        </Link>
      </Stack>
    </FormCard>
  );
}
