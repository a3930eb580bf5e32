import { and, asc, desc, eq, sql } from 'drizzle-orm';
import {
  geocodedPlaceSchema,
  type CreateCityInput,
  type CreateNeighbourhoodInput,
  type GeocodedPlace,
} from '@rentals/domain/locations/schemas';
import type { Locale } from '@rentals/domain/users/enums';
import type { Db } from '../../db/client';
import { cities, neighbourhoods, type CityRow, type NeighbourhoodRow } from '../../db/schema/locations';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import type { CityWithNeighbourhoods } from './city.service';
import { canRankPlaces } from './place.policy';

/*
 * Cities and neighbourhoods are made only from a place the address field's geocoder found: the
 * client sends the suggestion's place id, the geocoder finds that place again, and its city,
 * province, neighbourhood and coordinates are stored, never text the client typed. A new place is
 * not accepted: public lists leave it out until staff accept it (place-review.service.ts).
 *
 * Find-or-create is one INSERT … ON CONFLICT DO NOTHING against the case-insensitive unique indexes,
 * then a SELECT: concurrent calls for the same place never fail and always end on the one row.
 * Both take a Db so they can run inside a transaction.
 */

/** A city as stored from a geocoded place. */
export interface NewCity {
  name: string;
  province: GeocodedPlace['region'];
  lat: number;
  lng: number;
}

/** The place a suggestion's id names, checked to be a Canadian place; PLACE_NOT_FOUND otherwise. */
async function geocodedPlace(deps: AppDeps, placeId: string, locale: Locale): Promise<GeocodedPlace> {
  const found = await deps.geocoding.place(placeId, { locale });
  const checked = found ? geocodedPlaceSchema.safeParse(found) : null;
  if (!checked?.success) throw new AppError('PLACE_NOT_FOUND');
  return checked.data;
}

const cityOf = (place: GeocodedPlace): NewCity => ({
  name: place.city,
  province: place.region,
  lat: place.lat,
  lng: place.lng,
});

/** The city with this name (any case) in this province, created with the given coordinates if new. */
export async function findOrCreateCity(db: Db, input: NewCity): Promise<CityRow> {
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
  input: { name: string; cityId: string },
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

/** createCity: the city of a geocoded place, found or created, with its neighbourhoods, most popular first. */
export async function createCity(
  deps: AppDeps,
  input: CreateCityInput,
  locale: Locale,
): Promise<CityWithNeighbourhoods> {
  const place = await geocodedPlace(deps, input.placeId, locale);
  const city = await findOrCreateCity(deps.db, cityOf(place));
  const hoods = await deps.db
    .select()
    .from(neighbourhoods)
    .where(eq(neighbourhoods.cityId, city.id))
    .orderBy(desc(neighbourhoods.popularity), asc(neighbourhoods.name));
  return { ...city, neighbourhoods: hoods };
}

/**
 * createNeighbourhood: the neighbourhood of a geocoded place (and its city), found or created in one
 * transaction. Featured and popularity, when given, are set by staff who may rank places; anyone
 * else giving them gets NO_ACCESS and nothing changes.
 */
export async function createNeighbourhood(
  deps: AppDeps,
  viewer: Viewer,
  input: CreateNeighbourhoodInput,
  locale: Locale,
): Promise<NeighbourhoodRow> {
  const ranking = {
    ...(input.featured != null ? { featured: input.featured } : {}),
    ...(input.popularity != null ? { popularity: input.popularity } : {}),
  };
  const ranks = Object.keys(ranking).length > 0;
  if (ranks && !canRankPlaces(viewer)) throw new AppError('NO_ACCESS');
  const place = await geocodedPlace(deps, input.placeId, locale);
  const name = place.neighbourhood;
  if (!name) throw new AppError('PLACE_WITHOUT_NEIGHBOURHOOD');
  return deps.db.transaction(async (tx) => {
    const city = await findOrCreateCity(tx, cityOf(place));
    const hood = await findOrCreateNeighbourhood(tx, { name, cityId: city.id });
    if (!ranks) return hood;
    const [ranked] = await tx
      .update(neighbourhoods)
      .set(ranking)
      .where(eq(neighbourhoods.id, hood.id))
      .returning();
    return ranked!;
  });
}
