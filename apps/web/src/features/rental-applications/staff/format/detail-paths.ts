/*
 * Where an application's staff page is: /rental-application-details/<id>. The spec names the
 * path rental-application-details (the side navigation's entry); ?id=<id> is read too, for links
 * written that way.
 */
export const APPLICATION_TABLE_PATH = '/rental-application-table-view';

export function applicationDetailsPath(id: string): string {
  return `/rental-application-details/${encodeURIComponent(id)}`;
}
