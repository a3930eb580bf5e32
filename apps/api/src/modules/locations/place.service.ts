import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { CreateCityInput, CreateNeighbourhoodInput } from '@rentals/domain/locations/schemas';
import type { Db } from '../../db/client';
import { cities, neighbourhoods, type CityRow, type NeighbourhoodRow } from '../../db/schema/locations';
import { AppError } from '../../graphql/errors';
import type { CityWithNeighbourhoods } from './city.service';

/*
 * Find-or-create is one INSERT … ON CONFLICT DO NOTHING against the case-insensitive unique indexes,
 * then a SELECT: concurrent calls for the same place never fail and always end on the one row.
 * Both take a Db so the listings service can call them inside its transaction.
 */

/** The city with this name (any case) in this province, created with the given coordinates if new. */
export async function findOrCreateCity(db: Db, input: CreateCityInput): Promise<CityRow> {
  await db.insert(cities).values(input).onConflictDoNothing();
  const [city] = await db
    .select()
    .from(cities)
    .where(and(sql`lower(${cities.name}) = lower(${input.name})`, eq(cities.province, input.province)));
  return city!;
}

/** The neighbourhood with this name (any case) in the city, created if new; CITY_NOT_FOUND for an unknown city. */
export async function findOrCreateNeighbourhood(
  db: Db,
  input: CreateNeighbourhoodInput,
): Promise<NeighbourhoodRow> {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId));
  if (!city) throw new AppError('CITY_NOT_FOUND');
  await db.insert(neighbourhoods).values(input).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(neighbourhoods)
    .where(
      and(eq(neighbourhoods.cityId, input.cityId), sql`lower(${neighbourhoods.name}) = lower(${input.name})`),
    );
  return row!;
}

/** createCity: the found or created city with its neighbourhoods, most popular first. */
export async function createCity(db: Db, input: CreateCityInput): Promise<CityWithNeighbourhoods> {
  const city = await findOrCreateCity(db, input);
  const hoods = await db
    .select()
    .from(neighbourhoods)
    .where(eq(neighbourhoods.cityId, city.id))
    .orderBy(desc(neighbourhoods.popularity), asc(neighbourhoods.name));
  return { ...city, neighbourhoods: hoods };
}
