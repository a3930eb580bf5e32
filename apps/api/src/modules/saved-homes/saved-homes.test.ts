import { SAVED_HOMES_MAX } from '@rentals/domain/saved-homes/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, units } from '../../db/schema/listings';
import { savedHomes } from '../../db/schema/saved-homes';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { approvedListingOf, createListingAs } from '../listings/test-listings';
import { SAVE_HOME, SAVED_HOMES, SAVED_IDS, savedBy, UNSAVE_HOME, UPDATE_NOTE } from './test-saved-homes';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type SavedHomesAnswer = {
  savedHomes: {
    count: number;
    items: {
      listingId: string;
      note: string | null;
      status: { kind: string; savedPrice: number | null; currentPrice: number | null };
      title: string;
      listing: { id: string; title: string } | null;
    }[];
  };
};

const renter = () => api.factories.user({ userType: 'RENTER' });

async function newListing() {
  const landlord = await api.factories.user({ userType: 'LANDLORD' });
  return { landlord, listing: await approvedListingOf(api, landlord) };
}

async function savedHomesOf(user: CreatedUser, paging: { first?: number; skip?: number } = {}) {
  const response = await api.execute<SavedHomesAnswer>(SAVED_HOMES, paging, { token: user.token });
  expect(response.errors).toBeUndefined();
  return response.data!.savedHomes;
}

async function idsOf(user: CreatedUser) {
  return (await api.execute<{ savedListingIds: string[] }>(SAVED_IDS, {}, { token: user.token })).data!
    .savedListingIds;
}

describe('saving a home', () => {
  it('keeps one row when saved twice, answering the one kept with its note', async () => {
    const me = await renter();
    const { listing } = await newListing();
    const first = await api.execute<{ saveHome: { id: string } }>(
      SAVE_HOME,
      { id: listing.id },
      { token: me.token },
    );
    await api.execute(UPDATE_NOTE, { id: listing.id, note: 'Call Tuesday' }, { token: me.token });
    const again = await api.execute<{ saveHome: { id: string; note: string } }>(
      SAVE_HOME,
      { id: listing.id },
      { token: me.token },
    );
    expect(again.data!.saveHome).toMatchObject({ id: first.data!.saveHome.id, note: 'Call Tuesday' });
    const rows = await api.deps.db.select().from(savedHomes).where(eq(savedHomes.userId, me.user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.savedPrice).toBe(1851);
  });

  it('refuses a listing the public does not see', async () => {
    const me = await renter();
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const pending = await createListingAs(api, landlord);
    const response = await api.execute(SAVE_HOME, { id: pending.id }, { token: me.token });
    expect(errorCodes(response)).toEqual(['LISTING_NOT_SAVEABLE']);
    expect(await idsOf(me)).toEqual([]);
  });

  it(`refuses more than ${SAVED_HOMES_MAX} saved homes with the limit in the message`, async () => {
    const me = await renter();
    const { listing: kept } = await newListing();
    const { listing } = await newListing();
    // The account is filled up to the limit with copies of one listing: only how many are kept matters.
    const [row] = await api.deps.db.select().from(listings).where(eq(listings.id, kept.id));
    const { id: _id, ...copy } = row!;
    const copies: { id: string }[] = [];
    // In batches: a statement carries at most 65,535 parameters, and a listing has 125 columns.
    for (let left = SAVED_HOMES_MAX - 1; left > 0; left -= 100)
      copies.push(
        ...(await api.deps.db
          .insert(listings)
          .values(Array.from({ length: Math.min(left, 100) }, () => copy))
          .returning({ id: listings.id })),
      );
    await api.deps.db
      .insert(savedHomes)
      .values([kept, ...copies].map((l) => ({ userId: me.user.id, listingId: l.id })));

    const response = await api.execute(SAVE_HOME, { id: listing.id }, { token: me.token });
    expect(errorCodes(response)).toEqual(['SAVED_HOMES_LIMIT']);
    expect(response.errors![0]!.message).toContain(String(SAVED_HOMES_MAX));
    // Saving one already kept still answers it.
    expect((await api.execute(SAVE_HOME, { id: kept.id }, { token: me.token })).errors).toBeUndefined();
  });

  it('denies visitors with UNAUTHENTICATED', async () => {
    const { listing } = await newListing();
    expect(errorCodes(await api.execute(SAVE_HOME, { id: listing.id }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await api.execute(SAVED_IDS))).toEqual(['UNAUTHENTICATED']);
  });
});

describe("a renter's saved homes", () => {
  it('lists them newest first with their notes, pages them and answers their ids', async () => {
    const me = await renter();
    const { listing: older } = await newListing();
    const { listing: newer } = await newListing();
    await savedBy(api, me, older.id);
    await savedBy(api, me, newer.id);
    await api.execute(UPDATE_NOTE, { id: older.id, note: '  Near the park  ' }, { token: me.token });

    const all = await savedHomesOf(me);
    expect(all.count).toBe(2);
    expect(all.items.map((i) => [i.listingId, i.note, i.listing?.title])).toEqual([
      [newer.id, null, 'Maple Court'],
      [older.id, 'Near the park', 'Maple Court'],
    ]);
    expect((await savedHomesOf(me, { first: 1, skip: 1 })).items.map((i) => i.listingId)).toEqual([older.id]);
    expect(await idsOf(me)).toEqual([newer.id, older.id]);
  });

  it('removes one, and removing it again answers the same', async () => {
    const me = await renter();
    const { listing } = await newListing();
    await savedBy(api, me, listing.id);
    for (let i = 0; i < 2; i++) {
      const response = await api.execute(UNSAVE_HOME, { id: listing.id }, { token: me.token });
      expect(response.data).toEqual({ unsaveHome: listing.id });
    }
    expect(await idsOf(me)).toEqual([]);
  });

  it('refuses a note on a home not saved, and a note too long, keeping the note before', async () => {
    const me = await renter();
    const { listing } = await newListing();
    expect(
      errorCodes(await api.execute(UPDATE_NOTE, { id: listing.id, note: 'x' }, { token: me.token })),
    ).toEqual(['SAVED_HOME_NOT_FOUND']);
    await savedBy(api, me, listing.id);
    await api.execute(UPDATE_NOTE, { id: listing.id, note: 'Kept' }, { token: me.token });
    const tooLong = await api.execute(
      UPDATE_NOTE,
      { id: listing.id, note: 'x'.repeat(1001) },
      { token: me.token },
    );
    expect(errorCodes(tooLong)).toEqual(['VALIDATION_FAILED']);
    expect((await savedHomesOf(me)).items[0]!.note).toBe('Kept');
  });

  it("never shows or changes another renter's saved homes", async () => {
    const me = await renter();
    const other = await renter();
    const { listing } = await newListing();
    await savedBy(api, other, listing.id);
    await api.execute(UPDATE_NOTE, { id: listing.id, note: 'Theirs' }, { token: other.token });

    expect((await savedHomesOf(me)).count).toBe(0);
    expect(await idsOf(me)).toEqual([]);
    expect(
      errorCodes(await api.execute(UPDATE_NOTE, { id: listing.id, note: 'Mine' }, { token: me.token })),
    ).toEqual(['SAVED_HOME_NOT_FOUND']);
    await api.execute(UNSAVE_HOME, { id: listing.id }, { token: me.token });

    const theirs = await savedHomesOf(other);
    expect(theirs.items.map((i) => [i.listingId, i.note])).toEqual([[listing.id, 'Theirs']]);
  });
});

describe('the status of a saved home', () => {
  it('follows the price and the state of the listing', async () => {
    const me = await renter();
    const { listing } = await newListing();
    await savedBy(api, me, listing.id);
    const status = async () => (await savedHomesOf(me)).items[0]!.status;
    expect(await status()).toEqual({ kind: 'AVAILABLE', savedPrice: 1851, currentPrice: 1851 });

    await api.deps.db.update(units).set({ monthlyPrice: 1700 }).where(eq(units.listingId, listing.id));
    expect(await status()).toEqual({ kind: 'PRICE_DROPPED', savedPrice: 1851, currentPrice: 1700 });

    await api.deps.db.update(listings).set({ isHidden: true }).where(eq(listings.id, listing.id));
    expect((await status()).kind).toBe('UNAVAILABLE');

    await api.deps.db.update(listings).set({ rentedPrice: 1800 }).where(eq(listings.id, listing.id));
    expect((await status()).kind).toBe('RENTED');
  });
});

describe('a saved home no longer public', () => {
  it('names it by its title when saved and shows nothing of what it became', async () => {
    const me = await renter();
    const { listing } = await newListing();
    await savedBy(api, me, listing.id);
    // The owner's edit awaits review: its text and price are not the renter's to read yet.
    await api.deps.db
      .update(listings)
      .set({ title: 'Unreviewed title', isapproved: false })
      .where(eq(listings.id, listing.id));
    await api.deps.db.update(units).set({ monthlyPrice: 999 }).where(eq(units.listingId, listing.id));

    const [home] = (await savedHomesOf(me)).items;
    expect(home).toMatchObject({
      listingId: listing.id,
      title: listing.title,
      listing: null,
      status: { kind: 'UNAVAILABLE', currentPrice: null },
    });
  });
});

describe('saveCount', () => {
  const COUNT = 'query($id: ID!) { listing(id: $id) { saveCount } }';

  it('tells the owner and staff how many renters saved the listing, and no one else', async () => {
    const { landlord, listing } = await newListing();
    const [a, b] = [await renter(), await renter()];
    await savedBy(api, a, listing.id);
    await savedBy(api, b, listing.id);
    const admin = await api.factories.user({ userType: 'ADMIN' });
    const subAdmin = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: DEMO_SUB_ADMIN_PERMISSIONS,
    });
    const otherLandlord = await api.factories.user({ userType: 'LANDLORD' });
    const countAs = async (user?: CreatedUser) =>
      (
        await api.execute<{ listing: { saveCount: number | null } }>(
          COUNT,
          { id: listing.id },
          { token: user?.token },
        )
      ).data?.listing.saveCount;

    expect(await countAs(landlord)).toBe(2);
    expect(await countAs(admin)).toBe(2);
    expect(await countAs(subAdmin)).toBe(2);
    expect(await countAs(a)).toBeNull();
    expect(await countAs(otherLandlord)).toBeNull();
    expect(await countAs()).toBeNull();
  });
});
