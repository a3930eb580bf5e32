import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { act, book, bookedViewing, listingOfferingViewings, localTime } from './test-viewings';

/* Reading one viewing (issue 17): who may, and who gets a virtual viewing's meeting link. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const VIEWING = 'query($id: ID!) { viewing(id: $id) { id status showingType meetingLink renter { id } } }';
const LINK = 'https://meet.example.com/viewing-42';

type Read = { viewing: { id: string; status: string; showingType: string; meetingLink: string | null } };
const read = (id: string, token?: string) => api.execute<Read>(VIEWING, { id }, { token });

describe('viewing(id)', () => {
  it('answers the renter, the owner and inbox staff, and VIEWING_NOT_FOUND to anyone else', async () => {
    const listing = await listingOfferingViewings(api);
    const { renter, viewing } = await bookedViewing(api, listing);
    const admin = await api.factories.user({ userType: 'ADMIN' });
    for (const reader of [renter, listing.landlord, admin]) {
      expect((await read(viewing.id, reader.token)).data?.viewing).toMatchObject({
        id: viewing.id,
        status: 'CONFIRMED',
        showingType: 'IN_PERSON',
        meetingLink: null,
      });
    }
    const stranger = await api.factories.user({ userType: 'RENTER' });
    const otherLandlord = await api.factories.user({ userType: 'LANDLORD' });
    const subAdmin = await api.factories.user({ userType: 'SUB_ADMIN' });
    for (const reader of [stranger, otherLandlord, subAdmin]) {
      expect(errorCodes(await read(viewing.id, reader.token))).toEqual(['VIEWING_NOT_FOUND']);
    }
    expect(errorCodes(await read('00000000-0000-4000-8000-000000000000', renter.token))).toEqual([
      'VIEWING_NOT_FOUND',
    ]);
    expect(errorCodes(await read('not-an-id', renter.token))).toEqual(['VIEWING_NOT_FOUND']);
  });

  it('gives a sub-admin with inbox view the viewing', async () => {
    const listing = await listingOfferingViewings(api);
    const { viewing } = await bookedViewing(api, listing);
    const inbox = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'inbox', view: true, add: false, edit: false, delete: false }],
    });
    expect((await read(viewing.id, inbox.token)).data?.viewing.id).toBe(viewing.id);
  });
});

describe('the meeting link of a virtual viewing', () => {
  it('reaches the renter only once the landlord confirms, and the landlord side always', async () => {
    const listing = await listingOfferingViewings(api, {
      mode: 'REQUEST',
      showingType: 'VIRTUAL',
      meetingLink: LINK,
    });
    const renter = await api.factories.user({ userType: 'RENTER' });
    const booked = await book(api, renter, listing.listingId, [localTime(3, '10:00')]);
    const viewing = booked.data!.bookViewing;

    const asRenter = await read(viewing.id, renter.token);
    expect(asRenter.data?.viewing).toMatchObject({
      status: 'REQUESTED',
      showingType: 'VIRTUAL',
      meetingLink: null,
    });
    expect((await read(viewing.id, listing.landlord.token)).data?.viewing.meetingLink).toBe(LINK);

    await act(api, listing.landlord, { viewing: viewing.id, action: 'CONFIRM' });
    expect((await read(viewing.id, renter.token)).data?.viewing).toMatchObject({
      status: 'CONFIRMED',
      meetingLink: LINK,
    });

    await act(api, renter, { viewing: viewing.id, action: 'CANCEL', reason: 'Found a place' });
    expect((await read(viewing.id, renter.token)).data?.viewing.meetingLink).toBeNull();
  });
});
