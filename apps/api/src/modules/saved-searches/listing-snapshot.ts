import { LOCATION_TAGS, UTILITIES } from '@rentals/domain/listings/enums';
import type { ListingSnapshot } from '@rentals/domain/saved-searches/matcher';
import { lowestMonthlyPrice } from '@rentals/domain/saved-homes/rules';
import { isPubliclyVisible } from '@rentals/domain/listings/states';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listingLocations, listings, units } from '../../db/schema/listings';
import { cities, neighbourhoods } from '../../db/schema/locations';

/*
 * A listing as the saved-search matcher and the alert e-mails read it: what the search filters on
 * (packages/domain saved-searches/matcher.ts), and what an e-mail shows (title, address, price).
 */

export interface AlertListing extends ListingSnapshot {
  id: string;
  ownerId: string;
  publiclyVisible: boolean;
  /** Lowest monthly price of its priced units; null: contact for pricing. */
  price: number | null;
}

const flag = (prefix: string, key: string) => `${prefix}${key[0]!.toUpperCase()}${key.slice(1)}`;
const flagsOf = <K extends string>(row: object, prefix: string, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, !!(row as Record<string, unknown>)[flag(prefix, k)]])) as Record<
    K,
    boolean
  >;

/** The listing's snapshot, or null when it no longer exists. */
export async function loadAlertListing(db: Db, listingId: string): Promise<AlertListing | null> {
  const [row] = await db
    .select({
      listing: listings,
      location: listingLocations,
      city: cities.name,
      neighbourhood: neighbourhoods.name,
    })
    .from(listings)
    .leftJoin(listingLocations, eq(listingLocations.listingId, listings.id))
    .leftJoin(cities, eq(cities.id, listingLocations.cityId))
    .leftJoin(neighbourhoods, eq(neighbourhoods.id, listingLocations.neighbourhoodId))
    .where(eq(listings.id, listingId));
  if (!row) return null;
  const unitRows = await db.select().from(units).where(eq(units.listingId, listingId));
  const { listing, location } = row;
  const unitSnapshots = unitRows.map((u) => ({
    monthlyPrice: u.monthlyPrice,
    contactForPricing: u.contactForPricing,
    bedrooms: u.bedrooms,
    bathrooms: u.bathrooms,
    furnished: u.furnished,
    parking: u.parking,
    available: u.available,
    startDateAvailability: u.startDateAvailability,
  }));
  return {
    id: listing.id,
    ownerId: listing.ownerId,
    publiclyVisible: isPubliclyVisible(listing),
    price: lowestMonthlyPrice(unitSnapshots),
    city: row.city,
    neighbourhood: row.neighbourhood,
    propertyType: listing.propertyType,
    pets: { cat: listing.petCat, dog: listing.petDog },
    utilities: flagsOf(listing, 'utility', UTILITIES),
    tags: location ? flagsOf(location, 'tag', LOCATION_TAGS) : {},
    title: listing.title,
    address: location?.address ?? null,
    description: listing.description,
    lat: location?.lat ?? null,
    lng: location?.lng ?? null,
    units: unitSnapshots,
  };
}
