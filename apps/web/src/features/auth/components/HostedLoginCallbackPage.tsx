import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FormCard } from '../../../components/FormCard';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLocaleContext } from '../../../i18n/use-locale-context';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useSession } from '../../../lib/session/session-context';
import { AuthenticateDocument } from '../api/hosted-login-operations';
import { useNextPath } from '../hooks/use-next-path';
import { TwoFactorCodeStep } from './TwoFactorCodeStep';

/** The id token the server's callback put in the fragment (never sent to a server). */
function takeIdToken(): string | null {
  const idToken = new URLSearchParams(window.location.hash.slice(1)).get('id_token');
  // Out of the address bar and the history at once: the token is worth a session until used.
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return idToken;
}

/**
 * /login/callback: the end of a hosted login. Exchanges the id token for a session with
 * `authenticate` and stores it as a password log-in does, with the code step first when the account
 * has two-factor on; a failure goes back to the login page, which shows the coded message.
 */
export function HostedLoginCallbackPage() {
  const { t } = useTranslation('auth');
  const { user, signIn } = useSession();
  const next = useNextPath();
  const navigate = useNavigate();
  // A first hosted sign-in opens the account in the language on screen, as a sign-up does.
  const { context } = useLocaleContext();
  const [authenticate] = useMutation(AuthenticateDocument, { context });
  const [challenge, setChallenge] = useState<string | null>(null);
  // Once per page: the token's nonce is accepted once, and development mode runs effects twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const failed = (code: string) => {
      const query = new URLSearchParams({ hostedLoginError: code, ...(next === '/' ? {} : { next }) });
      void navigate(`/login?${query}`, { replace: true });
    };
    const idToken = takeIdToken();
    if (!idToken) return failed('OIDC_LOGIN_FAILED');
    authenticate({ variables: { idToken } }).then(
      ({ data }) => {
        const { token, user: signedIn, twoFactorChallenge } = data?.authenticate ?? {};
        if (twoFactorChallenge) setChallenge(twoFactorChallenge);
        else if (token && signedIn) signIn({ token, user: signedIn });
        else failed('OIDC_LOGIN_FAILED');
      },
      (error: unknown) => failed(toAppError(error).code),
    );
  }, [authenticate, navigate, next, signIn]);

  if (user) return <Navigate to={next} replace />;
  if (challenge) {
    return (
      <FormCard title={t('login.title')}>
        <TwoFactorCodeStep
          challenge={challenge}
          onRestart={() => void navigate('/login', { replace: true })}
        />
      </FormCard>
    );
  }
  return <PageSpinner />;
}
