import { and, asc, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '@rentals/domain/limits';
import type { Db } from '../../db/client';
import { cities, neighbourhoods, type CityRow, type NeighbourhoodRow } from '../../db/schema/locations';
import { pageOf, startingWith } from '../../db/sql-helpers';

export type CityWithNeighbourhoods = CityRow & { neighbourhoods: NeighbourhoodRow[] };

/**
 * Cities by name prefix (or all), alphabetically, each with its neighbourhoods, most popular first:
 * the public lists, so only places staff accepted (place-review.service.ts). Two queries whatever
 * the page size.
 */
export async function findCities(
  db: Db,
  input: { search?: string | null; first?: number | null; skip?: number | null },
): Promise<CityWithNeighbourhoods[]> {
  const { first, skip } = pageOf(input, MAX_PAGE_SIZE);
  const term = input.search?.trim();
  const rows = await db
    .select()
    .from(cities)
    .where(
      and(
        eq(cities.accepted, true),
        term
          ? or(ilike(cities.name, startingWith(term)), ilike(cities.name, `% ${startingWith(term)}`))
          : undefined,
      ),
    )
    .orderBy(asc(cities.name))
    .limit(first)
    .offset(skip);
  return withNeighbourhoods(db, rows, { accepted: true });
}

/**
 * The cities with their neighbourhoods in one more query: the accepted ones most popular first
 * (public lists), or those awaiting review oldest first (place-review.service.ts).
 */
export async function withNeighbourhoods(
  db: Db,
  rows: CityRow[],
  { accepted }: { accepted: boolean },
): Promise<CityWithNeighbourhoods[]> {
  if (!rows.length) return [];
  const hoods = await db
    .select()
    .from(neighbourhoods)
    .where(
      and(
        inArray(
          neighbourhoods.cityId,
          rows.map((c) => c.id),
        ),
        eq(neighbourhoods.accepted, accepted),
      ),
    )
    .orderBy(
      ...(accepted
        ? [desc(neighbourhoods.popularity), asc(neighbourhoods.name)]
        : [asc(neighbourhoods.createdAt), asc(neighbourhoods.name)]),
    );
  return rows.map((city) => ({ ...city, neighbourhoods: hoods.filter((n) => n.cityId === city.id) }));
}
