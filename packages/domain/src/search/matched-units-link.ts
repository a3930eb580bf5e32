/*
 * The link from a search card to its listing carries the units the search's filters matched
 * (/listing/<id>?units=<id>,<id>), so the listing page can mark them. The search writes it and the
 * listing page reads it; both go through here so they agree on the parameter.
 */

/** The query parameter of /listing/{id} naming the matched units, comma-separated. */
export const MATCHED_UNITS_PARAM = 'units';

/** A link names at most this many units (a building may have 200), keeping it short enough to share. */
export const MATCHED_UNITS_LINK_MAX = 20;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /listing/<id>, with the matched units when there are some. */
export function listingPathWithUnits(listingId: string, unitIds: readonly string[] = []): string {
  const path = `/listing/${encodeURIComponent(listingId)}`;
  if (!unitIds.length) return path;
  const units = unitIds.slice(0, MATCHED_UNITS_LINK_MAX).join(',');
  return `${path}?${MATCHED_UNITS_PARAM}=${units}`;
}

/** The unit ids a listing link names: well-formed ids only, each once, at most MATCHED_UNITS_LINK_MAX. */
export function matchedUnitsOf(params: URLSearchParams): string[] {
  const ids = (params.get(MATCHED_UNITS_PARAM) ?? '')
    .split(',')
    .map((id) => id.trim().toLowerCase())
    .filter((id) => UUID.test(id));
  return [...new Set(ids)].slice(0, MATCHED_UNITS_LINK_MAX);
}
