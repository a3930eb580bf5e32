import type { LocationTag, Utility } from '../listings/enums';
import type { SearchFilters } from '../search/schemas';
import { citiesSearched } from '../search/regions';

/*
 * Whether a listing is one a saved search finds: the same rules as the search's SQL
 * (apps/api/src/modules/search/search-conditions.ts), over a snapshot of the listing, so an alert
 * announces exactly the homes the search would list. One unit must meet every unit filter at
 * once, as the search's EXISTS does. Visibility is the caller's: only public listings are matched.
 */

export interface UnitSnapshot {
  monthlyPrice: number | null;
  contactForPricing: boolean;
  bedrooms: string;
  bathrooms: number;
  furnished: boolean;
  parking: string | null;
  available: boolean;
  /** YYYY-MM-DD, or null: available now. */
  startDateAvailability: string | null;
}

export interface ListingSnapshot {
  /** The name of the city the listing is searched under, null when it has none. */
  city: string | null;
  neighbourhood: string | null;
  propertyType: string;
  /** Pets allowed (petCat, petDog). */
  pets: Readonly<Partial<Record<string, boolean>>>;
  utilities: Readonly<Partial<Record<Utility, boolean>>>;
  tags: Readonly<Partial<Record<LocationTag, boolean>>>;
  title: string;
  address: string | null;
  description: string | null;
  lat: number | null;
  lng: number | null;
  units: readonly UnitSnapshot[];
}

const same = (a: string | null, b: string) => a != null && a.toLowerCase() === b.trim().toLowerCase();
const contains = (text: string | null, word: string) =>
  text != null && text.toLowerCase().includes(word.toLowerCase());

/** The unit filters, all met by this unit (unitConditions). */
export function unitMatches(unit: UnitSnapshot, f: SearchFilters): boolean {
  const priced = f.price_gte != null || f.price_lte != null;
  if (priced && (unit.contactForPricing || unit.monthlyPrice == null)) return false;
  if (f.price_gte != null && unit.monthlyPrice! < f.price_gte) return false;
  if (f.price_lte != null && unit.monthlyPrice! > f.price_lte) return false;
  if (f.bedrooms?.length && !f.bedrooms.includes(unit.bedrooms as never)) return false;
  if (f.bathrooms != null && !(unit.bathrooms >= f.bathrooms)) return false;
  if (f.furnished != null && unit.furnished !== f.furnished) return false;
  const parking = unit.parking != null && unit.parking !== 'NONE';
  if (f.parking != null && parking !== f.parking) return false;
  if (f.moveIn) {
    if (!unit.available) return false;
    if (unit.startDateAvailability != null && unit.startDateAvailability > f.moveIn) return false;
  }
  return true;
}

const hasUnitFilters = (f: SearchFilters) =>
  f.price_gte != null ||
  f.price_lte != null ||
  !!f.bedrooms?.length ||
  f.bathrooms != null ||
  f.furnished != null ||
  f.parking != null ||
  !!f.moveIn;

/** Whether the search with these filters finds this listing (listingConditions). */
export function listingMatchesSearch(listing: ListingSnapshot, f: SearchFilters): boolean {
  if (f.city && !(listing.city && citiesSearched(f.city).includes(listing.city.toLowerCase()))) return false;
  if (f.neighbourhood && !same(listing.neighbourhood, f.neighbourhood)) return false;
  if (f.propertyType?.length && !f.propertyType.includes(listing.propertyType as never)) return false;
  if (f.pets?.some((pet) => !listing.pets[pet])) return false;
  if (f.utilities?.some((u) => !listing.utilities[u])) return false;
  if (f.tags?.some((tag) => !listing.tags[tag])) return false;
  if (f.keyword) {
    const k = f.keyword;
    if (!contains(listing.title, k) && !contains(listing.address, k) && !contains(listing.description, k))
      return false;
  }
  if (f.bounds) {
    const { lat, lng } = listing;
    if (lat == null || lng == null) return false;
    const b = f.bounds;
    if (lat < b.south || lat > b.north || lng < b.west || lng > b.east) return false;
  }
  return !hasUnitFilters(f) || listing.units.some((unit) => unitMatches(unit, f));
}
