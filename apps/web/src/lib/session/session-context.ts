import { createContext, useContext } from 'react';
import type { CurrentUserFieldsFragment } from '../../gql/graphql';

export type CurrentUser = CurrentUserFieldsFragment;

/** What login, sign-up and password changes answer. */
export interface AuthPayload {
  token: string;
  user: CurrentUser;
}

export interface Session {
  /** The signed-in user, or null for a visitor. */
  user: CurrentUser | null;
  /**
   * A stored token is being checked while a server-rendered page shows as to a visitor (user is
   * null meanwhile): guards wait rather than send the user to log in.
   */
  checking: boolean;
  /** Stores the token and makes the user current without another round trip. */
  signIn(payload: AuthPayload): void;
  /** Revokes the session on the server, then forgets it here. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
