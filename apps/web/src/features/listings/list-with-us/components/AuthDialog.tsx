import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Login or Sign Up' at submit: the auth feature's forms (given by the page's composition) over the
 * wizard. Signing in changes the session, which closes this and leaves the wizard where it was.
 */
export function AuthDialog({
  open,
  onClose,
  LoginForm,
  SignUpForm,
}: {
  open: boolean;
  onClose: () => void;
  LoginForm: ComponentType;
  SignUpForm: ComponentType;
}) {
  const { t } = useTranslation('listWithUs');
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [tab, setTab] = useState<'signup' | 'login'>('signup');
  const titleId = useId();
  const panelId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="xs"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ pr: 7 }}>
        {t('auth.title')}
      </DialogTitle>
      <IconButton
        onClick={onClose}
        aria-label={t('auth.close')}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('auth.intro')}
        </Typography>
        <Tabs
          value={tab}
          onChange={(_, value: 'signup' | 'login') => setTab(value)}
          aria-label={t('auth.tabs')}
          sx={{ mb: 2 }}
        >
          <Tab value="signup" label={t('auth.signup')} id={`${panelId}-signup`} aria-controls={panelId} />
          <Tab value="login" label={t('auth.login')} id={`${panelId}-login`} aria-controls={panelId} />
        </Tabs>
        <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${tab}`}>
          {tab === 'signup' ? <SignUpForm /> : <LoginForm />}
        </div>
      </DialogContent>
    </Dialog>
  );
}
