import type { Announcements } from '@dnd-kit/core';
import type { TFunction } from 'i18next';

/*
 * What a screen reader hears while an item is moved with the keyboard or the mouse (dnd-kit reads
 * these out in a live region), in the page's language, naming the item and its place.
 */

type Id = string | number;

export function sortableAnnouncements(
  t: TFunction<'helpCenterStaff'>,
  ids: readonly string[],
  nameOf: (id: string) => string,
): Announcements {
  const total = ids.length;
  const place = (id: Id | undefined) => ids.indexOf(String(id)) + 1;
  return {
    onDragStart: ({ active }) =>
      t('sortable.picked', { name: nameOf(String(active.id)), position: place(active.id), total }),
    // dnd-kit reports the item over its own place right after the pick-up: saying where it was
    // picked up again keeps that first announcement from being replaced before it is read.
    onDragOver: ({ active, over }) =>
      !over
        ? t('sortable.outside', { name: nameOf(String(active.id)) })
        : t(over.id === active.id ? 'sortable.picked' : 'sortable.over', {
            name: nameOf(String(active.id)),
            position: place(over.id),
            total,
          }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('sortable.dropped', { name: nameOf(String(active.id)), position: place(over.id), total })
        : t('sortable.cancelled', { name: nameOf(String(active.id)) }),
    onDragCancel: ({ active }) => t('sortable.cancelled', { name: nameOf(String(active.id)) }),
  };
}
