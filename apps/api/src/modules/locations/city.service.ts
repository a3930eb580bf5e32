import { asc, desc, ilike, inArray, or } from 'drizzle-orm';
import { MAX_PAGE_SIZE } from '@rentals/domain/limits';
import type { Db } from '../../db/client';
import { cities, neighbourhoods, type CityRow, type NeighbourhoodRow } from '../../db/schema/locations';

export type CityWithNeighbourhoods = CityRow & { neighbourhoods: NeighbourhoodRow[] };

/** Escapes LIKE wildcards so a search for "50%" matches the text, not everything. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Cities by name prefix (or all), alphabetically, each with its neighbourhoods, most popular first.
 * Two queries whatever the page size.
 */
export async function findCities(
  db: Db,
  input: { search?: string | null; first?: number | null; skip?: number | null },
): Promise<CityWithNeighbourhoods[]> {
  const first = Math.min(Math.max(input.first ?? MAX_PAGE_SIZE, 0), MAX_PAGE_SIZE);
  const skip = Math.max(input.skip ?? 0, 0);
  const term = input.search?.trim();
  const rows = await db
    .select()
    .from(cities)
    .where(
      term
        ? or(ilike(cities.name, `${likeEscape(term)}%`), ilike(cities.name, `% ${likeEscape(term)}%`))
        : undefined,
    )
    .orderBy(asc(cities.name))
    .limit(first)
    .offset(skip);
  if (!rows.length) return [];
  const hoods = await db
    .select()
    .from(neighbourhoods)
    .where(
      inArray(
        neighbourhoods.cityId,
        rows.map((c) => c.id),
      ),
    )
    .orderBy(desc(neighbourhoods.popularity), asc(neighbourhoods.name));
  return rows.map((city) => ({ ...city, neighbourhoods: hoods.filter((n) => n.cityId === city.id) }));
}
