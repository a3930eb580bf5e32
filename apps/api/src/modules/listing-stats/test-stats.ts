import { eq } from 'drizzle-orm';
import { listingDailyStats } from '../../db/schema/payments';
import type { TestApi } from '../../test/harness';

/** A desktop browser: requests without one count as crawlers. */
export const BROWSER = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
};

/** Browser headers from the client address `ip`. */
export const from = (ip: string) => ({ ...BROWSER, 'x-forwarded-for': ip });

export const RECORD_VIEW = 'mutation($id: ID!) { recordListingView(id: $id) }';
export const RECORD_CONTACT = 'mutation($id: ID!) { recordListingEvent(id: $id, kind: CONTACT_CLICK) }';

/** The stored rows of a listing, oldest day first. */
export async function storedRows(api: TestApi, listingId: string) {
  const rows = await api.deps.db
    .select()
    .from(listingDailyStats)
    .where(eq(listingDailyStats.listingId, listingId));
  return rows.sort((a, b) => a.day.localeCompare(b.day));
}
