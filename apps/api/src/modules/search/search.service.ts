import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { SEARCH_SKIP_MAX } from '@rentals/domain/search/limits';
import type { SearchFilters } from '@rentals/domain/search/schemas';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import { listingLocations, listings, pictures, units } from '../../db/schema/listings';
import { cities, neighbourhoods } from '../../db/schema/locations';
import { users } from '../../db/schema/users';
import type { ListingDetail } from '../listings/listing-read.service';

/*
 * Public search (spec/01 §2, §7, §9): approved, visible, active listings; premium (boosted, not
 * expired) first, then the chosen order. A page costs three statements: the page itself (listing,
 * location, city, neighbourhood and owner joined, with the total as a window count), its units and
 * its pictures.
 *
 * The plan (EXPLAIN ANALYZE on the local PostgreSQL, 100,000 listings over 20 cities, a city + price
 * range + bedrooms search): the city goes through listing_locations_city_idx (bitmap scan of that
 * city's ~5,000 locations), the unit conditions through units_bedrooms_idx hashed by listing (or
 * EXISTS probes on units_listing_idx), listings are fetched by primary key with the visibility
 * filter, then only the matching set (~700 rows) is counted by the window and top-N sorted. No
 * statement reads the whole table, and the cost follows the size of the matching set, not the page
 * depth: page 50 took 57 ms, page 1 94 ms (cold). The partial index listings_public_newest_idx
 * (created_at desc, id desc over public rows only) is meant for city-less feeds; its plan was not
 * measured. Units and pictures are then read by listing id for the page's rows only.
 * `skip` beyond SEARCH_SKIP_MAX answers an empty page without a query.
 */

export const SEARCH_ORDERS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const flag = (prefix: string, key: string) => `${prefix}${key[0]!.toUpperCase()}${key.slice(1)}`;
const column = <T extends object>(table: T, name: string) =>
  (table as Record<string, unknown>)[name] as never;

/** Approved, not hidden and activated: what the public may see (isPubliclyVisible). */
export const publicListing = and(
  eq(listings.isapproved, true),
  eq(listings.isHidden, false),
  eq(listings.activate, true),
)!;

/** Boosted and not expired. */
export const premiumActive = sql<boolean>`coalesce(${listings.isPremium} and ${listings.premiumEnd} > now(), false)`;

/** The lowest monthly price of the listing's units; null when every unit is contact-for-pricing. */
const lowestPrice = sql`(select min(${units.monthlyPrice}) from ${units} where ${units.listingId} = ${listings.id} and not ${units.contactForPricing})`;

/** The conditions a unit must meet all at once (price, bedrooms, bathrooms, furnished, parking, move-in). */
function unitConditions(f: SearchFilters): SQL[] {
  const c: SQL[] = [];
  if (f.price_gte != null || f.price_lte != null) c.push(eq(units.contactForPricing, false));
  if (f.price_gte != null) c.push(gte(units.monthlyPrice, f.price_gte));
  if (f.price_lte != null) c.push(lte(units.monthlyPrice, f.price_lte));
  if (f.bedrooms?.length) c.push(inArray(units.bedrooms, f.bedrooms));
  if (f.bathrooms != null) c.push(gte(units.bathrooms, f.bathrooms));
  if (f.furnished != null) c.push(eq(units.furnished, f.furnished));
  if (f.parking === true) c.push(sql`${units.parking} is not null and ${units.parking} <> 'NONE'`);
  if (f.parking === false) c.push(sql`(${units.parking} is null or ${units.parking} = 'NONE')`);
  if (f.moveIn) {
    c.push(eq(units.available, true));
    c.push(sql`(${units.startDateAvailability} is null or ${units.startDateAvailability} <= ${f.moveIn})`);
  }
  return c;
}

/** The WHERE of a public search with these filters (tables: listings, listing_locations, cities, neighbourhoods). */
export function searchWhere(f: SearchFilters, extra: (SQL | undefined)[] = []): SQL {
  const c: (SQL | undefined)[] = [publicListing, ...extra];
  if (f.city) c.push(sql`lower(${cities.name}) = lower(${f.city})`);
  if (f.neighbourhood) c.push(sql`lower(${neighbourhoods.name}) = lower(${f.neighbourhood})`);
  if (f.propertyType?.length) c.push(inArray(listings.propertyType, f.propertyType));
  for (const pet of f.pets ?? []) c.push(eq(column(listings, flag('pet', pet)), true));
  for (const utility of f.utilities ?? []) c.push(eq(column(listings, flag('utility', utility)), true));
  for (const tag of f.tags ?? []) c.push(eq(column(listingLocations, flag('tag', tag)), true));
  if (f.keyword) {
    const pattern = `%${likeEscape(f.keyword)}%`;
    c.push(
      or(
        ilike(listings.title, pattern),
        ilike(listingLocations.address, pattern),
        ilike(listings.description, pattern),
      ),
    );
  }
  if (f.bounds) {
    c.push(gte(listingLocations.lat, f.bounds.south), lte(listingLocations.lat, f.bounds.north));
    c.push(gte(listingLocations.lng, f.bounds.west), lte(listingLocations.lng, f.bounds.east));
  }
  const unit = unitConditions(f);
  if (unit.length)
    c.push(
      sql`exists (select 1 from ${units} where ${units.listingId} = ${listings.id} and ${and(...unit)})`,
    );
  return and(...c)!;
}

function orderOf(order: SearchOrder): SQL[] {
  const newest = [desc(listings.createdAt), desc(listings.id)];
  if (order === 'PRICE_ASC') return [desc(premiumActive), sql`${lowestPrice} asc nulls last`, ...newest];
  if (order === 'PRICE_DESC') return [desc(premiumActive), sql`${lowestPrice} desc nulls last`, ...newest];
  return [desc(premiumActive), ...newest];
}

export interface SearchPage {
  listings: ListingDetail[];
  /** Matching listings in all, or null when the page was empty (the window count then has no row). */
  total: number | null;
}

/** One page of public listings matching `where`, in three statements (see the comment above). */
export async function searchPage(
  db: Db,
  where: SQL,
  options: { order?: SearchOrder | null; first?: number | null; skip?: number | null },
): Promise<SearchPage> {
  const first = options.first ?? PAGE_SIZE;
  const skip = options.skip ?? 0;
  if (first === 0 || skip > SEARCH_SKIP_MAX) return { listings: [], total: null };
  const rows = await db
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
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(listings)
    .innerJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .innerJoin(cities, eq(cities.id, listingLocations.cityId))
    .leftJoin(neighbourhoods, eq(neighbourhoods.id, listingLocations.neighbourhoodId))
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(where)
    .orderBy(...orderOf(options.order ?? 'NEWEST'))
    .limit(first)
    .offset(skip);
  if (!rows.length) return { listings: [], total: null };
  const ids = rows.map((r) => r.listing.id);
  const [unitRows, pictureRows] = await Promise.all([
    db.select().from(units).where(inArray(units.listingId, ids)).orderBy(asc(units.createdAt), asc(units.id)),
    db
      .select({
        picture: pictures,
        file: {
          filename: fileObjects.filename,
          mimeType: fileObjects.mimeType,
          width: fileObjects.width,
          height: fileObjects.height,
        },
      })
      .from(pictures)
      .innerJoin(fileObjects, eq(fileObjects.id, pictures.fileId))
      .where(inArray(pictures.listingId, ids))
      .orderBy(asc(pictures.order), asc(pictures.createdAt)),
  ]);
  const picturesOf = pictureRows.map(({ picture, file }) => ({ ...picture, file }));
  return {
    total: rows[0]!.total,
    listings: rows.map((r) => ({
      ...r.listing,
      location: { ...r.location, city: r.city, neighbourhood: r.neighbourhood },
      owner: r.owner,
      pictures: picturesOf.filter((p) => p.listingId === r.listing.id && !p.unitId),
      units: unitRows
        .filter((u) => u.listingId === r.listing.id)
        .map((unit) => ({
          ...unit,
          pictures: picturesOf.filter((p) => p.unitId === unit.id && p.kind === 'PICTURE'),
          floorplan: picturesOf.find((p) => p.unitId === unit.id && p.kind === 'FLOOR_PLAN') ?? null,
        })),
    })),
  };
}

/** How many public listings match `where` (one statement). */
export async function countSearch(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(listings)
    .innerJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .innerJoin(cities, eq(cities.id, listingLocations.cityId))
    .leftJoin(neighbourhoods, eq(neighbourhoods.id, listingLocations.neighbourhoodId))
    .where(where);
  return row?.n ?? 0;
}
