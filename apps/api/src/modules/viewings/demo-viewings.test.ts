import { VIEWINGS_MANAGEMENT_PLAN_ID } from '@rentals/domain/viewings/staff-viewings';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { createTestApi, type TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';
import { DEMO_VIEWINGS_OWNER, seedDemoViewings } from './demo-viewings';
import { SLOTS, localTime } from './test-viewings';

/* The demo's viewing hours: a fresh installation offers 'Book a viewing' on the demo listings. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('seedDemoViewings', () => {
  it("opens the demo landlord's listings to viewings, the newest run by the team, once", async () => {
    const demoLandlord = await api.factories.user({ userType: 'LANDLORD', email: DEMO_VIEWINGS_OWNER });
    const other = await api.factories.user({ userType: 'LANDLORD' });
    const first = await approvedListingOf(api, demoLandlord);
    const second = await approvedListingOf(api, demoLandlord);
    const rented = await approvedListingOf(api, demoLandlord);
    const notDemo = await approvedListingOf(api, other);
    const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
    const db = api.deps.db;
    await db
      .update(listings)
      .set({ createdAt: ago(60) })
      .where(eq(listings.id, first.id));
    await db
      .update(listings)
      .set({ createdAt: ago(30) })
      .where(eq(listings.id, second.id));
    await db
      .update(listings)
      .set({ createdAt: ago(1), isHidden: true })
      .where(eq(listings.id, rented.id));

    expect(await seedDemoViewings(api.deps.db)).toBe(3);
    expect(await seedDemoViewings(api.deps.db)).toBe(0);

    const slotsOf = async (listingId: string) =>
      (
        await api.execute<{ viewingSlots: { offered: boolean; mode: string; slots: unknown[] } }>(SLOTS, {
          listingId,
          from: localTime(1, '00:00'),
          to: localTime(8, '00:00'),
        })
      ).data!.viewingSlots;
    const a = await slotsOf(first.id);
    const b = await slotsOf(second.id);
    const c = await slotsOf(notDemo.id);
    expect(a).toMatchObject({ offered: true, mode: 'INSTANT' });
    expect(a.slots.length).toBeGreaterThan(0);
    expect(b).toMatchObject({ offered: true, mode: 'REQUEST' });
    expect(c.slots).toHaveLength(0);

    // `second` is the newest the public can see.
    const plans = await api.deps.db
      .select({ id: listings.id, planId: listings.planId })
      .from(listings)
      .where(inArray(listings.id, [first.id, second.id, rented.id]));
    expect(plans.find((p) => p.id === second.id)?.planId).toBe(VIEWINGS_MANAGEMENT_PLAN_ID);
    expect(plans.find((p) => p.id === first.id)?.planId).toBeNull();
    expect(plans.find((p) => p.id === rented.id)?.planId).toBeNull();
  });
});
