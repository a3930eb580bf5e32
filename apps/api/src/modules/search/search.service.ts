import { createHash } from 'node:crypto';
import {
  and,
  asc,
  count,
  desc,
  eq,
  fillPlaceholders,
  sql,
  type Placeholder,
  type Query,
  type SQL,
} from 'drizzle-orm';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { SEARCH_COUNT_BOUND, SEARCH_SKIP_MAX } from '@rentals/domain/search/limits';
import type { SearchFilters } from '@rentals/domain/search/schemas';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import { listingLocations, listings, pictures, units } from '../../db/schema/listings';
import { cities, neighbourhoods } from '../../db/schema/locations';
import { users } from '../../db/schema/users';
import {
  pictureWithFile,
  type ListingDetail,
  type PictureDetail,
  type UnitDetail,
} from '../listings/listing-read.service';
import { premiumActive, publiclyVisible } from '../listings/listing-states';
import {
  inCitySearched,
  inline,
  listingConditions,
  planOf,
  recording,
  shapeOf,
  unitConditions,
  unitFiltersOf,
  type Binder,
} from './search-conditions';
import { rankedListedAt } from './search-freshness';

/*
 * Public search (spec/01 §2, §7, §9): approved, visible, active listings; premium (boosted, not
 * expired) first, then the chosen order. A page costs three statements: the page, its units and
 * its pictures. The total is a fourth (countSearch), bounded: a window count on the page would
 * make every page read every match, where an ordered index can stop after the page's rows.
 *
 * The page statement finds the page's listing ids in a subquery that reads as little
 * as possible, then joins the listing, location, city, neighbourhood and owner for those rows only.
 * The subquery has two plans:
 * - unit filters (price, bedrooms...) with at most a city: units alone. Each unit carries copies of
 *   its building's state (search_public, search_city_id, search_listed_at, search_premium_end, kept
 *   by triggers of migration 0006 whatever code writes), so units_search_idx (city, bedrooms, price,
 *   ... where public) answers the matching units, grouped by listing and top-N sorted without
 *   reading a table.
 * - anything else: listings, with the location joined only for the filters on it; a city alone is
 *   answered by listings_public_city_idx (listings.search_city_id, also a trigger copy).
 * A search from searchWhere without `extra` conditions runs as prepared statements, one per shape
 * of filters (which filters, not their values): Drizzle builds the SQL once, and PostgreSQL parses
 * it once per connection. Building this SQL on every request cost more than running it.
 *
 * What it costs is measured, not written here: `npm run bench:search` prints the latency of each
 * filter shape on the demo data (figures that a comment would let go stale).
 * `skip` beyond SEARCH_SKIP_MAX answers an empty page without a query.
 */

export const SEARCH_ORDERS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'FRESHNESS'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

/** The filters each searchWhere condition was built from, so a search can run by the cheapest plan. */
const origins = new WeakMap<SQL, { filters: SearchFilters; extra: boolean }>();

/**
 * The WHERE of a public search with these filters, over listings and listing_locations; `extra`
 * may add conditions on both. searchPage and countSearch choose their plan from the filters.
 */
export function searchWhere(f: SearchFilters, extra: (SQL | undefined)[] = []): SQL {
  const where = and(publiclyVisible, ...extra, ...listingConditions(f, inline))!;
  origins.set(where, { filters: f, extra: extra.some(Boolean) });
  return where;
}

/** When a result was listed and last confirmed available (search-freshness.ts). */
interface Ages {
  listedAt: SQL;
  confirmedAt: SQL;
}

/**
 * The order: premium first, then the price (missing prices last), the latest confirmation
 * (FRESHNESS) or nothing, then newest, where a listing whose confirmation is overdue ranks as
 * listed STALE_RANK_PENALTY_DAYS earlier.
 */
function orderBy(
  order: SearchOrder,
  premium: SQL,
  price: SQL,
  { listedAt, confirmedAt }: Ages,
  id: SQL,
): SQL[] {
  const keys = [desc(premium)];
  if (order === 'PRICE_ASC') keys.push(sql`${price} asc nulls last`);
  if (order === 'PRICE_DESC') keys.push(sql`${price} desc nulls last`);
  if (order === 'FRESHNESS') keys.push(sql`${confirmedAt} desc nulls last`);
  return [...keys, desc(rankedListedAt(listedAt, confirmedAt)), desc(id)];
}

/** The lowest monthly price of a listing's units; null when every unit is contact-for-pricing. */
const lowestPriceOf = (listingId: SQL) =>
  sql`(select min(p.monthly_price) from ${units} p where p.listing_id = ${listingId} and not p.contact_for_pricing)`;

/** The order of listings by their own columns (the units plan orders by the copies of the same values). */
const listingOrder = (order: SearchOrder) =>
  orderBy(
    order,
    premiumActive,
    lowestPriceOf(sql`${listings.id}`),
    { listedAt: sql`${listings.createdAt}`, confirmedAt: sql`${listings.availabilityConfirmedAt}` },
    sql`${listings.id}`,
  );

/** Public units in the city meeting the unit filters: the units plan (the conditions also record their values in `b`). */
function unitsWhere(f: SearchFilters, b: Binder): SQL {
  return and(
    sql`${units.searchPublic}`,
    f.city ? inCitySearched(units.searchCityId, f.city, b) : undefined,
    ...unitConditions(f, b),
  )!;
}

type Limit = number | Placeholder;
interface PageShape {
  order: SearchOrder;
  first: Limit;
  skip: Limit;
}

/**
 * The page's listing ids: from units alone (`unitsWhere`), or `where` over listings,
 * joining the location when `location`, and every table of the page when the condition is not
 * searchWhere's (`known`). Only plain columns are selected (Drizzle leaves columns unqualified in
 * a one-table select list), so the page statement repeats the order over the joined listings.
 */
function pageIds(
  db: Db,
  source: { unitsWhere: SQL } | { where: SQL; location: boolean; known: boolean },
  { order, first, skip }: PageShape,
) {
  if ('unitsWhere' in source) {
    return db
      .select({ id: units.listingId })
      .from(units)
      .where(source.unitsWhere)
      .groupBy(units.listingId)
      .orderBy(
        ...orderBy(
          order,
          sql`coalesce(max(${units.searchPremiumEnd}) > now(), false)`,
          lowestPriceOf(sql`${units.listingId}`),
          { listedAt: sql`max(${units.searchListedAt})`, confirmedAt: sql`max(${units.searchConfirmedAt})` },
          sql`${units.listingId}`,
        ),
      )
      .limit(first)
      .offset(skip)
      .as('page');
  }
  const query = db.select({ id: listings.id }).from(listings).$dynamic();
  if (source.location || !source.known) {
    query.innerJoin(listingLocations, eq(listingLocations.listingId, listings.id));
  }
  if (!source.known) {
    query
      .innerJoin(cities, eq(cities.id, listingLocations.cityId))
      .leftJoin(neighbourhoods, eq(neighbourhoods.id, listingLocations.neighbourhoodId));
  }
  return query
    .where(source.where)
    .orderBy(...listingOrder(order))
    .limit(first)
    .offset(skip)
    .as('page');
}

/** The page statement: the ids' subquery joined to what a listing shows, in the search's order. */
function pageStatement(db: Db, page: ReturnType<typeof pageIds>, order: SearchOrder) {
  return db
    .select({
      listing: listings,
      location: listingLocations,
      city: cities,
      neighbourhood: neighbourhoods,
      owner: {
        id: users.id,
        firstName: users.firstName,
        lastName: users.lastName,
        email: users.email,
        userType: users.userType,
      },
    })
    .from(page)
    .innerJoin(listings, eq(listings.id, page.id))
    .innerJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .innerJoin(cities, eq(cities.id, listingLocations.cityId))
    .leftJoin(neighbourhoods, eq(neighbourhoods.id, listingLocations.neighbourhoodId))
    .innerJoin(users, eq(users.id, listings.ownerId))
    .orderBy(...listingOrder(order));
}

/**
 * The units of the page's listings, by an array of ids (one statement text for any page), each
 * with whether it meets the search's unit filters (`matches`, null when there are none).
 */
function unitsStatement(db: Db, ids: SQL | Placeholder, matches: SQL | undefined) {
  return db
    .select({ unit: units, matches: matches ? sql<boolean>`coalesce(${matches}, false)` : sql<null>`null` })
    .from(units)
    .where(sql`${units.listingId} = any(${ids})`)
    .orderBy(asc(units.createdAt), asc(units.id));
}

/** The pictures of the page's listings, by an array of ids. */
function picturesStatement(db: Db, ids: SQL | Placeholder) {
  return db
    .select(pictureWithFile)
    .from(pictures)
    .innerJoin(fileObjects, eq(fileObjects.id, pictures.fileId))
    .where(sql`${pictures.listingId} = any(${ids})`)
    .orderBy(asc(pictures.order), asc(pictures.createdAt));
}

type Values = Record<string, unknown>;
interface Buildable<R> {
  toSQL(): Query;
  execute(values?: Values): Promise<R>;
  prepare(name: string): { execute(values?: Values): Promise<R>; getQuery(): Query };
}
/** A statement to run: prepared (named after its text, so PostgreSQL parses it once per connection) or built for one call. */
interface Runnable<R> {
  name: string | null;
  execute(values: Values): Promise<R>;
  query(): Query;
}
function prepared<R>(statement: Buildable<R>): Runnable<R> {
  const name = `search_${createHash('sha1').update(statement.toSQL().sql).digest('hex').slice(0, 24)}`;
  const ready = statement.prepare(name);
  return { name, execute: (values) => ready.execute(values), query: () => ready.getQuery() };
}
function unprepared<R>(statement: Buildable<R>): Runnable<R> {
  return { name: null, execute: (values) => statement.execute(values), query: () => statement.toSQL() };
}

/**
 * Prepared statements by database handle and shape. Flag filters (pets, utilities, tags) multiply
 * the shapes, so past PREPARED_MAX of them a new shape is built for its call only.
 */
const PREPARED_MAX = 256;
const preparedCache = new WeakMap<Db, Map<string, unknown>>();
function cached<T>(db: Db, key: string, build: () => T, otherwise: () => T): T {
  let map = preparedCache.get(db);
  if (!map) preparedCache.set(db, (map = new Map()));
  if (!map.has(key)) {
    if (map.size >= PREPARED_MAX) return otherwise();
    map.set(key, build());
  }
  return map.get(key) as T;
}

interface PageOptions {
  order?: SearchOrder | null;
  first: number;
  skip: number;
}

/**
 * The page's units statement: with the search's unit filters, it tells which units matched
 * (prepared per shape of those filters, their values recorded in `b`); without, it is one
 * statement for every search.
 */
function unitsRunnable(db: Db, ids: Placeholder, filters: SearchFilters | null, b: Binder | null) {
  const conditions = filters ? unitConditions(filters, b ?? inline) : [];
  const build = (ready: typeof prepared, matches?: SQL) => () => ready(unitsStatement(db, ids, matches));
  if (!filters || !conditions.length) {
    return { units: cached(db, 'units', build(prepared), build(unprepared)), matching: false };
  }
  const matches = and(...conditions)!;
  // Values written into the statement (an unprepared search) make a statement for one call only.
  if (!b) return { units: unprepared(unitsStatement(db, ids, matches)), matching: true };
  const key = `units|${shapeOf(unitFiltersOf(filters))}`;
  return { units: cached(db, key, build(prepared, matches), build(unprepared, matches)), matching: true };
}

/** The page's statements for `where`, prepared when it is searchWhere's alone, with the values to run them with. */
function searchStatements(db: Db, where: SQL, options: PageOptions) {
  const order = options.order ?? 'NEWEST';
  const ids = sql.placeholder('ids');
  const picturesOf = (ready: typeof prepared) => () => ready(picturesStatement(db, ids));
  const pictures = cached(db, 'pictures', picturesOf(prepared), picturesOf(unprepared));
  const origin = origins.get(where);
  if (!origin || origin.extra) {
    const page = pageIds(db, { where, location: true, known: !!origin }, { ...options, order });
    const units = unitsRunnable(db, ids, origin?.filters ?? null, null);
    return { page: unprepared(pageStatement(db, page, order)), values: {}, ...units, pictures };
  }
  const values: Values = { first: options.first, skip: options.skip };
  const b = recording(values);
  const plan = planOf(origin.filters, false);
  const source = plan.units
    ? { unitsWhere: unitsWhere(origin.filters, b) }
    : {
        where: and(publiclyVisible, ...listingConditions(origin.filters, b))!,
        location: plan.location,
        known: true,
      };
  const shape = { order, first: sql.placeholder('first'), skip: sql.placeholder('skip') };
  const key = `page|${order}|${plan.units ? 'units' : 'listings'}|${shapeOf(origin.filters)}`;
  const build = (ready: typeof prepared) => () => ready(pageStatement(db, pageIds(db, source, shape), order));
  const page = cached(db, key, build(prepared), build(unprepared));
  return { page, values, ...unitsRunnable(db, ids, origin.filters, b), pictures };
}

/** The units of each listing of a search page that met its unit filters (see matchingUnitIdsOf). */
const matchingUnits = new WeakMap<ListingDetail, string[]>();

/**
 * The ids of a listing's units that met the unit filters (price, bedrooms...) of the search that
 * answered it; null for a search without unit filters, or a listing that no search answered.
 */
export function matchingUnitIdsOf(listing: ListingDetail): string[] | null {
  return matchingUnits.get(listing) ?? null;
}

export interface SearchPage {
  listings: ListingDetail[];
}

function append<T>(map: Map<string, T[]>, key: string, value: T) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** One page of public listings matching `where`, in three statements (see the comment above). */
export async function searchPage(
  db: Db,
  where: SQL,
  options: { order?: SearchOrder | null; first?: number | null; skip?: number | null },
): Promise<SearchPage> {
  const first = options.first ?? PAGE_SIZE;
  const skip = options.skip ?? 0;
  if (first === 0 || skip > SEARCH_SKIP_MAX) return { listings: [] };
  const statements = searchStatements(db, where, { order: options.order, first, skip });
  const { page, values } = statements;
  const rows = await page.execute(values);
  if (!rows.length) return { listings: [] };
  const ids = rows.map((r) => r.listing.id);
  const [unitRows, pictureRows] = await Promise.all([
    statements.units.execute({ ...values, ids }),
    statements.pictures.execute({ ids }),
  ]);
  // The rows are fresh objects: completed in place rather than copied (a listing has 130 columns).
  const listingPictures = new Map<string, PictureDetail[]>();
  const unitPictures = new Map<string, PictureDetail[]>();
  for (const { picture, file } of pictureRows) {
    const detail = Object.assign(picture, { file });
    const [map, key] = picture.unitId ? [unitPictures, picture.unitId] : [listingPictures, picture.listingId];
    append(map, key, detail);
  }
  const unitsOf = new Map<string, UnitDetail[]>();
  const matchedOf = statements.matching ? new Map<string, string[]>() : null;
  for (const { unit, matches } of unitRows) {
    const own = unitPictures.get(unit.id) ?? [];
    const detail = Object.assign(unit, {
      pictures: own.filter((p) => p.kind === 'PICTURE'),
      floorplan: own.find((p) => p.kind === 'FLOOR_PLAN') ?? null,
    });
    append(unitsOf, unit.listingId, detail);
    if (matches) append(matchedOf!, unit.listingId, unit.id);
  }
  const listings = rows.map((r) =>
    Object.assign(r.listing, {
      location: Object.assign(r.location, { city: r.city, neighbourhood: r.neighbourhood }),
      owner: r.owner,
      pictures: listingPictures.get(r.listing.id) ?? [],
      units: unitsOf.get(r.listing.id) ?? [],
    }),
  );
  if (matchedOf) for (const l of listings) matchingUnits.set(l, matchedOf.get(l.id) ?? []);
  return { listings };
}

/** A statement as a search sends it: its prepared name (null when unprepared), text and parameters. */
export interface SentStatement {
  name: string | null;
  sql: string;
  params: unknown[];
}

/**
 * The statements of a search page and its total as sent (page, units, pictures, count), for the
 * benchmark's floor to replay; runs the page to get its ids.
 */
export async function searchPageStatements(
  db: Db,
  where: SQL,
  options: PageOptions,
): Promise<SentStatement[]> {
  const { page, values, units, pictures } = searchStatements(db, where, options);
  const sent = (statement: Runnable<unknown>, v: Values) => {
    const query = statement.query();
    return { name: statement.name, sql: query.sql, params: fillPlaceholders(query.params, v) };
  };
  const rows = await page.execute(values);
  const ids = rows.map((r) => r.listing.id);
  const counted = countStatement(db, where).toSQL();
  return [
    sent(page, values),
    sent(units, { ...values, ids }),
    sent(pictures, { ids }),
    { name: null, sql: counted.sql, params: counted.params },
  ];
}

/**
 * The statement counting the public listings that match `where`, by the same plan as searchPage,
 * stopping at SEARCH_COUNT_BOUND + 1: the matches are read through a subquery with that LIMIT, so
 * a search matching most of the country reads ten thousand index entries, not a million.
 */
export function countStatement(db: Db, where: SQL) {
  const origin = origins.get(where);
  const plan = origin ? planOf(origin.filters, origin.extra) : null;
  const bound = SEARCH_COUNT_BOUND + 1;
  if (origin && plan?.units) {
    const matches = db
      .selectDistinct({ id: units.listingId })
      .from(units)
      .where(unitsWhere(origin.filters, inline))
      .limit(bound)
      .as('matches');
    return db.select({ n: count() }).from(matches);
  }
  const query = db.select({ id: listings.id }).from(listings).$dynamic();
  if (!plan || plan.location) query.innerJoin(listingLocations, eq(listingLocations.listingId, listings.id));
  if (!plan) {
    query
      .innerJoin(cities, eq(cities.id, listingLocations.cityId))
      .leftJoin(neighbourhoods, eq(neighbourhoods.id, listingLocations.neighbourhoodId));
  }
  const matches = query.where(where).limit(bound).as('matches');
  return db.select({ n: count() }).from(matches);
}

/**
 * How many public listings match `where`: exact up to SEARCH_COUNT_BOUND, and SEARCH_COUNT_BOUND
 * + 1 for any more (the count stops there; see countStatement).
 */
export async function countSearch(db: Db, where: SQL): Promise<number> {
  const [row] = await countStatement(db, where);
  return row?.n ?? 0;
}
