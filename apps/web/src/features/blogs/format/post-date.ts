import { BLOG_VIEW_TIME_ZONE } from '@rentals/domain/blogs/rules';
import type { Locale } from '@rentals/domain/users/enums';
import { utcToLocal } from '@rentals/domain/viewings/time-zones';
import { formatPublicDate } from '../../../lib/format/date';

/**
 * A post's date as its day in Toronto, where the team publishes: the same text on the server and in
 * any visitor's browser, so a server-rendered page hydrates as it came.
 */
export function formatPostDate(iso: string, locale: Locale): string {
  return formatPublicDate(utcToLocal(new Date(iso), BLOG_VIEW_TIME_ZONE).date, locale);
}
