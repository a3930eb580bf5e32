import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HostedLoginDocument } from '../api/hosted-login-operations';
import { hostedLoginHref } from './HostedLoginButton';

/** 'Sign in again' to the hosted login, coming back to `next`. */
export function SignInAgainLink({ loginUrl, next }: { loginUrl: string; next: string }) {
  const { t } = useTranslation('auth');
  return (
    <Button href={hostedLoginHref(loginUrl, next)} variant="contained" size="small">
      {t('hosted.signInAgain')}
    </Button>
  );
}

/**
 * For an account without a password asked to confirm it is them: a fresh hosted sign-in is its
 * confirmation, so this sends it to the provider and back to the page it is on. Nothing while
 * asking or when hosted login is off.
 */
export function SignInAgainButton() {
  const { data } = useQuery(HostedLoginDocument);
  const { pathname, search } = useLocation();
  return data?.hostedLogin ? (
    <SignInAgainLink loginUrl={data.hostedLogin.loginUrl} next={`${pathname}${search}`} />
  ) : null;
}
