/*
 * Orders of collections and articles as the staff lists change them. The server saves a whole
 * order in one call (reorderContent), so the lists compute the full new order here.
 */

/** `ids` after the item `activeId` is dropped where `overId` stood (dnd-kit's drop). */
export function dropOrder<T>(ids: readonly T[], activeId: T, overId: T | null | undefined): T[] {
  const from = ids.indexOf(activeId);
  const to = overId == null ? -1 : ids.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, activeId);
  return next;
}

/**
 * The full order after a filtered view (one language's articles) was reordered: the shown items
 * take the places they held among all items, in their new order; the hidden ones keep theirs.
 * So a reorder of the English articles never moves a French one, and the server still receives
 * every item of the collection, as it requires.
 */
export function mergeSubsetOrder<T>(all: readonly T[], subset: readonly T[]): T[] {
  const shown = new Set(subset);
  const queue = [...subset];
  return all.map((id) => (shown.has(id) ? queue.shift()! : id));
}

/** Items in the order of `ids` (items not named are left out). */
export function inOrder<T extends { id: string }>(items: readonly T[], ids: readonly string[]): T[] {
  const byId = new Map(items.map((item) => [item.id, item]));
  return ids.flatMap((id) => {
    const item = byId.get(id);
    return item ? [item] : [];
  });
}

/** Whether two orders are the same. */
export function sameOrder<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}
