import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Bedrooms } from '@rentals/domain/listings/enums';
import {
  MEDIAN_MIN_SAMPLE,
  PICTURE_HASH_MAX_DISTANCE,
  PICTURE_HASH_MIN_DETAIL_BITS,
  RECENT_LISTINGS_WINDOW_HOURS,
  riskSignals,
  type AreaMedian,
  type RiskSignal,
} from '@rentals/domain/verification/risk-signals';
import type { Db } from '../../db/client';
import { batchLoader, requestLoader, type Load } from '../../graphql/batch-loader';
import { pictureHashes } from '../../db/schema/files';
import { cities, neighbourhoods } from '../../db/schema/locations';
import { listingLocations, listings, pictures, units } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import { rowsOf } from '../../db/sql-helpers';

/*
 * The facts behind a listing's risk signals (packages/domain/src/verification/risk-signals.ts),
 * read for many listings at once: a queue page costs the same six statements whatever its size.
 * Area medians come from published units with the same bedrooms, in the listing's neighbourhood
 * when it has at least MEDIAN_MIN_SAMPLE of them, otherwise in its city (the domain ignores a
 * median from fewer).
 */

type MedianKey = `${string}|${Bedrooms}`;
const key = (areaId: string, bedrooms: Bedrooms): MedianKey => `${areaId}|${bedrooms}`;

/** The median rent and sample of published units per (area, bedrooms), for the areas and bedrooms asked. */
async function areaMedians(
  db: Db,
  area: 'city' | 'neighbourhood',
  areaIds: string[],
  bedrooms: Bedrooms[],
): Promise<Map<MedianKey, { median: number; sampleSize: number }>> {
  if (!areaIds.length || !bedrooms.length) return new Map();
  const areaColumn = area === 'city' ? units.searchCityId : listingLocations.neighbourhoodId;
  const rows = await db
    .select({
      areaId: sql<string>`${areaColumn}`,
      bedrooms: units.bedrooms,
      median: sql<number>`percentile_cont(0.5) within group (order by ${units.monthlyPrice})::float8`,
      sampleSize: sql<number>`count(*)::int`,
    })
    .from(units)
    .innerJoin(listingLocations, eq(listingLocations.listingId, units.listingId))
    .where(
      and(
        eq(units.searchPublic, true),
        eq(units.contactForPricing, false),
        gt(units.monthlyPrice, 0),
        inArray(areaColumn, areaIds),
        inArray(units.bedrooms, bedrooms),
      ),
    )
    .groupBy(areaColumn, units.bedrooms);
  return new Map(rows.map((r) => [key(r.areaId, r.bedrooms as Bedrooms), r]));
}

/**
 * Per listing, how many of its pictures match (within PICTURE_HASH_MAX_DISTANCE bits) a picture of
 * a listing of another account, and how many such accounts. The GIN index on the hash bytes
 * narrows the candidates to hashes sharing one; bit_count then measures the distance. Near-flat
 * pictures, on either side, are left out (PICTURE_HASH_MIN_DETAIL_BITS).
 */
async function reusedPictures(db: Db, listingIds: string[]) {
  const rows = await db.execute(sql`
    select p.listing_id, count(distinct p.id)::int as pictures, count(distinct other.owner_id)::int as accounts
    from ${pictures} p
    join ${listings} own on own.id = p.listing_id
    join ${pictureHashes} h on h.file_id = p.file_id
      and bit_count(h.hash::bit(64)) between ${PICTURE_HASH_MIN_DETAIL_BITS} and ${64 - PICTURE_HASH_MIN_DETAIL_BITS}
    join ${pictureHashes} match on match.bands && h.bands and match.file_id <> h.file_id
      and bit_count((match.hash # h.hash)::bit(64)) <= ${PICTURE_HASH_MAX_DISTANCE}
      and bit_count(match.hash::bit(64)) between ${PICTURE_HASH_MIN_DETAIL_BITS} and ${64 - PICTURE_HASH_MIN_DETAIL_BITS}
    join ${pictures} p2 on p2.file_id = match.file_id
    join ${listings} other on other.id = p2.listing_id and other.owner_id <> own.owner_id
    where p.listing_id in ${listingIds} and p.kind = 'PICTURE'
    group by p.listing_id`);
  return new Map(
    rowsOf<{ listing_id: string; pictures: number; accounts: number }>(rows).map((r) => [r.listing_id, r]),
  );
}

/** Listings of the same account created within RECENT_LISTINGS_WINDOW_HOURS of each listing, itself included. */
async function recentListingCounts(db: Db, listingIds: string[]) {
  const window = sql`make_interval(hours => ${RECENT_LISTINGS_WINDOW_HOURS})`;
  const rows = await db.execute(sql`
    select l.id as listing_id, count(o.id)::int as n
    from ${listings} l
    join ${listings} o on o.owner_id = l.owner_id
      and o.created_at > l.created_at - ${window} and o.created_at < l.created_at + ${window}
    where l.id in ${listingIds}
    group by l.id`);
  return new Map(rowsOf<{ listing_id: string; n: number }>(rows).map((r) => [r.listing_id, r.n]));
}

/** The risk signals of each listing asked (an empty list for none, and for an id that is no listing). */
export async function findRiskSignals(
  db: Db,
  listingIds: readonly string[],
): Promise<Map<string, RiskSignal[]>> {
  const ids = [...new Set(listingIds)];
  const result = new Map<string, RiskSignal[]>(ids.map((id) => [id, []]));
  if (!ids.length) return result;
  const [heads, unitRows, reused, recent] = await Promise.all([
    db
      .select({
        id: listings.id,
        createdAt: listings.createdAt,
        description: listings.description,
        accountCreatedAt: users.createdAt,
        cityId: listingLocations.cityId,
        cityName: cities.name,
        neighbourhoodId: listingLocations.neighbourhoodId,
        neighbourhoodName: neighbourhoods.name,
      })
      .from(listings)
      .innerJoin(users, eq(users.id, listings.ownerId))
      .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
      .leftJoin(cities, eq(cities.id, listingLocations.cityId))
      .leftJoin(neighbourhoods, eq(neighbourhoods.id, listingLocations.neighbourhoodId))
      .where(inArray(listings.id, ids)),
    db
      .select({ listingId: units.listingId, bedrooms: units.bedrooms, rent: units.monthlyPrice })
      .from(units)
      .where(
        and(
          inArray(units.listingId, ids),
          eq(units.contactForPricing, false),
          isNotNull(units.monthlyPrice),
          gt(units.monthlyPrice, 0),
        ),
      ),
    reusedPictures(db, ids),
    recentListingCounts(db, ids),
  ]);
  const bedrooms = [...new Set(unitRows.map((u) => u.bedrooms as Bedrooms))];
  const [byCity, byNeighbourhood] = await Promise.all([
    areaMedians(db, 'city', [...new Set(heads.flatMap((h) => (h.cityId ? [h.cityId] : [])))], bedrooms),
    areaMedians(
      db,
      'neighbourhood',
      [...new Set(heads.flatMap((h) => (h.neighbourhoodId ? [h.neighbourhoodId] : [])))],
      bedrooms,
    ),
  ]);

  for (const head of heads) {
    const areaOf = (unitBedrooms: Bedrooms): AreaMedian | null => {
      const near = head.neighbourhoodId
        ? byNeighbourhood.get(key(head.neighbourhoodId, unitBedrooms))
        : undefined;
      if (near && near.sampleSize >= MEDIAN_MIN_SAMPLE && head.neighbourhoodName) {
        return { ...near, areaName: head.neighbourhoodName };
      }
      const city = head.cityId ? byCity.get(key(head.cityId, unitBedrooms)) : undefined;
      return city && head.cityName ? { ...city, areaName: head.cityName } : null;
    };
    const match = reused.get(head.id);
    result.set(
      head.id,
      riskSignals({
        postedAt: head.createdAt,
        accountCreatedAt: head.accountCreatedAt,
        units: unitRows
          .filter((u) => u.listingId === head.id)
          .map((u) => ({
            bedrooms: u.bedrooms as Bedrooms,
            rent: u.rent!,
            area: areaOf(u.bedrooms as Bedrooms),
          })),
        reusedPictureCount: match?.pictures ?? 0,
        reusedPictureAccounts: match?.accounts ?? 0,
        description: head.description,
        recentListingCount: recent.get(head.id) ?? 1,
      }),
    );
  }
  return result;
}

const loaders = new WeakMap<object, Load<RiskSignal[]>>();

/**
 * The signals of a listing, read for a request (`scope`, its context): the listings asked for in
 * the same tick (a queue page) are read together by findRiskSignals, each once.
 */
export function riskSignalsLoader(db: Db, scope: object): Load<RiskSignal[]> {
  return requestLoader(loaders, scope, () => batchLoader((ids) => findRiskSignals(db, ids), []));
}
