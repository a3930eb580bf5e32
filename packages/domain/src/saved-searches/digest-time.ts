import { addDaysIso, localToUtc, utcToLocal } from '../viewings/time-zones';
import { DIGEST_HOUR, DIGEST_TIME_ZONE } from './limits';

/** The next DIGEST_HOUR:00 in DIGEST_TIME_ZONE strictly after `now`: when a daily digest goes out. */
export function nextDigestAt(now: Date): Date {
  const time = `${String(DIGEST_HOUR).padStart(2, '0')}:00`;
  const today = utcToLocal(now, DIGEST_TIME_ZONE).date;
  const at = localToUtc(today, time, DIGEST_TIME_ZONE);
  return at > now ? at : localToUtc(addDaysIso(today, 1), time, DIGEST_TIME_ZONE);
}
