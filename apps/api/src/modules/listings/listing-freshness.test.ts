import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { createListingAs } from './test-listings';

/*
 * The age renters read on a listing ('Posted today', 'Updated 3 days ago'): postedAt is its first
 * approval, contentUpdatedAt moves only for what renters read, never for private answers or staff
 * bookkeeping (updatedAt moves for everything).
 */
const FIELDS = 'id isapproved postedAt contentUpdatedAt updatedAt';
const LISTING = `query($id: ID!) { getSingleBuilding(id: $id) { ${FIELDS} } }`;
const APPROVE = `mutation($id: ID!) { approveListing(where: { id: $id }) { ${FIELDS} } }`;
const UPDATE_LISTING = `mutation($id: ID!, $data: UpdateListingInput!) {
  updateListing(where: { id: $id }, data: $data) { ${FIELDS} } }`;
const UPDATE_UNIT = `mutation($id: ID!, $data: UpdateUnitInput!) { updateUnit(where: { id: $id }, data: $data) { id } }`;

interface Ages {
  isapproved: boolean;
  postedAt: string | null;
  contentUpdatedAt: string | null;
  updatedAt: string;
}

let api: TestApi;
let landlord: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  api = await createTestApi();
  [landlord, admin] = await Promise.all([
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'ADMIN' }),
  ]);
});
afterAll(() => api.close());

async function run<T>(query: string, variables: Record<string, unknown>, user: CreatedUser): Promise<T> {
  const response = await api.execute<Record<string, T>>(query, variables, { token: user.token });
  expect(response.errors).toBeUndefined();
  return Object.values(response.data!)[0]!;
}

const ages = (id: string) => run<Ages>(LISTING, { id }, admin);

describe('a listing’s posted and updated times', () => {
  it('are unset until approval, which posts it', async () => {
    const listing = await createListingAs(api, landlord);
    expect(await ages(listing.id)).toMatchObject({ postedAt: null, contentUpdatedAt: null });
    const approved = await run<Ages>(APPROVE, { id: listing.id }, admin);
    expect(approved.postedAt).not.toBeNull();
    expect(approved.contentUpdatedAt).toBeNull();
  });

  it('are set at once for a listing staff create, which needs no review', async () => {
    const listing = await createListingAs(api, admin);
    expect(await ages(listing.id)).toMatchObject({ isapproved: true, contentUpdatedAt: null });
    expect((await ages(listing.id)).postedAt).not.toBeNull();
  });

  it('leave content alone for a private answer, though updatedAt moves', async () => {
    const listing = await createListingAs(api, admin);
    const before = await ages(listing.id);
    const after = await run<Ages>(UPDATE_LISTING, { id: listing.id, data: { lockbox: 'Code 4411' } }, admin);
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect(after.contentUpdatedAt).toBeNull();
    expect(after.postedAt).toBe(before.postedAt);
  });

  it('date a change of the rent or the description', async () => {
    const listing = await createListingAs(api, admin);
    const posted = (await ages(listing.id)).postedAt!;
    await run(UPDATE_UNIT, { id: listing.units[0]!.id, data: { monthlyPrice: 1999 } }, admin);
    const priced = await ages(listing.id);
    expect(priced.contentUpdatedAt! > posted).toBe(true);
    const described = await run<Ages>(
      UPDATE_LISTING,
      { id: listing.id, data: { description: 'Bright corner unit, freshly painted.' } },
      admin,
    );
    expect(described.contentUpdatedAt! > priced.contentUpdatedAt!).toBe(true);
    expect(described.postedAt).toBe(posted);
  });

  it('date the approval again of an owner’s edit, and keep the first posting', async () => {
    const listing = await createListingAs(api, landlord);
    const { postedAt } = await run<Ages>(APPROVE, { id: listing.id }, admin);
    const edited = await run<Ages>(
      UPDATE_LISTING,
      { id: listing.id, data: { title: 'Maple Court, renovated' } },
      landlord,
    );
    expect(edited.isapproved).toBe(false);
    const approved = await run<Ages>(APPROVE, { id: listing.id }, admin);
    expect(approved.postedAt).toBe(postedAt);
    expect(approved.contentUpdatedAt! >= edited.contentUpdatedAt!).toBe(true);
    expect(approved.contentUpdatedAt! > postedAt!).toBe(true);
  });
});
