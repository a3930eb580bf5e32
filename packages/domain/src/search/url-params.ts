import { DEFAULT_SEARCH_CITY, PAGE_SIZE } from '../limits';
import { BEDROOMS, LOCATION_TAGS, PROPERTY_TYPES, UTILITIES } from '../listings/enums';
import { SEARCH_PETS, SEARCH_SKIP_MAX } from './limits';
import { mapBoundsSchema, searchFiltersSchema, type SearchFilters } from './schemas';
import { bedroomFlagParam, SEARCH_PARAMS } from '../search-links';

/*
 * /search keeps its whole state in the URL (spec/01 §2), so a search is shareable and survives a
 * reload. The names the footer already links with stay as they are (city, price_gte, price_lte and
 * one lower-case flag per bedroom choice, `one_bedroom=true`); the other filters follow the same
 * snake_case style. A parameter that is unknown or does not pass the shared schema is dropped, never
 * an error: an old or hand-edited link still opens a search.
 */

export const SEARCH_ORDERS = ['NEWEST', 'PRICE_ASC', 'PRICE_DESC', 'FRESHNESS'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];
export const DEFAULT_ORDER: SearchOrder = 'NEWEST';

/** The highest page a URL may ask for: deeper pages are empty on the server anyway. */
export const MAX_PAGE = Math.floor(SEARCH_SKIP_MAX / PAGE_SIZE) + 1;

/** The URL parameter names of /search. */
export const PARAM = {
  ...SEARCH_PARAMS,
  neighbourhood: 'neighbourhood',
  bathrooms: 'bathrooms',
  propertyType: 'property_type',
  pets: 'pets',
  furnished: 'furnished',
  parking: 'parking',
  utilities: 'utilities',
  tags: 'tags',
  moveIn: 'move_in',
  keyword: 'keyword',
  north: 'north',
  south: 'south',
  east: 'east',
  west: 'west',
  order: 'order',
  page: 'page',
} as const;

/**
 * Everything /search shows. `filters.city` is the default city when the URL has no `city`, and
 * absent when the URL says `city=` (the visitor cleared it: every city). Unset filters are absent,
 * never null, so equal searches compare equal.
 */
export interface SearchState {
  filters: SearchFilters;
  order: SearchOrder;
  page: number;
}

const shape = searchFiltersSchema.shape;

/** The value if the field's schema accepts it, else undefined (dropped). */
function valid<K extends keyof typeof shape>(key: K, value: unknown): SearchFilters[K] | undefined {
  if (value === undefined) return undefined;
  const parsed = shape[key].safeParse(value);
  return parsed.success && parsed.data != null ? (parsed.data as SearchFilters[K]) : undefined;
}

function number(raw: string | null): number | undefined {
  if (raw == null || raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isFinite(n) ? n : undefined;
}

function boolean(raw: string | null): boolean | undefined {
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
}

/** A comma-separated list, keeping only the known values, each once, in the order of `values`. */
function list<T extends string>(raw: string | null, values: readonly T[]): T[] | undefined {
  if (!raw) return undefined;
  const asked = new Set(raw.split(','));
  const kept = values.filter((v) => asked.has(v));
  return kept.length ? kept : undefined;
}

function text(raw: string | null): string | undefined {
  const trimmed = raw?.trim();
  return trimmed ? trimmed : undefined;
}

/** Drops undefined and null entries so equal searches compare equal. */
function compact(filters: SearchFilters): SearchFilters {
  return Object.fromEntries(
    Object.entries(filters).filter(([, v]) => v !== undefined && v !== null),
  ) as SearchFilters;
}

export function parseSearchParams(params: URLSearchParams): SearchState {
  const cityRaw = params.get(PARAM.city);
  const bedrooms = BEDROOMS.filter((b) => params.get(bedroomFlagParam(b)) === 'true');
  const bounds = mapBoundsSchema.safeParse({
    north: number(params.get(PARAM.north)),
    south: number(params.get(PARAM.south)),
    east: number(params.get(PARAM.east)),
    west: number(params.get(PARAM.west)),
  });

  const filters = compact({
    // No `city` at all: the default city; `city=` (cleared): every city.
    city: cityRaw == null ? DEFAULT_SEARCH_CITY : valid('city', text(cityRaw)),
    neighbourhood: valid('neighbourhood', text(params.get(PARAM.neighbourhood))),
    price_gte: valid('price_gte', number(params.get(PARAM.priceGte))),
    price_lte: valid('price_lte', number(params.get(PARAM.priceLte))),
    bedrooms: bedrooms.length ? bedrooms : undefined,
    bathrooms: valid('bathrooms', number(params.get(PARAM.bathrooms))),
    propertyType: list(params.get(PARAM.propertyType), PROPERTY_TYPES),
    pets: list(params.get(PARAM.pets), SEARCH_PETS),
    furnished: boolean(params.get(PARAM.furnished)),
    parking: boolean(params.get(PARAM.parking)),
    utilities: list(params.get(PARAM.utilities), UTILITIES),
    tags: list(params.get(PARAM.tags), LOCATION_TAGS),
    moveIn: valid('moveIn', text(params.get(PARAM.moveIn))),
    keyword: valid('keyword', text(params.get(PARAM.keyword))),
    bounds: bounds.success ? bounds.data : undefined,
  });

  const orderRaw = params.get(PARAM.order)?.toUpperCase();
  const order = SEARCH_ORDERS.find((o) => o === orderRaw) ?? DEFAULT_ORDER;
  const pageRaw = number(params.get(PARAM.page));
  const page = pageRaw && Number.isInteger(pageRaw) && pageRaw >= 1 ? Math.min(pageRaw, MAX_PAGE) : 1;
  return { filters, order, page };
}

/** The URL parameters of a search: only what is set, in a stable order, page 1 and NEWEST left out. */
export function serializeSearchParams(state: SearchState): URLSearchParams {
  const f = state.filters;
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | boolean | null | undefined) => {
    if (value != null && value !== '') params.set(name, String(value));
  };
  const setList = (name: string, values: readonly string[] | null | undefined) => {
    if (values?.length) params.set(name, values.join(','));
  };

  // The city is always written, empty when cleared, so the link says which city it searches.
  params.set(PARAM.city, f.city ?? '');
  set(PARAM.neighbourhood, f.neighbourhood);
  set(PARAM.priceGte, f.price_gte);
  set(PARAM.priceLte, f.price_lte);
  for (const b of BEDROOMS) if (f.bedrooms?.includes(b)) params.set(bedroomFlagParam(b), 'true');
  set(PARAM.bathrooms, f.bathrooms);
  setList(PARAM.propertyType, f.propertyType);
  setList(PARAM.pets, f.pets);
  set(PARAM.furnished, f.furnished);
  set(PARAM.parking, f.parking);
  setList(PARAM.utilities, f.utilities);
  setList(PARAM.tags, f.tags);
  set(PARAM.moveIn, f.moveIn);
  set(PARAM.keyword, f.keyword);
  if (f.bounds) {
    set(PARAM.north, f.bounds.north);
    set(PARAM.south, f.bounds.south);
    set(PARAM.east, f.bounds.east);
    set(PARAM.west, f.bounds.west);
  }
  if (state.order !== DEFAULT_ORDER) params.set(PARAM.order, state.order.toLowerCase());
  if (state.page > 1) params.set(PARAM.page, String(state.page));
  return params;
}

/** The state after a filter change: the filters merged, back on page 1. */
export function withFilters(state: SearchState, patch: Partial<SearchFilters>): SearchState {
  return { ...state, filters: compact({ ...state.filters, ...patch }), page: 1 };
}

/** Reset keeps the city (where the renter looks) and clears every other filter and the order. */
export function resetState(state: SearchState): SearchState {
  return { filters: compact({ city: state.filters.city }), order: DEFAULT_ORDER, page: 1 };
}

/** How many filters the "More filters" drawer holds that are set (its button shows the count). */
export function countSet(filters: SearchFilters, keys: readonly (keyof SearchFilters)[]): number {
  return keys.filter((k) => {
    const v = filters[k];
    return Array.isArray(v) ? v.length > 0 : v != null;
  }).length;
}

/**
 * The variables of the /search page's query (SearchListings) for a state: the page and the server,
 * which answers a visitor's first load with the page (apps/api/src/http/page-data.ts), build them
 * alike, so that the same search is the same request. `userId`: the signed-in searcher, whose first
 * page the API saves to their search history.
 */
export function searchListingsVariables({ filters, order, page }: SearchState, userId: string | null) {
  return {
    where: filters,
    orderBy: order,
    first: PAGE_SIZE,
    skip: (page - 1) * PAGE_SIZE,
    userId: page === 1 ? userId : null,
  };
}
