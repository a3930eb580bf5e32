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
    onDragOver: ({ active, over }) =>
      over
        ? t('sortable.over', { name: nameOf(String(active.id)), position: place(over.id), total })
        : t('sortable.outside', { name: nameOf(String(active.id)) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('sortable.dropped', { name: nameOf(String(active.id)), position: place(over.id), total })
        : t('sortable.cancelled', { name: nameOf(String(active.id)) }),
    onDragCancel: ({ active }) => t('sortable.cancelled', { name: nameOf(String(active.id)) }),
  };
}
