import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@rentals/domain/limits';
import {
  MAP_BOX_HALF_DEGREES,
  MAP_LISTINGS_MAX,
  SIMILAR_LISTINGS_MAX,
  SIMILAR_PRICE_RATIO,
} from '@rentals/domain/search/limits';
import type { SearchFilters } from '@rentals/domain/search/schemas';
import type { Context } from '../../graphql/context';
import { listingLocations, listings, units } from '../../db/schema/listings';
import { AppError } from '../../graphql/errors';
import type { ListingDetail } from '../listings/listing-read.service';
import { publiclyVisible } from '../listings/listing-states';
import { searchHistory } from '../../db/schema/search';
import { pageOf, UUID, type Paging } from '../../db/sql-helpers';
import { searchPage, searchWhere } from './search.service';

/**
 * Listings like a public one (similarListings): same city, not itself, with a unit of the same
 * bedrooms or priced within ±25% of its lowest price; premium first, then newest.
 */
export async function similarListings(ctx: Context, id: string): Promise<ListingDetail[]> {
  if (!UUID.test(id)) throw new AppError('LISTING_NOT_FOUND');
  const [base] = await ctx.db
    .select({
      cityId: listingLocations.cityId,
      bedrooms: sql<
        string[]
      >`array(select distinct ${units.bedrooms} from ${units} where ${units.listingId} = ${listings.id})`,
      price: sql<
        number | null
      >`(select min(${units.monthlyPrice}) from ${units} where ${units.listingId} = ${listings.id} and not ${units.contactForPricing})`.mapWith(
        (v) => (v == null ? null : Number(v)),
      ),
    })
    .from(listings)
    .innerJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .where(and(eq(listings.id, id), publiclyVisible));
  if (!base) throw new AppError('LISTING_NOT_FOUND');
  const unitLike = or(
    base.bedrooms.length ? inArray(units.bedrooms, base.bedrooms) : undefined,
    base.price != null
      ? sql`(not ${units.contactForPricing} and ${units.monthlyPrice} between ${base.price * (1 - SIMILAR_PRICE_RATIO)} and ${base.price * (1 + SIMILAR_PRICE_RATIO)})`
      : undefined,
  );
  const where = searchWhere({}, [
    ne(listings.id, id),
    eq(listingLocations.cityId, base.cityId),
    unitLike
      ? sql`exists (select 1 from ${units} where ${units.listingId} = ${listings.id} and ${unitLike})`
      : undefined,
  ]);
  return (await searchPage(ctx.db, where, { first: SIMILAR_LISTINGS_MAX })).listings;
}

/**
 * Public listings around a place (searchMapListings): the geocoder resolves the address, then the
 * listings inside a box of ±MAP_BOX_HALF_DEGREES around it; none when the place is unknown.
 */
export async function mapListings(ctx: Context, address: string): Promise<ListingDetail[]> {
  const text = address.trim();
  if (!text) return [];
  const [place] = await ctx.geocoding.suggest(text.slice(0, 200), { limit: 1, locale: ctx.locale });
  if (!place) return [];
  const bounds = {
    north: place.lat + MAP_BOX_HALF_DEGREES,
    south: place.lat - MAP_BOX_HALF_DEGREES,
    east: place.lng + MAP_BOX_HALF_DEGREES,
    west: place.lng - MAP_BOX_HALF_DEGREES,
  };
  return (await searchPage(ctx.db, searchWhere({ bounds }), { first: MAP_LISTINGS_MAX })).listings;
}

/** Recommendations (recommendListings): a page of public listings matching the filters, premium first. */
export async function recommendListings(ctx: Context, filters: SearchFilters): Promise<ListingDetail[]> {
  return (await searchPage(ctx.db, searchWhere(filters), { first: PAGE_SIZE })).listings;
}

/**
 * A search refined within this many seconds of the user's previous one (the list re-queries 500 ms
 * after each change: typing a keyword, moving a price slider) replaces it instead of adding one.
 */
export const SEARCH_HISTORY_MERGE_SECONDS = 60;

/**
 * Saves a signed-in user's search (spec/01 §3 Search history: the city as location, the filters as
 * given). One statement: it updates the user's latest entry when that is recent (a refinement of
 * the same search), else inserts a new one.
 */
export async function recordSearch(ctx: Context, userId: string, filters: SearchFilters): Promise<void> {
  const location = filters.city ?? filters.neighbourhood ?? null;
  const given = JSON.stringify(Object.fromEntries(Object.entries(filters).filter(([, v]) => v != null)));
  await ctx.db.execute(sql`
    with latest as (
      select id from ${searchHistory}
      where ${searchHistory.userId} = ${userId}
        and ${searchHistory.createdAt} > now() - make_interval(secs => ${SEARCH_HISTORY_MERGE_SECONDS})
      order by ${searchHistory.createdAt} desc
      limit 1
    ), refined as (
      update ${searchHistory}
      set location = ${location}, filters = ${given}::jsonb, created_at = now()
      where id in (select id from latest)
      returning id
    )
    insert into ${searchHistory} (user_id, location, filters)
    select ${userId}, ${location}, ${given}::jsonb
    where not exists (select 1 from refined)`);
}

/** The caller's own searches, newest first. */
export function ownSearchHistory(ctx: Context, userId: string, paging: Paging) {
  const { first, skip } = pageOf(paging);
  return ctx.db
    .select()
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.createdAt), desc(searchHistory.id))
    .limit(first)
    .offset(skip);
}

/** Deletes one of the caller's own searches; someone else's or an unknown one answers NO_ACCESS. */
export async function deleteOwnSearch(ctx: Context, userId: string, id: string): Promise<string> {
  if (!UUID.test(id)) throw new AppError('NO_ACCESS');
  const deleted = await ctx.db
    .delete(searchHistory)
    .where(and(eq(searchHistory.id, id), eq(searchHistory.userId, userId)))
    .returning({ id: searchHistory.id });
  if (!deleted.length) throw new AppError('NO_ACCESS');
  return id;
}
