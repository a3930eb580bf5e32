/**
 * An id as the API receives it, in the canonical lowercase form Postgres answers. The uuid checks
 * accept capitals and the database compares uuids regardless of case, but the services compare
 * ids as text too (is this the article's own collection? is this list the current order?), where
 * an id in capitals would name another row.
 */
export const idOf = (id: string | number): string => String(id).toLowerCase();

/** idOf for an optional id. */
export const optionalIdOf = (id: string | number | null | undefined): string | null =>
  id == null ? null : idOf(id);
