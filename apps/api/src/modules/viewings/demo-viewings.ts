import { VIEWINGS_MANAGEMENT_PLAN_ID } from '@rentals/domain/viewings/staff-viewings';
import type { WeeklyWindow } from '@rentals/domain/viewings/availability';
import { isPubliclyVisible } from '@rentals/domain/listings/states';
import { and, desc, eq, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import { viewingAvailability } from '../../db/schema/viewings';

/** Whose listings get viewing hours: the demo landlord's (db/seed/demo-users.ts). */
export const DEMO_VIEWINGS_OWNER = 'landlord@example.ca';

/** After work on weekdays and Saturday late morning, in each listing's own time. */
const DEMO_WINDOWS: WeeklyWindow[] = [
  ...(['MON', 'TUE', 'WED', 'THU', 'FRI'] as const).map((weekday) => ({
    weekday,
    start: '17:30',
    end: '19:30',
  })),
  { weekday: 'SAT', start: '10:00', end: '13:00' },
];

/**
 * Viewing hours for the demo landlord's listings, so a fresh installation shows 'Book a viewing'
 * with free times: every other one books at once, the rest take requests, to show both. The
 * newest public one is on the Viewings Management plan, so the staff's viewings list has a listing
 * the team runs.
 * Listings that already have hours keep them. Returns how many listings got hours.
 */
export async function seedDemoViewings(db: Db): Promise<number> {
  const rows = await db
    .select({
      id: listings.id,
      isapproved: listings.isapproved,
      isHidden: listings.isHidden,
      activate: listings.activate,
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.ownerId))
    .where(
      and(
        eq(users.email, DEMO_VIEWINGS_OWNER),
        notExists(
          db.select().from(viewingAvailability).where(eq(viewingAvailability.listingId, listings.id)),
        ),
      ),
    )
    // Newest first, as the landlord's own list shows them.
    .orderBy(desc(listings.createdAt), desc(listings.id));
  const team = rows.find(isPubliclyVisible);
  if (!rows.length) return 0;
  await db.transaction(async (tx) => {
    await tx.insert(viewingAvailability).values(
      rows.map((row, i) => ({
        listingId: row.id,
        windows: DEMO_WINDOWS,
        slotMinutes: 30,
        bufferMinutes: 0,
        horizonDays: 21,
        minNoticeHours: 12,
        mode: i % 2 === 0 ? ('INSTANT' as const) : ('REQUEST' as const),
        showingType: 'IN_PERSON' as const,
        meetingLink: null,
        capacityPerSlot: 1,
      })),
    );
    if (team)
      await tx.update(listings).set({ planId: VIEWINGS_MANAGEMENT_PLAN_ID }).where(eq(listings.id, team.id));
  });
  return rows.length;
}
