import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isErrorCode } from '@rentals/domain/errors/codes';
import { FormAlert } from '../../../components/FormAlert';
import { FormCard } from '../../../components/FormCard';
import { errorText } from '../../../lib/errors/graphql-error';
import { useLocale } from '../../../i18n/use-locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/session/session-context';
import { useNextPath } from '../hooks/use-next-path';
import { HostedLoginButton } from './HostedLoginButton';
import { LoginForm } from './LoginForm';

export function LoginPage() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const next = useNextPath();
  const locale = useLocale();
  // A hosted login that failed comes back here with the code of the reason.
  const hostedError = useSearchParams()[0].get('hostedLoginError');
  useDocumentTitle(t('login.title'));

  // Also what happens right after a successful log in: the session now has a user.
  if (user) return <Navigate to={next} replace />;

  const signupHref = next === '/' ? '/signup-modal' : `/signup-modal?next=${encodeURIComponent(next)}`;
  return (
    <FormCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {isErrorCode(hostedError) && (
        <FormAlert message={errorText({ code: hostedError, params: {}, fields: [] }, locale)} />
      )}
      <LoginForm />
      <HostedLoginButton next={next} />
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/forgot-password">
          {t('login.forgot')}
        </Link>
        <Typography>
          {t('login.noAccount')}{' '}
          <Link component={RouterLink} to={signupHref}>
            {t('login.signupLink')}
          </Link>
        </Typography>
      </Stack>
    </FormCard>
  );
}
