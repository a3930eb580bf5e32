import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewings } from '../../db/schema/viewings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, type TestApi } from '../../test/harness';
import { bookedViewing, listingOfferingViewings, roomTexts } from './test-viewings';

/*
 * Deleting an account (deleteUser) cancels the upcoming viewings it leaves without a party, in the
 * deletion's transaction, each with its notice in the conversation the other party keeps.
 */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const DELETE = 'mutation($id: ID!) { deleteUser(id: $id) }';
const stored = async (id: string) =>
  (await api.deps.db.select().from(viewings).where(eq(viewings.id, id)))[0]!;

describe('deleting a renter', () => {
  it('cancels their upcoming viewings and tells the landlord why, leaving other renters’ alone', async () => {
    const listing = await listingOfferingViewings(api);
    const { renter, viewing } = await bookedViewing(api, listing, '10:00');
    const { viewing: another } = await bookedViewing(api, listing, '11:00');

    const deleted = await api.execute(DELETE, { id: renter.user.id }, { token: admin.token });
    expect(deleted.errors).toBeUndefined();

    expect(await stored(viewing.id)).toMatchObject({
      status: 'CANCELLED',
      cancelledBy: 'SYSTEM',
      cancelReason: 'RENTER_ACCOUNT_DELETED',
      renterId: null,
      icsSequence: 1,
    });
    expect((await stored(another.id)).status).toBe('CONFIRMED');
    const texts = await roomTexts(api, listing.landlord, viewing.room);
    expect(texts.at(-1)?.text).toMatch(
      /^The viewing of .* was cancelled: the renter's account was deleted\.$/,
    );
    const french = await roomTexts(api, listing.landlord, viewing.room, 'fr');
    expect(french.at(-1)?.text).toMatch(/le compte du locataire a été supprimé\.$/);
  });
});

describe('deleting a landlord', () => {
  it('cancels the viewings of the listings hidden with the account, telling the renter', async () => {
    const listing = await listingOfferingViewings(api);
    const { renter, viewing } = await bookedViewing(api, listing);

    const deleted = await api.execute(DELETE, { id: listing.landlord.user.id }, { token: admin.token });
    expect(deleted.errors).toBeUndefined();

    expect(await stored(viewing.id)).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'LISTING_UNAVAILABLE',
    });
    const texts = await roomTexts(api, renter, viewing.room);
    expect(texts.at(-1)?.text).toMatch(/was cancelled: the listing is no longer available\.$/);
  });
});
