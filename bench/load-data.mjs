/**
 * The data of `npm run bench:load`: the demo data, generated listings on top (search-data.mjs),
 * and renters who each have a session, a conversation with a landlord and a saved application draft.
 */
import { tsImport } from 'tsx/esm/api';
import { graphql, startServer } from './bench-server.mjs';
import { makeRenters } from './chat-clients.mjs';
import { loadApiModules, loadSearchData } from './search-data.mjs';

/** The searches of /search the mix rotates through: a renter's filters, orders and a map box. */
export const SEARCHES = [
  { where: { city: 'Toronto', price_gte: 1800, price_lte: 3000, bedrooms: ['TWO_BEDROOMS'] } },
  {
    where: { city: 'Toronto', price_gte: 1800, price_lte: 3000, bedrooms: ['TWO_BEDROOMS'] },
    orderBy: 'PRICE_ASC',
  },
  { where: { city: 'Toronto', price_lte: 3000, pets: ['cat'] } },
  // Downtown Toronto's map box, as the results map sends it.
  { where: { bounds: { south: 43.6, north: 43.75, west: -79.5, east: -79.3 } } },
  { where: { city: 'Vancouver' } },
  { where: { city: 'Montreal' }, orderBy: 'PRICE_ASC' },
  { where: { city: 'Calgary', bedrooms: ['ONE_BEDROOM'] } },
  { where: { city: 'Ottawa', price_lte: 2500 } },
];
/** Results per page, as /search asks for them. */
export const PAGE_SIZE = 10;

/**
 * Fills `db` (bench-database.mjs): a first start of the server seeds the demo data (it seeds only
 * a database without users, so it comes first), then `listings` generated listings are written in
 * this process while the server is stopped (PGlite takes one process at a time).
 */
export async function fillDatabase(root, db, serverEnv, { listings, seed, log }) {
  log('First start: the demo data...');
  const first = await startServer(root, db.dataDir, serverEnv);
  await first.stop();
  log(`Loading ${listings.toLocaleString('en-CA')} generated listings into ${db.kind}...`);
  const m = await loadApiModules();
  const database = await m.openDatabase(db.target);
  try {
    await loadSearchData(m, database, { count: listings, seed, now: new Date(), log });
  } finally {
    await database.checkpoint();
    await database.close();
  }
}

/** A new rental application as the wizard starts it, today (packages/domain). */
export async function emptyDraft() {
  const { emptyRentalApplicationDraft } = await tsImport(
    '@rentals/domain/rental-applications/draft',
    import.meta.url,
  );
  return emptyRentalApplicationDraft(new Date());
}

/**
 * The draft `renter` saves at their `step`-th save: the wizard saves the whole draft at each step,
 * here with the applicant's details filled in and an offer that changes from one save to the next.
 */
export function applicationDraft(empty, renter, listingId, step) {
  return {
    ...empty,
    offer: { ...empty.offer, listingId, yourOffer: 2000 + (step % 50) * 10 },
    applicant: {
      ...empty.applicant,
      fName: 'Bench',
      lName: `Renter ${renter.n}`,
      phone: `416-555-${String(step % 10_000).padStart(4, '0')}`,
    },
  };
}

/**
 * `count` renters (chat-clients.mjs: signed up through the e-mailed link, each with a conversation
 * with the landlord of `listingId`), each with a first draft saved.
 */
export async function prepareRenters(origin, listingId, count, mailbox, empty) {
  const renters = await makeRenters(origin, listingId, count, mailbox);
  const save = 'mutation($draft: JSON!) { saveRentalApplicationDraft(draft: $draft) }';
  for (const renter of renters)
    await graphql(origin, save, { draft: applicationDraft(empty, renter, listingId, 0) }, renter.token);
  return renters;
}

/** The public listings the listing page is asked for: `first` and the results of every search. */
export async function publicListingIds(origin, searchQuery, first) {
  const ids = new Set([first]);
  for (const search of SEARCHES) {
    const { searchListings } = await graphql(origin, searchQuery, { ...search, first: PAGE_SIZE });
    searchListings.forEach((listing) => ids.add(listing.id));
  }
  return [...ids];
}
