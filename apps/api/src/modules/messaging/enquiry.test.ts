import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { emailOutbox } from '../../db/schema/mail';
import { bookings, listingEnquiries, messages } from '../../db/schema/messaging';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { approvedListingOf } from '../listings/test-listings';
import { updateNotificationSetting } from '../mail/notification.service';
import {
  ENQUIRY_TO_LANDLORD_TEMPLATE,
  ENQUIRY_TO_STAFF_TEMPLATE,
  NEW_MESSAGE_TEMPLATE,
} from './message-emails';
import { runDueJobs } from '../jobs/job-runner';

/* Enquiries relayed to the landlord by e-mail with masked addresses (issue 16, spec/01 §7). */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

beforeEach(async () => {
  for (const kind of ['ENQUIRY_TO_LANDLORD', 'ENQUIRY_TO_STAFF'] as const) {
    await updateNotificationSetting(api.deps.db, { kind, enabled: true, recipients: [] });
  }
});

const ENQUIRE = `mutation($where: ListingEnquiryWhere!) { listingEnquiry(where: $where) }`;
const INQUIRY = `mutation($data: InquiryToLandlordInput!) { inquiryToLandlord(data: $data) { statusCode room } }`;
const ENQUIRIES = `query($where: ListingEnquiryFilter!) {
  getListingEnquiry(where: $where) { id listingId bookingId room userId fromAddress toAddress isMasked }
}`;

const mailsOf = (template: string) =>
  api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.template, template));

async function setting() {
  const landlord = await api.factories.user({
    userType: 'LANDLORD',
    email: `owner-${Date.now()}@landlord.test`,
  });
  const listing = await approvedListingOf(api, landlord);
  const renter = await api.factories.user({ userType: 'RENTER', email: `renter-${Date.now()}@renter.test` });
  return { landlord, listing, renter };
}

const enquire = (renter: CreatedUser, listing: string, text = 'Is the unit still available in May?') =>
  api.execute<{ listingEnquiry: boolean }>(ENQUIRE, { where: { listing, text } }, { token: renter.token });

describe('an enquiry', () => {
  it('reaches the landlord with masked addresses and a link to the conversation, which holds the message', async () => {
    const { landlord, listing, renter } = await setting();
    const sent = await enquire(renter, listing.id);
    expect(sent.data).toEqual({ listingEnquiry: true });

    const [enquiry] = await api.deps.db
      .select()
      .from(listingEnquiries)
      .where(eq(listingEnquiries.listingId, listing.id));
    const [booking] = await api.deps.db.select().from(bookings).where(eq(bookings.listingId, listing.id));
    expect(enquiry).toMatchObject({ bookingId: booking!.id, userId: renter.user.id, isMasked: true });
    expect(enquiry!.fromAddress).toMatch(/^reply\+[0-9a-f]{24}@relay\.rentals\.local$/);
    expect(enquiry!.toAddress).toMatch(/^reply\+[0-9a-f]{24}@relay\.rentals\.local$/);
    expect(enquiry!.toAddress).not.toBe(enquiry!.fromAddress);

    const mails = (await mailsOf(ENQUIRY_TO_LANDLORD_TEMPLATE)).filter(
      (m) => m.toAddress === landlord.user.email,
    );
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    const everything = JSON.stringify(mail);
    // The renter's real address is nowhere; the landlord's only as the recipient.
    expect(everything).not.toContain(renter.user.email);
    expect(JSON.stringify({ ...mail, toAddress: null })).not.toContain(landlord.user.email);
    expect(mail.textBody).toContain(enquiry!.fromAddress);
    expect(mail.textBody).toContain('Is the unit still available in May?');
    const rooms = await api.execute<{ roomsPerUser: { items: { id: string }[] } }>(
      '{ roomsPerUser { items { id } } }',
      {},
      { token: landlord.token },
    );
    const roomId = rooms.data!.roomsPerUser.items[0]!.id;
    expect(mail.textBody).toContain(`http://localhost:3000/message?room=${roomId}`);
    const page = await api.execute<{ messagesInRoom: { items: { text: string }[] } }>(
      'query($id: ID!) { messagesInRoom(roomId: $id) { items { text } } }',
      { id: roomId },
      { token: landlord.token },
    );
    expect(page.data!.messagesInRoom.items).toEqual([{ text: 'Is the unit still available in May?' }]);

    // The landlord was just e-mailed about this conversation: no second e-mail for the same message.
    await runDueJobs(api.deps);
    expect((await mailsOf(NEW_MESSAGE_TEMPLATE)).filter((m) => m.toAddress === landlord.user.email)).toEqual(
      [],
    );
    // The renter is sent nothing that could carry the landlord's address.
    expect(JSON.stringify(await api.deps.db.select().from(emailOutbox))).not.toContain(
      `"toAddress":"${renter.user.email}"`,
    );
  });

  it("is written in the landlord's language", async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD', locale: 'fr' });
    const listing = await approvedListingOf(api, landlord);
    const renter = await api.factories.user({ userType: 'RENTER' });
    await enquire(renter, listing.id, 'Bonjour, est-ce disponible ?');
    const [mail] = (await mailsOf(ENQUIRY_TO_LANDLORD_TEMPLATE)).filter(
      (m) => m.toAddress === landlord.user.email,
    );
    expect(mail!.subject).toBe(`Nouvelle demande au sujet de « ${listing.title} »`);
    expect(mail!.textBody).toContain('Répondez dans la conversation');
  });

  it('continues the conversation the renter already has about the listing', async () => {
    const { listing, renter } = await setting();
    await enquire(renter, listing.id, 'First question');
    const again = await api.execute<{ inquiryToLandlord: { statusCode: number; room: string } }>(
      INQUIRY,
      { data: { id: listing.id, value: 'Second question' } },
      { token: renter.token },
    );
    expect(again.data!.inquiryToLandlord.statusCode).toBe(200);
    const found = await api.deps.db.select().from(bookings).where(eq(bookings.listingId, listing.id));
    expect(found).toHaveLength(1);
    const texts = await api.deps.db
      .select({ text: messages.text })
      .from(messages)
      .where(eq(messages.roomId, again.data!.inquiryToLandlord.room))
      .orderBy(messages.createdAt);
    expect(texts.map((t) => t.text)).toEqual(['First question', 'Second question']);
  });

  it("tells the 'Enquiries' recipients while the card is on, and no one once it is off", async () => {
    await updateNotificationSetting(api.deps.db, {
      kind: 'ENQUIRY_TO_STAFF',
      enabled: true,
      recipients: ['ops@rentals.test', 'sales@rentals.test'],
    });
    const first = await setting();
    await enquire(first.renter, first.listing.id);
    const toStaff = (await mailsOf(ENQUIRY_TO_STAFF_TEMPLATE)).filter((m) =>
      m.textBody.includes(first.listing.id),
    );
    expect(toStaff.map((m) => m.toAddress).sort()).toEqual(['ops@rentals.test', 'sales@rentals.test']);
    expect(JSON.stringify(toStaff)).not.toContain(first.renter.user.email);
    expect(JSON.stringify(toStaff)).not.toContain(first.landlord.user.email);

    await updateNotificationSetting(api.deps.db, {
      kind: 'ENQUIRY_TO_STAFF',
      enabled: false,
      recipients: ['ops@rentals.test'],
    });
    const second = await setting();
    await enquire(second.renter, second.listing.id);
    expect(
      (await mailsOf(ENQUIRY_TO_STAFF_TEMPLATE)).filter((m) => m.textBody.includes(second.listing.id)),
    ).toEqual([]);
  });

  it('sends the landlord nothing while the kind is off, and still delivers the message in the conversation', async () => {
    await updateNotificationSetting(api.deps.db, {
      kind: 'ENQUIRY_TO_LANDLORD',
      enabled: false,
      recipients: [],
    });
    const { landlord, listing, renter } = await setting();
    expect((await enquire(renter, listing.id)).data).toEqual({ listingEnquiry: true });
    expect(
      (await mailsOf(ENQUIRY_TO_LANDLORD_TEMPLATE)).filter((m) => m.toAddress === landlord.user.email),
    ).toEqual([]);
    const unread = await api.execute('{ unreadMessages }', {}, { token: landlord.token });
    expect(unread.data).toEqual({ unreadMessages: 1 });
  });

  it('refuses the own listing and a hidden one, writing nothing', async () => {
    const { landlord, listing, renter } = await setting();
    const own = await enquire(landlord, listing.id);
    expect(errorCodes(own)).toEqual(['OWN_LISTING']);
    await api.deps.db.update(listings).set({ isHidden: true }).where(eq(listings.id, listing.id));
    const hidden = await enquire(renter, listing.id);
    expect(errorCodes(hidden)).toEqual(['LISTING_NOT_CONTACTABLE']);
    const empty = await enquire(renter, listing.id, '   ');
    expect(errorCodes(empty)).toEqual(['VALIDATION_FAILED']);
    const [written] = await api.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(listingEnquiries)
      .where(and(eq(listingEnquiries.listingId, listing.id)));
    expect(written!.n).toBe(0);
  });
});

describe('getListingEnquiry', () => {
  it('shows the owner and the renter the relay addresses only, and refuses another landlord', async () => {
    const { landlord, listing, renter } = await setting();
    await enquire(renter, listing.id);
    const asOwner = await api.execute<{ getListingEnquiry: Record<string, unknown>[] }>(
      ENQUIRIES,
      { where: { listingId: listing.id } },
      { token: landlord.token },
    );
    expect(asOwner.data!.getListingEnquiry).toHaveLength(1);
    const enquiry = asOwner.data!.getListingEnquiry[0]!;
    expect(enquiry).toMatchObject({ listingId: listing.id, userId: renter.user.id, isMasked: true });
    expect(JSON.stringify(enquiry)).not.toContain(renter.user.email);
    expect(JSON.stringify(enquiry)).not.toContain(landlord.user.email);
    const asRenter = await api.execute(
      ENQUIRIES,
      { where: { bookingId: enquiry.bookingId } },
      { token: renter.token },
    );
    expect(asRenter.data).toEqual({ getListingEnquiry: [enquiry] });

    const stranger = await api.factories.user({ userType: 'LANDLORD' });
    const refused = await api.execute(
      ENQUIRIES,
      { where: { listingId: listing.id } },
      { token: stranger.token },
    );
    expect(errorCodes(refused)).toEqual(['NO_ACCESS']);
    const neither = await api.execute(ENQUIRIES, { where: {} }, { token: landlord.token });
    expect(errorCodes(neither)).toEqual(['VALIDATION_FAILED']);
  });
});

describe('an enquiry whose e-mail cannot be written', () => {
  let broken: TestApi;
  beforeAll(async () => {
    broken = await createTestApi();
    broken.deps.mail.enqueue = () => Promise.reject(new Error('outbox unavailable'));
  });
  afterAll(() => broken.close());

  it('answers false and leaves no conversation, message or enquiry behind', async () => {
    const landlord = await broken.factories.user({ userType: 'LANDLORD' });
    const listing = await approvedListingOf(broken, landlord);
    const renter = await broken.factories.user({ userType: 'RENTER' });
    const r = await broken.execute(
      ENQUIRE,
      { where: { listing: listing.id, text: 'Hello?' } },
      { token: renter.token },
    );
    expect(r.data).toEqual({ listingEnquiry: false });
    for (const table of [bookings, messages, listingEnquiries]) {
      const [row] = await broken.deps.db.select({ n: sql<number>`count(*)::int` }).from(table);
      expect(row!.n).toBe(0);
    }
  });
});
