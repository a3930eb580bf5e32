import type { PictureItem } from '../form/wizard-values';

/** Moves one item of a list to another position (drag and drop, or the move buttons). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved as T);
  return next;
}

/**
 * The image-list sync of edit forms (spec/01 §4): the stored pictures that are no longer in the
 * list (removed or replaced), to delete on the server one by one.
 */
export function removedPictureIds(
  original: readonly Pick<PictureItem, 'pictureId'>[],
  current: readonly Pick<PictureItem, 'pictureId'>[],
): string[] {
  const kept = new Set(current.map((p) => p.pictureId).filter(Boolean));
  return original.flatMap((p) => (p.pictureId && !kept.has(p.pictureId) ? [p.pictureId] : []));
}

/** picReorder's input: the stored pictures' new positions, 0 first, in the order shown. */
export function reorderInput(items: readonly Pick<PictureItem, 'pictureId'>[]) {
  return items.flatMap((p, order) => (p.pictureId ? [{ id: p.pictureId, order }] : []));
}

/** How many more pictures fit under the limit. */
export function remainingSlots(items: readonly PictureItem[], max: number): number {
  return Math.max(0, max - items.filter((p) => p.status !== 'error').length);
}
