import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../components/PageSpinner';
import { loadApolloClient, loadedApolloClient } from '../apollo/load-apollo';
import { graphqlRequest } from '../graphql/graphql-request';
import { serverRendered } from '../ssr/server-rendered';
import { useAppReadyMark } from '../ssr/app-ready';
import { clearPublicQueryCache } from '../graphql/use-public-query';
import { SessionContext, type AuthPayload, type CurrentUser, type Session } from './session-context';
import { CurrentUserUpdatedDocument, FetchCurrentUserDocument, LogoutDocument } from './session-operations';
import { clearStoredSession, getToken, storeSession } from './token-storage';
import { clearUserStorage } from './user-storage';

/**
 * Holds who is signed in. At start-up a stored token is checked with fetchCurrentUser before any
 * route renders (spec/01 §2), except on a server-rendered page, which shows as it came while the
 * check runs; a failed check clears the stored session.
 *
 * The check goes without Apollo, which the public pages do not load (src/lib/apollo/load-apollo).
 * A signed-in user then loads it after the first render: from then on the user is read from
 * Apollo's normalized cache, so a mutation answering with the user (profile, avatar) or a push
 * from the server (staff changed this account's type) updates the header and the guards.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const [token, setToken] = useState(getToken);
  const [user, setUser] = useState<CurrentUser | null>(null);
  /** Whether the stored token, if any, has been checked. */
  const [checked, setChecked] = useState(() => !token);

  const forget = useCallback(async () => {
    clearStoredSession();
    setToken(null);
    setUser(null);
    setChecked(true);
    clearPublicQueryCache();
    await loadedApolloClient()?.clearStore();
  }, []);

  useEffect(() => {
    if (checked) return;
    let current = true;
    graphqlRequest(FetchCurrentUserDocument).then(
      ({ fetchCurrentUser }) => {
        if (!current) return;
        if (!fetchCurrentUser) return void forget();
        // A transition: a server-rendered page still hydrating finishes as the visitor's page it
        // came as, then shows the user's parts (an urgent update would make React throw it away).
        startTransition(() => {
          setUser(fetchCurrentUser);
          setChecked(true);
        });
      },
      () => {
        if (current) void forget();
      },
    );
    return () => {
      current = false;
    };
  }, [checked, forget]);

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

  const userId = user?.id;
  useEffect(() => {
    if (!userId) return;
    let stop = () => {};
    let current = true;
    void loadApolloClient().then((client) => {
      if (!current) return;
      const watched = client
        .watchQuery({ query: FetchCurrentUserDocument, fetchPolicy: 'cache-first' })
        .subscribe(({ data, dataState }) => {
          if (dataState !== 'complete') return;
          if (data.fetchCurrentUser) setUser(data.fetchCurrentUser);
          else void forget();
        });
      // Pushes land in the normalized cache, where the watch above sees them.
      const pushes = client.subscribe({ query: CurrentUserUpdatedDocument }).subscribe({ error: () => {} });
      stop = () => {
        watched.unsubscribe();
        pushes.unsubscribe();
      };
    });
    return () => {
      current = false;
      stop();
    };
  }, [userId, forget]);

  const signIn = useCallback(({ token: newToken, user: newUser }: AuthPayload) => {
    storeSession(newToken, newUser.id);
    clearPublicQueryCache();
    loadedApolloClient()?.writeQuery({
      query: FetchCurrentUserDocument,
      data: { fetchCurrentUser: newUser },
    });
    setToken(newToken);
    setUser(newUser);
    setChecked(true);
  }, []);

  const signOut = useCallback(async () => {
    // Logging out leaves nothing of the user's on the device (an expired session keeps drafts).
    if (user) clearUserStorage(user.id);
    try {
      await graphqlRequest(LogoutDocument);
    } catch {
      // The request has logged it; the local session is dropped whatever the server said.
    }
    await forget();
  }, [forget, user]);

  const checking = !!token && !checked;
  useAppReadyMark(!checking);
  const session = useMemo<Session>(
    () => ({ user, checking, signIn, signOut }),
    [user, checking, signIn, signOut],
  );

  // A server-rendered page hydrates as the visitor's page it is; the user's parts follow the check.
  if (checking && !serverRendered) return <PageSpinner />;
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
