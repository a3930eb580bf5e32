import { CRAWL_DISALLOWED_PATHS } from '@rentals/domain/crawl-rules';

/*
 * robots.txt: every crawler may read the site except the back office, the account pages, one-time
 * links and the API (packages/domain/src/crawl-rules.ts), and finds the public pages in the sitemap.
 */

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...CRAWL_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
