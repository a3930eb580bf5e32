import { and, eq, gte, ilike, lte, or, sql, type Placeholder, type SQL, type SQLWrapper } from 'drizzle-orm';
import { citiesSearched } from '@rentals/domain/search/regions';
import type { SearchFilters } from '@rentals/domain/search/schemas';
import { listingLocations, listings, units } from '../../db/schema/listings';
import { cities, neighbourhoods } from '../../db/schema/locations';
import { containing } from '../../db/sql-helpers';
import { keywordQuery, textVector } from './search-text';

/*
 * The SQL conditions of the search filters (search.service.ts), written once for both uses: with
 * the values as parameters (searchWhere), or with placeholders for a prepared statement whose
 * values a Binder records.
 */

const flag = (prefix: string, key: string) => `${prefix}${key[0]!.toUpperCase()}${key.slice(1)}`;
const column = <T extends object>(table: T, name: string) =>
  (table as Record<string, unknown>)[name] as never;

/**
 * A search value in a statement: a parameter of this statement (`inline`), or a placeholder of a
 * prepared statement whose value is recorded for its execution.
 */
export interface Binder {
  value<T>(name: string, value: T): T | Placeholder;
  /** A list, as one array parameter (for `= any(...)`), so any length gives the same statement. */
  list(name: string, values: readonly unknown[]): SQL | Placeholder;
}
export const inline: Binder = {
  value: (_name, value) => value,
  list: (_name, values) => sql`${sql.param([...values])}`,
};
export function recording(values: Record<string, unknown>): Binder {
  return {
    value: (name, value) => ((values[name] = value), sql.placeholder(name)),
    list: (name, list) => ((values[name] = [...list]), sql.placeholder(name)),
  };
}

/**
 * `column = any(<ids of the cities a city filter finds>)`, which an index on the column can use: a
 * region's municipalities or the one city (citiesSearched), case-insensitive. The names are one
 * array parameter, so a region and a city run the same prepared statement.
 */
export function inCitySearched(column: SQLWrapper, city: string, b: Binder): SQL {
  const names = b.list('city', citiesSearched(city));
  return sql`${column} = any(array(select ${cities.id} from ${cities} where lower(${cities.name}) = any(${names})))`;
}

/** The filters on single units, which unitConditions reads. */
const UNIT_FILTERS = [
  'price_gte',
  'price_lte',
  'bedrooms',
  'bathrooms',
  'furnished',
  'parking',
  'moveIn',
] as const;

/** The unit filters of a search alone (to name the statement that tells which units matched). */
export function unitFiltersOf(f: SearchFilters): SearchFilters {
  return Object.fromEntries(UNIT_FILTERS.map((k) => [k, f[k]]));
}

/** The conditions a unit must meet all at once (price, bedrooms, bathrooms, furnished, parking, move-in). */
export function unitConditions(f: SearchFilters, b: Binder): SQL[] {
  const c: SQL[] = [];
  if (f.price_gte != null || f.price_lte != null) c.push(sql`not ${units.contactForPricing}`);
  if (f.price_gte != null) c.push(gte(units.monthlyPrice, b.value('price_gte', f.price_gte)));
  if (f.price_lte != null) c.push(lte(units.monthlyPrice, b.value('price_lte', f.price_lte)));
  if (f.bedrooms?.length) c.push(sql`${units.bedrooms} = any(${b.list('bedrooms', f.bedrooms)})`);
  if (f.bathrooms != null) c.push(gte(units.bathrooms, b.value('bathrooms', f.bathrooms)));
  if (f.furnished != null) c.push(eq(units.furnished, b.value('furnished', f.furnished)));
  if (f.parking === true) c.push(sql`${units.parking} is not null and ${units.parking} <> 'NONE'`);
  if (f.parking === false) c.push(sql`(${units.parking} is null or ${units.parking} = 'NONE')`);
  if (f.moveIn) {
    c.push(sql`${units.available}`);
    c.push(
      sql`(${units.startDateAvailability} is null or ${units.startDateAvailability} <= ${b.value('moveIn', f.moveIn)})`,
    );
  }
  return c;
}

/** The conditions on listings and their locations, the units' as one EXISTS. */
export function listingConditions(f: SearchFilters, b: Binder): SQL[] {
  const c: SQL[] = [];
  if (f.city) c.push(inCitySearched(listings.searchCityId, f.city, b));
  if (f.neighbourhood) {
    const name = b.value('neighbourhood', f.neighbourhood);
    c.push(
      sql`${listingLocations.neighbourhoodId} = any(array(select ${neighbourhoods.id} from ${neighbourhoods} where lower(${neighbourhoods.name}) = lower(${name})))`,
    );
  }
  if (f.propertyType?.length) {
    c.push(sql`${listings.propertyType} = any(${b.list('propertyType', f.propertyType)})`);
  }
  for (const pet of f.pets ?? []) c.push(sql`${column(listings, flag('pet', pet))}`);
  for (const utility of f.utilities ?? []) c.push(sql`${column(listings, flag('utility', utility))}`);
  for (const tag of f.tags ?? []) c.push(sql`${column(listingLocations, flag('tag', tag))}`);
  if (f.keyword) {
    const pattern = b.value('keyword', containing(f.keyword));
    const query = keywordQuery(f.keyword);
    // The full-text indexes find the listings holding every word; the literal match then decides.
    if (query) {
      const q = sql`to_tsquery('simple', ${b.value('keywordQuery', query)})`;
      c.push(
        sql`${listings.id} in (select ${listings.id} from ${listings} where ${textVector(listings.title, listings.description)} @@ ${q} union all select ${listingLocations.listingId} from ${listingLocations} where ${textVector(listingLocations.address)} @@ ${q})`,
      );
    }
    c.push(
      or(
        ilike(listings.title, pattern as string),
        ilike(listingLocations.address, pattern as string),
        ilike(listings.description, pattern as string),
      )!,
    );
  }
  if (f.bounds) {
    c.push(gte(listingLocations.lat, b.value('south', f.bounds.south)));
    c.push(lte(listingLocations.lat, b.value('north', f.bounds.north)));
    c.push(gte(listingLocations.lng, b.value('west', f.bounds.west)));
    c.push(lte(listingLocations.lng, b.value('east', f.bounds.east)));
  }
  const unit = unitConditions(f, b);
  if (unit.length) {
    c.push(
      sql`exists (select 1 from ${units} where ${units.listingId} = ${listings.id} and ${and(...unit)})`,
    );
  }
  return c;
}

/** Whether the filters read the location, and whether units alone can answer them (a city and unit filters). */
export function planOf(f: SearchFilters, extra: boolean) {
  const location = !!(f.neighbourhood || f.tags?.length || f.keyword || f.bounds || extra);
  const listingFilters = !!(f.propertyType?.length || f.pets?.length || f.utilities?.length);
  return { location, units: !location && !listingFilters && unitConditions(f, inline).length > 0 };
}

/** Which filters are set and the SQL they change (flags, parking): the statement's text depends on it, not on the values. */
export function shapeOf(f: SearchFilters): string {
  const set = Object.entries(f)
    .filter(([, v]) => v != null && !(Array.isArray(v) && !v.length))
    .map(([k, v]) => {
      if (['pets', 'utilities', 'tags', 'parking'].includes(k)) return `${k}=${JSON.stringify(v)}`;
      // A keyword without words ("%") is matched literally alone: a statement of its own.
      if (k === 'keyword') return keywordQuery(String(v)) ? 'keyword' : 'keyword=literal';
      return k;
    });
  return set.sort().join(',');
}
