import { formatWallTime } from '@rentals/domain/viewings/time-zones';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import type { FreeSlot } from '../format/slot-days';

/**
 * A free time as its button reads: '10:00 a.m.' in the listing's zone, and for an open house
 * 'Open house · 3 places left' after it.
 */
export function useSlotText(zone: string): (slot: FreeSlot) => string {
  const { t } = useTranslation('viewingBooking');
  const locale = useLocale();
  return (slot) => {
    const time = formatWallTime(new Date(slot.startsAt), zone, locale);
    if (slot.kind !== 'OPEN_HOUSE') return time;
    return `${time} · ${t('openHouse')} · ${t('placesLeft', { count: slot.remaining })}`;
  };
}
