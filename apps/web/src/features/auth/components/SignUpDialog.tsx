import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import { Link as RouterLink, Navigate, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSession } from '../../../lib/session/session-context';
import { useNextPath } from '../hooks/use-next-path';
import { SignUpForm } from './SignUpForm';

/** The sign-up modal page (/signup-modal). Closing it goes home. */
export function SignUpDialog() {
  const { t } = useTranslation('auth');
  const { user } = useSession();
  const next = useNextPath();
  const navigate = useNavigate();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  useDocumentTitle(t('signup.title'));

  // Also what happens right after signing up: the first-login choice then shows on the next page.
  if (user) return <Navigate to={next} replace />;

  const loginHref = next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`;
  return (
    <Dialog
      open
      fullScreen={fullScreen}
      onClose={() => void navigate('/')}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId} component="h1" variant="h5" sx={{ pr: 7, fontWeight: 800 }}>
        {t('signup.title')}
      </DialogTitle>
      <IconButton
        onClick={() => void navigate('/')}
        aria-label={t('signup.close')}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('signup.subtitle')}
        </Typography>
        <SignUpForm />
        <Typography sx={{ mt: 3 }}>
          {t('signup.haveAccount')}{' '}
          <Link component={RouterLink} to={loginHref}>
            {t('signup.loginLink')}
          </Link>
        </Typography>
      </DialogContent>
    </Dialog>
  );
}
