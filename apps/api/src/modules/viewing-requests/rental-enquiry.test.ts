import { OPEN_VIEWING_REQUESTS_MAX } from '@rentals/domain/viewings/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { users } from '../../db/schema/users';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';
import { updateNotificationSetting } from '../mail/notification.service';
import { RENTAL_ENQUIRY_TO_STAFF_TEMPLATE } from './rental-enquiry-email';

/*
 * /rental-enquiry (issue 17): a renter's enquiry about a listing opens or continues the
 * conversation with its landlord; a lead (a landlord who wants to list, a renter without a
 * listing) reaches the staff's requests list, filterable by kind.
 */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN', locale: 'fr' });
  await updateNotificationSetting(api.deps.db, {
    kind: 'VIEWING_REQUEST_TO_STAFF',
    enabled: true,
    recipients: [admin.user.email, 'team@rentals.test'],
  });
});
afterAll(() => api.close());

const CREATE_RENTAL_ENQUIRY = `mutation($data: RentalEnquiryInput!) {
  createRentalEnquiry(data: $data) { room request { id status budget moveIn } }
}`;
type Result = {
  createRentalEnquiry: { room: string | null; request: { id: string; budget: number | null } | null };
};
const send = (by: CreatedUser, data: Record<string, unknown>) =>
  api.execute<Result>(CREATE_RENTAL_ENQUIRY, { data }, { token: by.token });

const LIST = `query($where: ViewingRequestFilter) {
  viewingRequests(where: $where) {
    count
    items { id kind contactPhone unitCount budget moveIn message pre_viewing_city { city province } requester { id } }
  }
}`;
type Listed = {
  viewingRequests: {
    count: number;
    items: { id: string; kind: string; contactPhone: string | null; unitCount: number | null }[];
  };
};
const list = (where: Record<string, unknown>) => api.execute<Listed>(LIST, { where }, { token: admin.token });

const LANDLORD_LEAD = {
  userType: 'LANDLORD',
  city: { city: 'Toronto', province: 'ON' },
  phone: '416-555-0142',
  unitCount: 24,
  message: 'A new building on King Street.',
};

describe('a landlord who wants to list', () => {
  it('leaves a lead staff find under its kind, with the phone and the number of units', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const sent = await send(landlord, LANDLORD_LEAD);
    expect(sent.errors).toBeUndefined();
    expect(sent.data?.createRentalEnquiry).toMatchObject({ room: null, request: { budget: null } });
    const id = sent.data!.createRentalEnquiry.request!.id;

    const leads = await list({ kind: 'LANDLORD_ENQUIRY', id });
    expect(leads.data?.viewingRequests.items).toEqual([
      expect.objectContaining({
        id,
        kind: 'LANDLORD_ENQUIRY',
        contactPhone: '4165550142',
        unitCount: 24,
        requester: { id: landlord.user.id },
      }),
    ]);
    expect((await list({ kind: 'VIEWING', id })).data?.viewingRequests.count).toBe(0);
    // The people who receive requests for viewing hear of it, each in their language.
    const mails = (
      await api.deps.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.template, RENTAL_ENQUIRY_TO_STAFF_TEMPLATE))
    ).filter((m) => m.textBody.includes(id));
    expect(mails.find((m) => m.toAddress === admin.user.email)).toMatchObject({
      subject: 'Nouvelle demande de propriétaire à Toronto',
      textBody: expect.stringContaining('Logements à mettre en location : 24'),
    });
    expect(mails.find((m) => m.toAddress === 'team@rentals.test')?.textBody).toContain(
      'Phone: +1 (416)555-0142',
    );
    // The phone now fills the profile, which had none.
    const [profile] = await api.deps.db.select().from(users).where(eq(users.id, landlord.user.id));
    expect(profile?.phone).toBe('4165550142');
  });

  it('must give a phone and the number of units, named by field', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const sent = await send(landlord, { userType: 'LANDLORD', city: { city: 'Toronto', province: 'ON' } });
    expect(errorCodes(sent)).toEqual(['VALIDATION_FAILED']);
    expect(JSON.stringify(sent.errors)).toMatch(/phone[\s\S]*unitCount/);
  });

  it('may keep only a few leads waiting at once', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    for (let i = 0; i < OPEN_VIEWING_REQUESTS_MAX; i += 1) {
      expect((await send(landlord, LANDLORD_LEAD)).errors).toBeUndefined();
    }
    expect(errorCodes(await send(landlord, LANDLORD_LEAD))).toEqual(['RENTAL_ENQUIRY_LIMIT_REACHED']);
    // A renter's lead of the same person is counted apart.
    const renterLead = await send(landlord, { userType: 'RENTER', city: { city: 'Ottawa', province: 'ON' } });
    expect(renterLead.errors).toBeUndefined();
  });
});

describe('a renter', () => {
  it('without a listing leaves a renter lead, kept out of their own requests for viewing', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const sent = await send(renter, {
      userType: 'RENTER',
      city: { city: 'Montréal', province: 'QC' },
      budget: 1800,
      moveIn: '2030-07-01',
    });
    expect(sent.data?.createRentalEnquiry.request).toMatchObject({ budget: 1800, moveIn: '2030-07-01' });
    const id = sent.data!.createRentalEnquiry.request!.id;
    expect((await list({ kind: 'RENTER_ENQUIRY', id })).data?.viewingRequests.count).toBe(1);
    const mine = await api.execute<{ myViewingRequests: unknown[] }>(
      '{ myViewingRequests { id } }',
      {},
      { token: renter.token },
    );
    expect(mine.data?.myViewingRequests).toEqual([]);
  });

  it('about a listing writes to its landlord, in the same conversation the second time', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const listing = await approvedListingOf(api, landlord);
    const renter = await api.factories.user({ userType: 'RENTER' });
    const first = await send(renter, {
      userType: 'RENTER',
      listing: listing.id,
      message: 'Is unit 4 still free in July?',
      householdSize: 2,
    });
    expect(first.errors).toBeUndefined();
    const room = first.data!.createRentalEnquiry.room!;
    expect(first.data?.createRentalEnquiry.request).toBeNull();
    const second = await send(renter, { userType: 'RENTER', listing: listing.id, message: 'And parking?' });
    expect(second.data?.createRentalEnquiry.room).toBe(room);

    const read = await api.execute<{ messagesInRoom: { items: { text: string }[] } }>(
      'query($roomId: ID!) { messagesInRoom(roomId: $roomId) { items { text } } }',
      { roomId: room },
      { token: landlord.token },
    );
    expect(read.data?.messagesInRoom.items.map((m) => m.text)).toEqual([
      'And parking?',
      'Is unit 4 still free in July?',
    ]);
  });

  it('cannot write about their own listing, nor send an empty message', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const listing = await approvedListingOf(api, landlord);
    expect(
      errorCodes(await send(landlord, { userType: 'RENTER', listing: listing.id, message: 'Hello' })),
    ).toEqual(['OWN_LISTING']);
    const renter = await api.factories.user({ userType: 'RENTER' });
    const empty = await send(renter, { userType: 'RENTER', listing: listing.id, message: '  ' });
    expect(errorCodes(empty)).toEqual(['VALIDATION_FAILED']);
  });

  it('needs to be signed in', async () => {
    const visitor = await api.execute(CREATE_RENTAL_ENQUIRY, { data: LANDLORD_LEAD });
    expect(errorCodes(visitor)).toEqual(['UNAUTHENTICATED']);
  });
});
