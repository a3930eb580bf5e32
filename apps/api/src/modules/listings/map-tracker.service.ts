import { INTERNAL_MAP_MAX_POINTS, type InternalMapFilter } from '@rentals/domain/listings/map-tracker';
import { type ListingState } from '@rentals/domain/listings/states';
import { and, desc, eq, gte, ilike, lte, or, sql } from 'drizzle-orm';
import { citiesSearched } from '@rentals/domain/search/regions';
import type { Db } from '../../db/client';
import { listingLocations, listings } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import { startingWith } from '../../db/sql-helpers';
import { inStates, listingState } from './listing-states';

/*
 * The properties map tracker (/internal-properties): every listing, whatever its state, as a
 * light point, so a city of a few thousand listings is one statement and a few hundred kilobytes.
 */

export interface InternalMapPoint {
  id: string;
  title: string;
  lat: number;
  lng: number;
  state: ListingState;
  city: string;
}

/** Up to INTERNAL_MAP_MAX_POINTS listings with a location matching the filter, newest first, in one statement. */
export function findInternalMapListings(db: Db, filter: InternalMapFilter): Promise<InternalMapPoint[]> {
  const city = filter.city;
  const b = filter.bounds;
  return db
    .select({
      id: listings.id,
      title: listings.title,
      lat: listingLocations.lat,
      lng: listingLocations.lng,
      state: listingState,
      city: cities.name,
    })
    .from(listings)
    .innerJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .innerJoin(cities, eq(cities.id, listingLocations.cityId))
    .where(
      and(
        inStates(filter.state),
        // The start of a city's name, or a region's name for its municipalities (as /search reads it).
        city
          ? or(
              ilike(cities.name, startingWith(city)),
              sql`lower(${cities.name}) = any(${sql.param(citiesSearched(city))})`,
            )
          : undefined,
        ...(b
          ? [
              gte(listingLocations.lat, b.south),
              lte(listingLocations.lat, b.north),
              gte(listingLocations.lng, b.west),
              lte(listingLocations.lng, b.east),
            ]
          : []),
      ),
    )
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(INTERNAL_MAP_MAX_POINTS);
}
