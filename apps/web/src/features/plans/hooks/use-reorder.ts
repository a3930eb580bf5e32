import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { moved } from '../format/reorder';

/**
 * Moving a row of a staff list up or down: sends the new order, then says where the row went in
 * a live region (the buttons move with the row, so the change is otherwise silent).
 */
export function useReorder<Id>({
  save,
  onError,
}: {
  save: (ids: Id[]) => Promise<unknown>;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation('plans');
  const [moving, setMoving] = useState(false);
  const [announcement, setAnnouncement] = useState('');

  const move = async (ids: readonly Id[], index: number, delta: -1 | 1, name: string) => {
    const next = moved(ids, index, delta);
    if (!next) return;
    setMoving(true);
    try {
      await save(next);
      setAnnouncement(t('staff.moved', { name, position: index + delta + 1 }));
    } catch (error) {
      onError(error);
    } finally {
      setMoving(false);
    }
  };

  return { moving, announcement, move };
}
