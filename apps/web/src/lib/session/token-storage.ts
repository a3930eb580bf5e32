/*
 * The session token and user id live in localStorage (spec/01 §7: the token travels as a Bearer
 * header on every request). Keys are fixed because the API docs and e2e fixtures refer to them.
 */
const TOKEN_KEY = 'token';
const USER_ID_KEY = 'userId';

export function getToken(): string | null {
  // The server renders pages as a visitor: it has no storage.
  if (typeof localStorage === 'undefined') return null;
  return localStorage.getItem(TOKEN_KEY);
}

export function storeSession(token: string, userId: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_ID_KEY, userId);
}

/** Logout-style cleanup: forget the token and user id, keep device preferences such as the language. */
export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_ID_KEY);
}

/** The Authorization header value: 'Bearer <token>', or empty when signed out (spec/01 §7). */
export function authorizationHeader(): string {
  const token = getToken();
  return token ? `Bearer ${token}` : '';
}
