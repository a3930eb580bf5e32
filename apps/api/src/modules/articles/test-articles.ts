import type { LinkChecker } from '../../adapters/link-check/link-check';
import { createHttpLinkChecker, type ResolveHost } from '../../adapters/link-check/link-check';
import type { Db } from '../../db/client';
import { createArticle } from './article.service';

/** An article as staff's form sends it, with `over` replacing fields. */
export const articleData = (over: Record<string, unknown> = {}) => ({
  title: 'Rental market report',
  subtitle: 'Fall 2026',
  description: 'Vacancy rates and rents across Canada.',
  articleUrl: 'https://www.cmhc-schl.gc.ca/professionals/housing-markets-data-and-research/market-reports',
  articleType: 'TRENDING',
  imageUrl: null,
  status: 'DRAFT',
  note: 'Check the figures when the spring report is out.',
  locale: 'en',
  tags: ['Market'],
  ...over,
});

export const CREATE_ARTICLE =
  'mutation($d: ArticleInput!) { createArticle(data: $d) { id title status tags { name } } }';

export const freshArticle = async (db: Db, over: Record<string, unknown> = {}) =>
  (await createArticle(db, null, articleData(over))).id;

export const testimonialData = (over: Record<string, unknown> = {}) => ({
  fullName: 'Amira Haddad',
  keyword: 'Renter in Ottawa',
  quote: 'I found my apartment in a week.',
  imageUrl: null,
  locale: 'en',
  isPublished: true,
  ...over,
});

/**
 * A link checker over a fake fetch: each address answers what `answers` says (a status, or
 * 'hang' for a site that never answers); the requests made are kept in `requests`.
 */
export function fakeLinkChecker(
  answers: (url: string, method: string) => number | 'hang',
  timeoutMs = 50,
  // Every host is public unless a test says otherwise: no DNS in tests.
  resolveHost: ResolveHost = async () => ['203.0.113.10'],
): LinkChecker & { requests: { url: string; method: string }[] } {
  const requests: { url: string; method: string }[] = [];
  const checker = createHttpLinkChecker(
    async (url, init) => {
      const method = init.method ?? 'GET';
      requests.push({ url, method });
      const answer = answers(url, method);
      if (answer === 'hang') {
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal!.reason));
        });
      }
      return new Response(null, { status: answer });
    },
    timeoutMs,
    resolveHost,
  );
  return Object.assign(checker, { requests });
}
