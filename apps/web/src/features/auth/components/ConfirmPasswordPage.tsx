import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/FormCard';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/session/session-context';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/**
 * /confirm-password: with ?token= (the link of the reset e-mail) it sets a new password; signed in
 * without a token it changes the password; otherwise it explains how to get a link.
 */
export function ConfirmPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user } = useSession();
  const mode = token ? 'reset' : user ? 'change' : 'noToken';
  const title = t(`${mode}.title`);
  useDocumentTitle(title);

  if (mode === 'noToken') {
    return (
      <FormCard title={title}>
        <Typography sx={{ mb: 3 }}>{t('noToken.text')}</Typography>
        <Button component={RouterLink} to="/forgot-password" variant="contained">
          {t('noToken.action')}
        </Button>
      </FormCard>
    );
  }
  return (
    <FormCard title={title} subtitle={t(`${mode}.intro`)}>
      {token ? <ResetPasswordForm token={token} /> : <ChangePasswordForm />}
    </FormCard>
  );
}
