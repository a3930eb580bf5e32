import { useApolloClient, useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/PageSpinner';
import { SessionContext, type AuthPayload, type Session } from './session-context';
import { CurrentUserUpdatedDocument, FetchCurrentUserDocument, LogoutDocument } from './session-operations';
import { clearStoredSession, getToken, storeSession } from './token-storage';

/**
 * Holds who is signed in. At start-up a stored token is checked with fetchCurrentUser before any
 * route renders (spec/01 §2); a failed check clears the stored session.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { i18n } = useTranslation();
  const [token, setToken] = useState(getToken);
  const { data, loading, error } = useQuery(FetchCurrentUserDocument, { skip: !token });
  const [logout] = useMutation(LogoutDocument);
  const user = token ? (data?.fetchCurrentUser ?? null) : null;

  const forget = useCallback(async () => {
    clearStoredSession();
    setToken(null);
    await client.clearStore();
  }, [client]);

  useEffect(() => {
    if (token && !loading && (error || data?.fetchCurrentUser === null)) void forget();
  }, [token, loading, error, data, forget]);

  // The account's stored language wins once per sign-in; later switches are the user's own.
  const localeSyncedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!user) {
      localeSyncedFor.current = null;
    } else if (localeSyncedFor.current !== user.id) {
      localeSyncedFor.current = user.id;
      if (i18n.language !== user.locale) void i18n.changeLanguage(user.locale);
    }
  }, [user, i18n]);

  // Pushes from the server (e.g. staff changed this account's type) land in the normalized cache.
  useSubscription(CurrentUserUpdatedDocument, { skip: !user });

  const signIn = useCallback(
    ({ token: newToken, user: newUser }: AuthPayload) => {
      storeSession(newToken, newUser.id);
      client.writeQuery({ query: FetchCurrentUserDocument, data: { fetchCurrentUser: newUser } });
      setToken(newToken);
    },
    [client],
  );

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The error link has logged it; the local session is dropped whatever the server said.
    }
    await forget();
  }, [logout, forget]);

  const session = useMemo<Session>(() => ({ user, signIn, signOut }), [user, signIn, signOut]);

  if (token && !data && !error) return <PageSpinner />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
