import { useMutation } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { toAppError } from '../../../lib/errors/graphql-error';
import { useSession } from '../../../lib/session/session-context';
import { AuthenticateDocument } from '../api/hosted-login-operations';
import { useNextPath } from '../hooks/use-next-path';

/** The id token the server's callback put in the fragment (never sent to a server). */
function takeIdToken(): string | null {
  const idToken = new URLSearchParams(window.location.hash.slice(1)).get('id_token');
  // Out of the address bar and the history at once: the token is worth a session until used.
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return idToken;
}

/**
 * /login/callback: the end of a hosted login. Exchanges the id token for a session with
 * `authenticate` and stores it as a password log-in does; a failure goes back to the login page,
 * which shows the coded message.
 */
export function HostedLoginCallbackPage() {
  const { user, signIn } = useSession();
  const next = useNextPath();
  const navigate = useNavigate();
  const [authenticate] = useMutation(AuthenticateDocument);
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
      ({ data }) => (data ? signIn(data.authenticate) : failed('OIDC_LOGIN_FAILED')),
      (error: unknown) => failed(toAppError(error).code),
    );
  }, [authenticate, navigate, next, signIn]);

  if (user) return <Navigate to={next} replace />;
  return <PageSpinner />;
}
