import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { useTranslation } from 'react-i18next';
import type { HostedLoginQuery } from '../../../gql/graphql';
import { HostedLoginDocument } from '../api/hosted-login-operations';

type HostedLogin = NonNullable<HostedLoginQuery['hostedLogin']>;

/** The server route that starts a hosted login and then opens `next`. */
export function hostedLoginHref(loginUrl: string, next: string): string {
  return next === '/' ? loginUrl : `${loginUrl}?next=${encodeURIComponent(next)}`;
}

/**
 * 'Continue with <provider>': a full-page link, not a route, since the server redirects to the
 * provider; `next` is the page to open once signed in.
 */
export function HostedLoginLink({ hosted, next }: { hosted: HostedLogin; next: string }) {
  const { t } = useTranslation('auth');
  const href = hostedLoginHref(hosted.loginUrl, next);
  return (
    <>
      <Divider sx={{ my: 3 }}>{t('hosted.or')}</Divider>
      <Button href={href} variant="outlined" size="large" fullWidth>
        {hosted.providerName
          ? t('hosted.continueWith', { name: hosted.providerName })
          : t('hosted.continueSso')}
      </Button>
    </>
  );
}

/**
 * The hosted login choice when the server has an OpenID Connect provider. Nothing shows while
 * asking or when it is off: the e-mail and password form above is always there.
 */
export function HostedLoginButton({ next }: { next: string }) {
  const { data } = useQuery(HostedLoginDocument);
  return data?.hostedLogin ? <HostedLoginLink hosted={data.hostedLogin} next={next} /> : null;
}
