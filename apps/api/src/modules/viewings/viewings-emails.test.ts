import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import { viewings } from '../../db/schema/viewings';
import { createTestApi, type TestApi } from '../../test/harness';
import { updateNotificationSetting } from '../mail/notification.service';
import { act, book, bookedViewing, listingOfferingViewings, localTime, roomTexts } from './test-viewings';
import { allViewingMails, inviteOf, runJobs, viewingMails } from './test-viewing-emails';

/* The e-mails of a viewing's changes (issue 17): who receives which, in which language, with which calendar file. */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());
beforeEach(async () => {
  for (const kind of [
    'VIEWING_REQUESTED',
    'VIEWING_CONFIRMED',
    'VIEWING_UPDATED',
    'VIEWING_CANCELLED',
  ] as const)
    await updateNotificationSetting(api.deps.db, { kind, enabled: true, recipients: [] });
});

const frenchRenter = () => api.factories.user({ userType: 'RENTER', locale: 'fr' });

describe('booking', () => {
  it('e-mails the landlord and confirms an instant booking to the renter in French, both with the invitation', async () => {
    const listing = await listingOfferingViewings(api);
    const renter = await frenchRenter();
    const { viewing } = await bookedViewing(api, listing, '10:00', renter);
    // Nothing is sent inside the request: the e-mails wait for the jobs.
    expect(await allViewingMails(api, listing.landlord.user.email)).toEqual([]);
    await runJobs(api);

    const [toLandlord] = await viewingMails(api, listing.landlord.user.email, 'VIEWING_REQUESTED');
    expect(toLandlord!.subject).toMatch(/^Viewing booked: “/);
    expect(toLandlord!.textBody).toMatch(/^Viewing booked for .* 10:00 a\.m\. E[SD]T\./);
    expect(toLandlord!.textBody).toContain(`http://localhost:3000/message?room=${viewing.room}`);
    expect(toLandlord!.textBody).not.toContain(renter.user.email);

    const [toRenter] = await viewingMails(api, renter.user.email, 'VIEWING_CONFIRMED');
    expect(toRenter!.subject).toMatch(/^Visite réservée : « /);
    expect(toRenter!.textBody).toMatch(/^Visite réservée pour le .* 10 h 00 H[NA]E\./);
    expect(toRenter!.textBody).toContain("L'invitation jointe ajoute la visite à votre calendrier.");
    expect(toRenter!.textBody).not.toContain(listing.landlord.user.email);

    for (const mail of [toLandlord!, toRenter!])
      expect(inviteOf(mail)).toMatchObject({
        method: 'REQUEST',
        uid: `viewing-${viewing.id}@localhost`,
        sequence: 0,
        status: 'CONFIRMED',
        start: new Date(viewing.startsAt),
        end: new Date(viewing.endsAt),
        timeZone: 'America/Toronto',
        startZone: 'America/Toronto',
      });
    expect(inviteOf(toRenter!).summary).toMatch(/^Visite : /);
    // Each invitation names its own recipient only, never the other party.
    expect(toRenter!.calendarEvent!.content).not.toContain(listing.landlord.user.email);
  });

  it('sends a request to the landlord with every proposed time and no invitation, then confirms it to the renter', async () => {
    const listing = await listingOfferingViewings(api, { mode: 'REQUEST' });
    const renter = await frenchRenter();
    const times = [localTime(3, '10:00'), localTime(4, '11:00')];
    const { bookViewing: viewing } = (await book(api, renter, listing.listingId, times)).data!;
    await runJobs(api);
    const [request] = await viewingMails(api, listing.landlord.user.email, 'VIEWING_REQUESTED');
    expect(request!.subject).toMatch(/^Viewing request for “/);
    expect(request!.textBody).toMatch(/Times proposed:\n- .* 10:00 a\.m\. E[SD]T\n- .* 11:00 a\.m\. E[SD]T/);
    expect(request!.textBody).toContain('Confirm it or propose another time in the conversation:');
    expect(request!.calendarEvent).toBeNull();
    expect(await allViewingMails(api, renter.user.email)).toEqual([]);

    await act(api, listing.landlord, { viewing: viewing.id, action: 'CONFIRM', startsAt: times[1] });
    await runJobs(api);
    const [confirmed] = await viewingMails(api, renter.user.email, 'VIEWING_CONFIRMED');
    expect(confirmed!.subject).toMatch(/^Visite confirmée : « /);
    expect(inviteOf(confirmed!)).toMatchObject({
      method: 'REQUEST',
      sequence: 0,
      start: new Date(times[1]!),
    });
    // The landlord, who confirmed, is not e-mailed about it.
    expect(await viewingMails(api, listing.landlord.user.email, 'VIEWING_CONFIRMED')).toEqual([]);
  });

  it('tells the renter of a declined request with the reason, without a calendar file', async () => {
    const listing = await listingOfferingViewings(api, { mode: 'REQUEST' });
    const { renter, viewing } = await bookedViewing(api, listing);
    await act(api, listing.landlord, { viewing: viewing.id, action: 'DECLINE', reason: 'Already rented' });
    await runJobs(api);
    const [declined] = await viewingMails(api, renter.user.email, 'VIEWING_CANCELLED');
    expect(declined!.subject).toMatch(/^Viewing request declined: “/);
    expect(declined!.textBody).toMatch(
      /^The landlord declined the viewing request for .*\nReason: Already rented\n/,
    );
    expect(declined!.calendarEvent).toBeNull();
  });
});

describe('a confirmed viewing moved, then cancelled', () => {
  it('updates the same calendar event with a higher sequence, then withdraws it', async () => {
    const listing = await listingOfferingViewings(api);
    const { renter, viewing } = await bookedViewing(api, listing, '10:00');
    const newTime = localTime(3, '14:00');
    await act(api, listing.landlord, {
      viewing: viewing.id,
      action: 'PROPOSE_RESCHEDULE',
      startsAt: newTime,
    });
    await runJobs(api);
    const [proposal] = await viewingMails(api, renter.user.email, 'VIEWING_UPDATED');
    expect(proposal!.textBody).toMatch(/^A new time was proposed for the viewing: .* 2:00 p\.m\. E[SD]T\./);
    expect(proposal!.textBody).toContain('Accept it or propose another time in the conversation:');
    expect(proposal!.calendarEvent).toBeNull();

    await act(api, renter, { viewing: viewing.id, action: 'ACCEPT_RESCHEDULE' });
    await runJobs(api);
    const [moved] = await viewingMails(api, listing.landlord.user.email, 'VIEWING_UPDATED');
    expect(moved!.subject).toMatch(/^Viewing moved: “/);
    expect(inviteOf(moved!)).toMatchObject({
      method: 'REQUEST',
      uid: `viewing-${viewing.id}@localhost`,
      sequence: 1,
      start: new Date(newTime),
    });

    await act(api, listing.landlord, { viewing: viewing.id, action: 'CANCEL', reason: 'Water leak' });
    await runJobs(api);
    const [cancelled] = await viewingMails(api, renter.user.email, 'VIEWING_CANCELLED');
    expect(cancelled!.subject).toMatch(/^Viewing cancelled: “/);
    expect(cancelled!.textBody).toMatch(/^The landlord cancelled the viewing of .*Reason: Water leak\n/);
    expect(cancelled!.textBody).toContain('The attached cancellation removes it from your calendar.');
    expect(inviteOf(cancelled!)).toMatchObject({
      method: 'CANCEL',
      uid: `viewing-${viewing.id}@localhost`,
      sequence: 2,
      status: 'CANCELLED',
    });
  });

  it('e-mails nothing of a kind an admin switched off', async () => {
    await updateNotificationSetting(api.deps.db, {
      kind: 'VIEWING_CANCELLED',
      enabled: false,
      recipients: [],
    });
    const listing = await listingOfferingViewings(api);
    const { renter, viewing } = await bookedViewing(api, listing);
    await act(api, renter, { viewing: viewing.id, action: 'CANCEL', reason: 'Found a place' });
    await runJobs(api);
    expect(await viewingMails(api, listing.landlord.user.email, 'VIEWING_REQUESTED')).toHaveLength(1);
    expect(await viewingMails(api, listing.landlord.user.email, 'VIEWING_CANCELLED')).toEqual([]);
  });
});

describe('after the viewing', () => {
  const viewingInThePast = async () => {
    const listing = await listingOfferingViewings(api);
    const renter = await frenchRenter();
    const { viewing } = await bookedViewing(api, listing, '10:00', renter);
    await api.deps.db
      .update(viewings)
      .set({ startsAt: sql`now() - interval '1 hour'`, endsAt: sql`now() - interval '30 minutes'` })
      .where(eq(viewings.id, viewing.id));
    return { listing, renter, viewing };
  };

  it('asks the renter, in the conversation and by e-mail, whether they are still interested', async () => {
    const { listing, renter, viewing } = await viewingInThePast();
    await act(api, listing.landlord, { viewing: viewing.id, action: 'COMPLETE' });
    await runJobs(api);
    const link = `http://localhost:3000/rental-application?listing=${listing.listingId}`;
    const [done, followUp] = (await roomTexts(api, renter, viewing.room, 'fr')).slice(-2);
    expect(done!.text).toMatch(/^La visite du .* a eu lieu\.$/);
    expect(followUp).toEqual({
      type: 'SYSTEM',
      text: expect.stringMatching(
        new RegExp(
          `^Pour le locataire : ce logement vous intéresse toujours .* ici : ${link.replace(/[.?]/g, '\\$&')}$`,
        ),
      ),
    });
    expect((await roomTexts(api, listing.landlord, viewing.room)).at(-1)!.text).toMatch(
      /^For the renter: still interested in this place after the viewing of /,
    );

    const [mail] = await viewingMails(api, renter.user.email, 'VIEWING_UPDATED');
    expect(mail!.subject).toMatch(/^« .* » vous intéresse toujours \?$/);
    expect(mail!.textBody).toContain(`Passez à l'étape suivante ici : ${link}`);
    expect(mail!.calendarEvent).toBeNull();
  });

  it('tells the renter they were marked as a no-show, without asking them', async () => {
    const { listing, renter, viewing } = await viewingInThePast();
    await act(api, listing.landlord, { viewing: viewing.id, action: 'MARK_NO_SHOW' });
    await runJobs(api);
    const [mail] = await viewingMails(api, renter.user.email, 'VIEWING_UPDATED');
    expect(mail!.subject).toMatch(/^Visite manquée : « /);
    expect(mail!.textBody).not.toContain('/listing/');
  });
});

describe('the landlord side', () => {
  it('is the team’s Viewing requests addresses on the Viewings Management plan, each in its language', async () => {
    const staff = await api.factories.user({ userType: 'SUB_ADMIN', locale: 'fr' });
    const team = 'viewings-team@example.test';
    await updateNotificationSetting(api.deps.db, {
      kind: 'VIEWING_REQUEST_TO_STAFF',
      enabled: true,
      recipients: [staff.user.email, team],
    });
    const listing = await listingOfferingViewings(api);
    await api.deps.db.update(listings).set({ planId: 7 }).where(eq(listings.id, listing.listingId));
    const { renter, viewing } = await bookedViewing(api, listing);
    await act(api, renter, { viewing: viewing.id, action: 'CANCEL', reason: 'Sick' });
    await runJobs(api);

    expect(await allViewingMails(api, listing.landlord.user.email)).toEqual([]);
    const [toStaff] = await viewingMails(api, staff.user.email, 'VIEWING_REQUESTED');
    expect(toStaff!.subject).toMatch(/^Visite réservée : « /);
    expect(toStaff!.textBody).toContain(`http://localhost:3000/adminInbox/${listing.listingId}/listing`);
    const [toTeam] = await viewingMails(api, team, 'VIEWING_CANCELLED');
    expect(toTeam!.subject).toMatch(/^Viewing cancelled: “.*” \/ Visite annulée : « /);
    expect(toTeam!.textBody).toMatch(/Reason: Sick[\s\S]*—[\s\S]*Motif : Sick/);
    expect(inviteOf(toTeam!)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    await updateNotificationSetting(api.deps.db, {
      kind: 'VIEWING_REQUEST_TO_STAFF',
      enabled: true,
      recipients: [],
    });
  });
});

describe('a listing taken down', () => {
  it('e-mails each renter the cancellation with the reason, and not the landlord who took it down', async () => {
    const listing = await listingOfferingViewings(api);
    const renter = await frenchRenter();
    const { viewing } = await bookedViewing(api, listing, '10:00', renter);
    const requested = await listingOfferingViewings(api, { mode: 'REQUEST' }, listing.landlord);
    const other = await bookedViewing(api, requested);
    await runJobs(api);
    for (const id of [listing.listingId, requested.listingId]) {
      const hide = await api.execute(
        `mutation($id: ID!) { markListingRented(where: { id: $id }, data: { signedLeaseDate: "2026-02-01", rentedPrice: 2000, disableListing: "0" }) { id } }`,
        { id },
        { token: listing.landlord.token },
      );
      expect(hide.errors).toBeUndefined();
    }
    await runJobs(api);
    const [mail] = await viewingMails(api, renter.user.email, 'VIEWING_CANCELLED');
    expect(mail!.textBody).toMatch(/^La visite du .* a été annulée : l'annonce n'est plus disponible\./);
    expect(inviteOf(mail!)).toMatchObject({
      method: 'CANCEL',
      uid: `viewing-${viewing.id}@localhost`,
      sequence: 1,
    });
    // A request never confirmed had no invitation to withdraw.
    const [request] = await viewingMails(api, other.renter.user.email, 'VIEWING_CANCELLED');
    expect(request!.calendarEvent).toBeNull();
    expect(await viewingMails(api, listing.landlord.user.email, 'VIEWING_CANCELLED')).toEqual([]);
  });
});
