import type { SearchFilters } from '../search/schemas';
import { BOUNDS_DECIMALS } from './limits';

/*
 * The canonical form of a search's filters: what is kept with a saved search and what tells two
 * saves of the same search apart from two searches. Empty values are dropped, lists sorted, names
 * trimmed (city and neighbourhood lower-cased, as the search ignores their case) and a map box
 * rounded, so saving the same search twice keeps one (saved_searches.filters_key is unique per user).
 */

const round = (n: number) => Number(n.toFixed(BOUNDS_DECIMALS));

function normalise(filters: SearchFilters, foldCase: boolean): SearchFilters {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters) as [keyof SearchFilters, unknown][]) {
    if (value == null) continue;
    if (typeof value === 'string') {
      const text = value.trim();
      if (text)
        out[key] = foldCase && (key === 'city' || key === 'neighbourhood') ? text.toLowerCase() : text;
    } else if (Array.isArray(value)) {
      if (value.length) out[key] = [...new Set(value as string[])].sort();
    } else if (key === 'bounds') {
      const b = value as NonNullable<SearchFilters['bounds']>;
      out.bounds = { north: round(b.north), south: round(b.south), east: round(b.east), west: round(b.west) };
    } else {
      out[key] = value;
    }
  }
  return out as SearchFilters;
}

/** The filters as a saved search keeps them: only what filters, names as typed (for its name and link). */
export const storedFilters = (filters: SearchFilters) => normalise(filters, false);

/** The filters in the one form equal searches share. */
export const canonicalFilters = (filters: SearchFilters) => normalise(filters, true);

/** JSON with the keys of every object sorted, so equal filters give equal text. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The key two saves of the same search share. */
export function filtersKey(filters: SearchFilters): string {
  return stableJson(canonicalFilters(filters));
}
