import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { cityNamed } from './test-list-with-us';
import { CREATE_LISTING, listingData, storedUploads } from './test-listings';

/* createListing's plan step (spec/03 §4.2 step 6): the plans a non-staff creator chooses, checked as for list-with-us. */

let api: TestApi;
let landlord: CreatedUser;
let admin: CreatedUser;
let toronto: string;
let quebec: string;

beforeAll(async () => {
  api = await createTestApi();
  [landlord, admin] = await Promise.all([
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'ADMIN' }),
  ]);
  toronto = await cityNamed(api, 'Toronto', 'ON');
  quebec = await cityNamed(api, 'Québec', 'QC');
});
afterAll(() => api.close());

async function create(user: CreatedUser, cityId: string, planIds?: number[]) {
  const pictures = await storedUploads(api, user, 1);
  const r = await api.execute<{ createListing: { id: string } }>(
    CREATE_LISTING,
    { data: { ...listingData(cityId, pictures), ...(planIds ? { planIds } : {}) } },
    { token: user.token },
  );
  const row = r.data?.createListing
    ? (await api.deps.db.select().from(listings).where(eq(listings.id, r.data.createListing.id)))[0]
    : undefined;
  return { r, row };
}

const listingCount = async () => (await api.deps.db.select({ n: count() }).from(listings))[0]!.n;

describe('createListing plans', () => {
  it('sets the Basic plan chosen on the plan step', async () => {
    const { r, row } = await create(landlord, toronto, [5]);
    expect(r.errors).toBeUndefined();
    expect(row).toMatchObject({
      createdFrom: 'LISTING',
      planId: 5,
      isBasicFree: true,
      paymentStatus: null,
      region: 'ON',
    });
    expect(row!.subscriptions).toMatchObject([{ plan_id: 5, plan_price: '0', plan_type: 'BASIC' }]);
  });

  it('marks a paying plan unpaid', async () => {
    const { row } = await create(landlord, toronto, [4]);
    expect(row).toMatchObject({ planId: 4, isRentalAssistance: true, isRentalOrTenantLeads: true });
    expect(row!.paymentStatus).toBe('UNPAID');
  });

  it('refuses what list-with-us refuses, creating nothing', async () => {
    const before = await listingCount();
    expect(errorCodes((await create(landlord, quebec, [4])).r)).toEqual(['PLAN_NOT_AVAILABLE']);
    expect(errorCodes((await create(landlord, toronto, [8])).r)).toEqual(['PLAN_NOT_AVAILABLE']);
    expect(errorCodes((await create(landlord, toronto, [5, 6])).r)).toEqual(['PLAN_GROUP_TWICE']);
    expect(errorCodes((await create(landlord, toronto, [3])).r)).toEqual(['PLAN_GROUP_REQUIRED']);
    expect(errorCodes((await create(landlord, toronto, [42])).r)).toEqual(['PLAN_NOT_FOUND']);
    expect(await listingCount()).toBe(before);
  });

  it('keeps a listing without a plan step as before', async () => {
    const { r, row } = await create(landlord, quebec);
    expect(r.errors).toBeUndefined();
    expect(row).toMatchObject({ planId: null, subscriptions: null, isBasicFree: false, paymentStatus: null });
  });

  it("ignores staff's plans: staff list without one", async () => {
    const { r, row } = await create(admin, quebec, [4]);
    expect(r.errors).toBeUndefined();
    expect(row).toMatchObject({ planId: null, isRentalAssistance: false, isapproved: true });
  });
});
