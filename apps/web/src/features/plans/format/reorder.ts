/**
 * The list with the item at `index` moved one place up (-1) or down (+1): the order staff send to
 * reorderPlans / reorderFeatures. Null when it cannot move (already first or last).
 */
export function moved<T>(list: readonly T[], index: number, delta: -1 | 1): T[] | null {
  const target = index + delta;
  if (index < 0 || index >= list.length || target < 0 || target >= list.length) return null;
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
