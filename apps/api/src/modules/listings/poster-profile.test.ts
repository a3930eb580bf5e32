import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import { verificationHiddenListings } from '../../db/schema/verification';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { decideAs, submitAs } from '../verification/test-verification';
import { approvedListingOf, type ListingResult } from './test-listings';

/* /landlord/{id}: a poster's public profile, with only their public listings and no private fact. */

const PROFILE = `query($id: ID!) { posterProfile(userId: $id) {
  id firstName roles memberSince listingCount listings { id title } verification { role checked } } }`;

interface Profile {
  id: string;
  firstName: string | null;
  roles: string[];
  memberSince: string;
  listingCount: number;
  listings: { id: string; title: string }[];
  verification: { role: string; checked: string } | null;
}

let api: TestApi;
let admin: CreatedUser;

const profileOf = async (id: string, token?: string) => {
  const r = await api.execute<{ posterProfile: Profile | null }>(PROFILE, { id }, { token });
  expect(r.errors).toBeUndefined();
  return r.data!.posterProfile;
};

async function landlordNamed(firstName: string, lastName: string) {
  const landlord = await api.factories.user({ userType: 'LANDLORD' });
  await api.deps.db.update(users).set({ firstName, lastName }).where(eq(users.id, landlord.user.id));
  return landlord;
}

async function listingOf(owner: CreatedUser, values: Partial<typeof listings.$inferInsert> = {}) {
  const listing: ListingResult = await approvedListingOf(api, owner);
  if (Object.keys(values).length)
    await api.deps.db.update(listings).set(values).where(eq(listings.id, listing.id));
  return listing;
}

beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

describe('posterProfile', () => {
  it('shows a visitor the first name, role, join date and only the public listings', async () => {
    const landlord = await landlordNamed('Marie', 'Gagnon');
    const shown = await listingOf(landlord, { title: 'Shown' });
    await listingOf(landlord, { title: 'Pending', isapproved: false });
    await listingOf(landlord, { title: 'Rented', isHidden: true });
    await listingOf(landlord, { title: 'Deactivated', activate: false });
    const waiting = await listingOf(landlord, { title: 'Waiting for verification', isHidden: true });
    await api.deps.db
      .insert(verificationHiddenListings)
      .values({ listingId: waiting.id, userId: landlord.user.id });

    const profile = await profileOf(landlord.user.id);
    expect(profile).toEqual({
      id: landlord.user.id,
      firstName: 'Marie',
      roles: ['LANDLORD_OWNER'],
      memberSince: expect.any(String),
      listingCount: 1,
      listings: [{ id: shown.id, title: 'Shown' }],
      verification: null,
    });
    expect(new Date(profile!.memberSince).getTime()).toBe(landlord.user.createdAt.getTime());
  });

  it('shows the owner and staff the same public listings, not their hidden ones', async () => {
    const landlord = await landlordNamed('Sam', 'Roy');
    const shown = await listingOf(landlord);
    await listingOf(landlord, { isHidden: true });
    for (const token of [landlord.token, admin.token]) {
      expect((await profileOf(landlord.user.id, token))!.listings.map((l) => l.id)).toEqual([shown.id]);
    }
  });

  it('pages the listings, newest first', async () => {
    const landlord = await landlordNamed('Ana', 'Lima');
    const older = await listingOf(landlord, { createdAt: new Date('2026-01-01T00:00:00Z') });
    const newer = await listingOf(landlord, { createdAt: new Date('2026-02-01T00:00:00Z') });
    const r = await api.execute<{ posterProfile: { listings: { id: string }[] } }>(
      'query($id: ID!) { posterProfile(userId: $id) { listings(first: 1, skip: 1) { id } } }',
      { id: landlord.user.id },
    );
    expect(r.data!.posterProfile.listings.map((l) => l.id)).toEqual([older.id]);
    expect((await profileOf(landlord.user.id))!.listings.map((l) => l.id)).toEqual([newer.id, older.id]);
  });

  it('answers null for an unknown id, a malformed id, a renter and a poster with nothing public', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const hiddenOnly = await landlordNamed('Lou', 'Tran');
    await listingOf(hiddenOnly, { isHidden: true });
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope', renter.user.id, hiddenOnly.user.id]) {
      expect({ id, profile: await profileOf(id, renter.token) }).toEqual({ id, profile: null });
    }
  });

  it('exposes no e-mail, phone or last name', async () => {
    const landlord = await landlordNamed('Zoé', 'Bouchard');
    await listingOf(landlord);
    for (const field of ['email', 'phone', 'lastName']) {
      const r = await api.execute('query($id: ID!) { posterProfile(userId: $id) { ' + field + ' } }', {
        id: landlord.user.id,
      });
      expect(r.errors?.[0]?.message).toMatch(new RegExp(`Cannot query field "${field}"`));
    }
    const text = JSON.stringify(await profileOf(landlord.user.id));
    expect(text).not.toContain('Bouchard');
    expect(text).not.toContain(landlord.user.email);
  });

  it("carries a verified poster's badge with what was checked, in the caller's language", async () => {
    const landlord = await landlordNamed('Léa', 'Côté');
    await listingOf(landlord);
    const id = (await submitAs(api, landlord)).data!.submitVerification.id;
    await decideAs(api, admin, id, 'APPROVE');
    const r = await api.execute<{ posterProfile: Profile }>(
      PROFILE,
      { id: landlord.user.id },
      { headers: { 'accept-language': 'fr-CA' } },
    );
    expect(r.data!.posterProfile.verification).toEqual({
      role: 'LANDLORD_OWNER',
      checked: expect.stringMatching(/^Identité et propriété vérifiées par Rentals le \d+ \S+ \d{4}$/),
    });
  });
});
