/**
 * Pages where a visitor creates their account to finish what they started (the public listing
 * form signs them up at its last step): the first-login choice leaves them there, with their work,
 * instead of sending them to the new account's home.
 */
const FINISH_HERE = ['/list-with-us'];

/** Where the first-login choice goes: the page in progress when it is one of those, else `to`. */
export function afterFirstLogin(current: { pathname: string; search: string }, to: string): string {
  return FINISH_HERE.includes(current.pathname) ? `${current.pathname}${current.search}` : to;
}
