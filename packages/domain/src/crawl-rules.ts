/*
 * What search engines are asked not to crawl (robots.txt, served by the API): the back office, the
 * signed-in account pages, sign-in and one-time links (reset and unsubscribe tokens), and the API.
 * Everything else is open, above all the public reading pages: /, /search, /listing/{id},
 * /unit/{id}, /tenant/{id}, /landlord/{id} and the content pages. Each entry is a path prefix, as robots.txt
 * matches one: '/admin' covers /admins, /admin-blogs, /adminInbox and the other admin-* pages;
 * a star stands for any characters, as the major crawlers read robots.txt (the contact form
 * of every listing).
 * The web's route table is checked against this list (apps/web/src/app/router/crawl-rules.test.ts).
 */
export const CRAWL_DISALLOWED_PATHS = [
  // The back office (spec/01 §2, admin-only routes; /viewing-requests of issue 17).
  '/admin',
  '/dashboards',
  '/e-mail-configuration',
  '/rental-application-details',
  '/rental-application-table-view',
  '/articles',
  '/listings',
  '/requestedListing',
  '/boostListing',
  '/internal-properties',
  '/search-history',
  '/users',
  '/viewing-requests',
  '/viewings',
  // The staff view of privacy requests (issue 25).
  '/privacy-requests',
  '/plans',
  '/features',
  '/lease-details-table',
  // Payments and their receipts (issue 21); also the receipts' PDF (/payments/<id>/receipt.pdf).
  '/payments',
  // Signed-in pages.
  '/building',
  '/leases',
  // Lease requests (issue 19): '/lease-details' covers /lease-details-form too.
  '/lease-details',
  '/message',
  '/profile',
  '/listing/*/contact',
  // The renter's viewings (issue 17): '/viewing-form' covers /viewing-form-beta too.
  '/viewing-form',
  '/my-viewings',
  // The renter's applications (issue 18); the landlord's are under /building.
  '/my-applications',
  // What a renter keeps while looking (issue 22); '/saved-searches' covers its unsubscribe link too.
  '/saved-homes',
  '/saved-searches',
  // A poster's 'Get verified' page (issue 25).
  '/verification',
  // Signing in, and links that carry a one-time token.
  '/login',
  '/signup-modal',
  '/forgot-password',
  '/confirm-password',
  // The newsletter's confirm and unsubscribe links; '/signup/' covers the sign-up link's page.
  '/newsletter/',
  '/signup/',
  '/redirect/',
  // One-click links from e-mails (issue 25): cancelling an account deletion, answering 'Still available?'.
  '/account-deletion/',
  '/listing-availability',
  // The test checkout's pages: one per payment, reached only from a Pay button (issue 21).
  '/sandbox/',
  // The API, the staff export, and the private calendar feeds (their URL is the credential).
  '/graphql',
  '/exports/',
  '/calendar/',
] as const;

/** Each entry as the prefix pattern robots.txt reads, a star matching any characters. */
const DISALLOWED = CRAWL_DISALLOWED_PATHS.map(
  (entry) =>
    new RegExp(
      `^${entry
        .split('*')
        .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('.*')}`,
    ),
);

/** Whether robots.txt asks crawlers to keep out of `path` (a path, its query ignored). */
export function isCrawlDisallowed(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  return DISALLOWED.some((rule) => rule.test(pathname));
}
