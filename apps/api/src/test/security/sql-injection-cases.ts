/*
 * The free-text search and filter arguments of the API's queries (schema.graphql's `search`,
 * `keyword`, `query`, `text` and name filters), and the id lookups, as sql-injection.test.ts runs
 * them. `kind` names the seeded rows a search looks through (none: it must find nothing); `match`
 * says how the argument matches: literally (contains), by words / full text, or only `answers` (a
 * service whose rows the test does not hold, such as the gazetteer); `refusable` arguments (dates,
 * provinces, keys) may instead refuse the text with a coded error.
 */

export type Role = 'visitor' | 'admin' | 'landlord';
/** `content`: help articles and blog posts both. */
type Kind = 'listing' | 'user' | 'help' | 'blog' | 'content';
type Match = 'literal' | 'words' | 'answers' | 'refusable';
/** What a query answers: rows with an id, a page of them, a count, help hits, users or nothing. */
type Shape = 'rows' | 'page' | 'count' | 'hits' | 'searchers' | 'none';

export interface SearchCase {
  name: string;
  role: Role;
  /** A query whose one variable `$t: String!` holds the text searched. */
  query: string;
  /** The ids found, or the count for a count query. */
  pick: (data: Record<string, unknown>) => string[] | number;
  kind?: Kind;
  match: Match;
}

const SELECTION: Record<Shape, string> = {
  rows: '{ id }',
  page: '{ items { id } }',
  count: '',
  hits: '{ hits { article { id } } }',
  searchers: '{ items { id: userId } }',
  none: '{ __typename }',
};

function picker(field: string, shape: Shape): SearchCase['pick'] {
  return (data) => {
    const value = data[field] as never;
    if (shape === 'count') return value as number;
    if (shape === 'none') return [];
    if (shape === 'hits')
      return (value as { hits: { article: { id: string } }[] }).hits.map((h) => h.article.id);
    const rows: { id: string }[] = shape === 'rows' ? value : (value as { items: never }).items;
    return rows.map((r) => r.id);
  };
}

/** One search: `call` is the field with its arguments, `$t` standing for the text. */
function search(name: string, role: Role, call: string, shape: Shape, kind?: Kind, match: Match = 'literal') {
  const field = call.slice(0, call.indexOf('('));
  const query = `query($t: String!) { ${call} ${SELECTION[shape]} }`;
  return { name, role, query, pick: picker(field, shape), kind, match } satisfies SearchCase;
}

export const SEARCH_CASES: SearchCase[] = [
  // Public listing search: keyword, city and neighbourhood text.
  search('searchListings keyword', 'visitor', 'searchListings(where: { keyword: $t })', 'rows', 'listing'),
  search(
    'searchListingsCount keyword',
    'visitor',
    'searchListingsCount(where: { keyword: $t })',
    'count',
    'listing',
  ),
  search('listings keyword', 'visitor', 'listings(where: { keyword: $t })', 'rows', 'listing'),
  search(
    'trendingListings keyword',
    'visitor',
    'trendingListings(where: { keyword: $t })',
    'rows',
    'listing',
  ),
  search(
    'recommendListings keyword',
    'visitor',
    'recommendListings(where: { keyword: $t })',
    'rows',
    'listing',
  ),
  search('searchListings city', 'visitor', 'searchListings(where: { city: $t })', 'rows'),
  search('searchListings neighbourhood', 'visitor', 'searchListings(where: { neighbourhood: $t })', 'rows'),
  // Staff and landlord listing tables.
  search('searchBuilding', 'admin', 'searchBuilding(search: $t)', 'rows', 'listing'),
  search('listingSearchCount', 'admin', 'listingSearchCount(search: $t)', 'count', 'listing'),
  search('searchBuildingByLandlord', 'landlord', 'searchBuildingByLandlord(search: $t)', 'rows', 'listing'),
  search(
    'searchBuildingByLandlordCount',
    'landlord',
    'searchBuildingByLandlordCount(search: $t)',
    'count',
    'listing',
  ),
  // Staff user tables.
  search('users', 'admin', 'users(search: $t)', 'rows', 'user'),
  search('userCount', 'admin', 'userCount(search: $t)', 'count', 'user'),
  search('searchUser', 'admin', 'searchUser(search: $t)', 'rows', 'user'),
  // Help center: the public list (staff see drafts too), its count, and full-text search.
  search('helpCenters', 'visitor', 'helpCenters(where: { search: $t })', 'rows', 'help', 'words'),
  search('helpCenters (staff)', 'admin', 'helpCenters(where: { search: $t })', 'rows', 'help', 'words'),
  search('helpCenterCount', 'visitor', 'helpCenterCount(where: { search: $t })', 'count', 'help', 'words'),
  search('searchHelpCenter', 'visitor', 'searchHelpCenter(query: $t, locale: en)', 'hits', 'help', 'words'),
  search('searchContent', 'visitor', 'searchContent(query: $t)', 'rows', 'content', 'words'),
  search('searchContentCount', 'visitor', 'searchContentCount(query: $t)', 'count', 'content', 'words'),
  // Blogs: the staff table and the public list.
  search('blogs', 'admin', 'blogs(where: { search: $t })', 'rows', 'blog'),
  search('blogCount', 'admin', 'blogCount(where: { search: $t })', 'count', 'blog'),
  search('publicBlogs', 'visitor', 'publicBlogs(search: $t)', 'rows', 'blog'),
  search('publicBlogCount', 'visitor', 'publicBlogCount(search: $t)', 'count', 'blog'),
  search('publicBlogs tag', 'visitor', 'publicBlogs(tag: $t)', 'rows'),
  // Other staff tables with a search box: no seeded row holds the strings, so each finds nothing.
  search('articles', 'admin', 'articles(where: { search: $t })', 'rows'),
  search('articleCount', 'admin', 'articleCount(where: { search: $t })', 'count'),
  search('adminInboxRooms', 'admin', 'adminInboxRooms(where: { search: $t })', 'page'),
  search('leases', 'admin', 'leases(where: { text: $t })', 'page'),
  search('staffRentalApplications', 'admin', 'staffRentalApplications(where: { text: $t })', 'page'),
  search('staffViewings', 'admin', 'staffViewings(where: { search: $t })', 'page'),
  search('viewingRequests', 'admin', 'viewingRequests(where: { search: $t })', 'page'),
  search('searchHistoryUsers search', 'admin', 'searchHistoryUsers(search: $t)', 'searchers'),
  search('searchHistoryUsers location', 'admin', 'searchHistoryUsers(location: $t)', 'searchers'),
  search('tags', 'admin', 'tags(search: $t)', 'rows'),
  search('cities', 'admin', 'cities(search: $t)', 'rows'),
  search('rentalLaws topic', 'admin', 'rentalLaws(where: { topic: $t })', 'rows'),
  // Other text arguments: dates, provinces, keys, slugs. A coded refusal is fine; a crash is not.
  search(
    'leaseRequests createdFrom',
    'admin',
    'leaseRequests(where: { createdFrom: $t })',
    'none',
    undefined,
    'refusable',
  ),
  search(
    'leaseRequests province',
    'admin',
    'leaseRequests(where: { province: $t })',
    'none',
    undefined,
    'refusable',
  ),
  search('leases createdTo', 'admin', 'leases(where: { createdTo: $t })', 'none', undefined, 'refusable'),
  search(
    'searchListings moveIn',
    'visitor',
    'searchListings(where: { moveIn: $t })',
    'none',
    undefined,
    'refusable',
  ),
  search(
    'searchListings bedrooms',
    'visitor',
    'searchListings(where: { bedrooms: [$t] })',
    'none',
    undefined,
    'refusable',
  ),
  search(
    'searchListings pets',
    'visitor',
    'searchListings(where: { pets: [$t] })',
    'none',
    undefined,
    'refusable',
  ),
  search(
    'searchListings tags',
    'visitor',
    'searchListings(where: { tags: [$t] })',
    'none',
    undefined,
    'refusable',
  ),
  search(
    'searchListings utilities',
    'visitor',
    'searchListings(where: { utilities: [$t] })',
    'none',
    undefined,
    'refusable',
  ),
  search(
    'searchListings propertyType',
    'visitor',
    'searchListings(where: { propertyType: [$t] })',
    'none',
    undefined,
    'refusable',
  ),
  search('searchMapListings', 'visitor', 'searchMapListings(address: $t)', 'none', undefined, 'refusable'),
  search('internalMapListings', 'admin', 'internalMapListings(city: $t)', 'none', undefined, 'refusable'),
  search('searchHistoryUsers from', 'admin', 'searchHistoryUsers(from: $t)', 'none', undefined, 'refusable'),
  search('blogViewAnalytics', 'admin', 'blogViewAnalytics(from: $t, to: $t)', 'none', undefined, 'refusable'),
  search(
    'helpCenterAnalytic',
    'admin',
    'helpCenterAnalytic(from: $t, to: $t)',
    'none',
    undefined,
    'refusable',
  ),
  search(
    'helpCenters province',
    'visitor',
    'helpCenters(where: { province: $t })',
    'none',
    undefined,
    'refusable',
  ),
  search(
    'searchHelpCenter province',
    'visitor',
    'searchHelpCenter(query: "loft", locale: en, province: $t)',
    'none',
    undefined,
    'refusable',
  ),
  search('knowledgeCenter', 'visitor', 'knowledgeCenter(province: $t)', 'none', undefined, 'refusable'),
  search(
    'publicRentalLaws',
    'visitor',
    'publicRentalLaws(province: $t, audience: RENTER)',
    'none',
    undefined,
    'refusable',
  ),
  search('plans', 'visitor', 'plans(where: { province: $t, city: $t })', 'none', undefined, 'refusable'),
  search(
    'depositQuoteForPlans',
    'visitor',
    'depositQuoteForPlans(province: $t, planIds: [1])',
    'none',
    undefined,
    'refusable',
  ),
  search(
    'helpCenterByKey',
    'visitor',
    'helpCenterByKey(key: $t, locale: en)',
    'none',
    undefined,
    'refusable',
  ),
  search('publicSiteForm', 'visitor', 'publicSiteForm(slug: $t, path: $t)', 'none', undefined, 'refusable'),
  search(
    'singleHelpCenter',
    'visitor',
    'singleHelpCenter(where: { title: $t })',
    'none',
    undefined,
    'refusable',
  ),
  search('getPremiumType', 'admin', 'getPremiumType(where: { name: $t })', 'none', undefined, 'refusable'),
  search('verifyLeaseDocument', 'visitor', 'verifyLeaseDocument(sha256: $t)', 'none', undefined, 'refusable'),
  search(
    'staffViewings assignedTo',
    'admin',
    'staffViewings(where: { assignedTo: $t })',
    'none',
    undefined,
    'refusable',
  ),
  // Address autocomplete: the gazetteer's places are not the test's, so only a clean answer counts.
  search('searchAddresses', 'visitor', 'searchAddresses(text: $t)', 'none', undefined, 'answers'),
];

/** Lookups by id, as staff (who may read any row): a malformed id is a coded error or nothing. */
export const ID_CASES = [
  'listing',
  'user',
  'blog',
  'lease',
  'helpCollection',
  'article',
  'siteForm',
  'viewing',
  'rentalApplication',
  'contactMessage',
  'tenantProfile',
  'payment',
  'rentalLaw',
].map((name) => ({ name, query: `query($id: ID!) { ${name}(id: $id) { __typename } }` }));
