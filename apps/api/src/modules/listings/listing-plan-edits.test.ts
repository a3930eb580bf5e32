import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { cityNamed } from './test-list-with-us';
import { CREATE_LISTING, listingData, storedUploads } from './test-listings';

/* updateListing's planIds (list-with-us edit mode, spec/03 §4.1): plans chosen again on an existing listing. */

let api: TestApi;
let landlord: CreatedUser;
let other: CreatedUser;
let toronto: string;

const UPDATE_PLANS = `mutation($id: ID!, $planIds: [Int!]) {
  updateListing(where: { id: $id }, data: { planIds: $planIds }) { id planIds paymentStatus } }`;

beforeAll(async () => {
  api = await createTestApi();
  [landlord, other] = await Promise.all([
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'LANDLORD' }),
  ]);
  toronto = await cityNamed(api, 'Toronto', 'ON');
});
afterAll(() => api.close());

async function listingWith(planIds: number[]) {
  const pictures = await storedUploads(api, landlord, 1);
  const r = await api.execute<{ createListing: { id: string } }>(
    CREATE_LISTING,
    { data: { ...listingData(toronto, pictures), planIds } },
    { token: landlord.token },
  );
  return r.data!.createListing.id;
}

const rowOf = async (id: string) =>
  (await api.deps.db.select().from(listings).where(eq(listings.id, id)))[0]!;

const updatePlans = (id: string, planIds: number[], user = landlord) =>
  api.execute<{ updateListing: { planIds: number[] | null; paymentStatus: string | null } }>(
    UPDATE_PLANS,
    { id, planIds },
    { token: user.token },
  );

describe('updateListing planIds', () => {
  it('changes the plans and marks a newly chosen paying plan unpaid', async () => {
    const id = await listingWith([5]);
    const r = await updatePlans(id, [4]);
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateListing).toMatchObject({ planIds: [4], paymentStatus: 'UNPAID' });
    expect(await rowOf(id)).toMatchObject({ planId: 4, isBasicFree: false, isRentalAssistance: true });
  });

  it('keeps the recorded payment status when the plans change', async () => {
    const id = await listingWith([4]);
    await api.deps.db.update(listings).set({ paymentStatus: 'PAID' }).where(eq(listings.id, id));
    const r = await updatePlans(id, [5]);
    expect(r.data?.updateListing).toMatchObject({ planIds: [5], paymentStatus: 'PAID' });
  });

  it('leaves a free change without a payment status', async () => {
    const id = await listingWith([5]);
    const r = await updatePlans(id, [5, 3]);
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateListing).toMatchObject({ planIds: [5, 3], paymentStatus: null });
  });

  it('refuses a selection the rules refuse, changing nothing', async () => {
    const id = await listingWith([5]);
    expect(errorCodes(await updatePlans(id, [5, 6]))).toEqual(['PLAN_GROUP_TWICE']);
    expect(errorCodes(await updatePlans(id, [3]))).toEqual(['PLAN_GROUP_REQUIRED']);
    expect(errorCodes(await updatePlans(id, [42]))).toEqual(['PLAN_NOT_FOUND']);
    expect(await rowOf(id)).toMatchObject({ planId: 5, isBasicFree: true, paymentStatus: null });
  });

  it("refuses another landlord's listing", async () => {
    const id = await listingWith([5]);
    expect(errorCodes(await updatePlans(id, [4], other))).toEqual(['LISTING_NOT_FOUND']);
    expect((await rowOf(id)).planId).toBe(5);
  });
});
