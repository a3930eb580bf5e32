import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FormCard } from '../../../components/FormCard';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession, type CurrentUser } from '../../../lib/session/session-context';
import { ChangePasswordForm } from './ChangePasswordForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/** What the page shows: a reset link's form, the change form, or the way to get a link. */
function pageMode(token: string | null, user: CurrentUser | null) {
  if (token) return 'reset';
  if (!user) return 'noToken';
  // An account opened by hosted login has no current password to type: a reset link sets one.
  return user.hasPassword === false ? 'noPassword' : 'change';
}

/**
 * /confirm-password: with ?token= (the link of the reset e-mail) it sets a new password; signed in
 * without a token it changes the password, or, for an account without one, says how to set one;
 * otherwise it explains how to get a link.
 */
export function ConfirmPasswordPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user } = useSession();
  const mode = pageMode(token, user);
  const title = t(`${mode}.title`);
  useDocumentTitle(title);

  if (mode === 'noToken' || mode === 'noPassword') {
    return (
      <FormCard title={title}>
        <Typography sx={{ mb: 3 }}>{t(`${mode}.text`)}</Typography>
        <Button component={RouterLink} to="/forgot-password" variant="contained">
          {t(`${mode}.action`)}
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
