import { REMINDER_OFFSETS } from '@rentals/domain/viewings/reminders';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { viewings } from '../../db/schema/viewings';
import { createTestApi, type TestApi } from '../../test/harness';
import { enqueueJob } from '../jobs/job-queue';
import { act, bookedViewing, listingOfferingViewings, localTime } from './test-viewings';
import { runJobs, viewingMails } from './test-viewing-emails';

/*
 * Reminder e-mails before a confirmed viewing (issue 17): REMINDER_OFFSETS before it, to both
 * parties, each once even with several API processes, and none for a time that no longer holds.
 */

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const HOUR = 3_600_000;
const [DAY_BEFORE, SHORTLY_BEFORE] = REMINDER_OFFSETS;
/** A minute after the reminder `hours` before `startsAt` is due. */
const justAfter = (startsAt: string, hours: number) => new Date(Date.parse(startsAt) - hours * HOUR + 60_000);
const reminderJobs = (viewingId: string) =>
  api.deps.db
    .select()
    .from(jobs)
    .where(like(jobs.key, `viewing-reminder:${viewingId}:%`));

describe('reminders', () => {
  it('are sent to both parties in their language, each once, when due', async () => {
    const listing = await listingOfferingViewings(api);
    const renter = await api.factories.user({ userType: 'RENTER', locale: 'fr' });
    const { viewing } = await bookedViewing(api, listing, '10:00', renter);
    expect((await reminderJobs(viewing.id)).map((j) => j.key).sort()).toEqual(
      REMINDER_OFFSETS.map((o) => `viewing-reminder:${viewing.id}:${o.key}`).sort(),
    );
    await runJobs(api);
    expect(await viewingMails(api, renter.user.email, 'VIEWING_REMINDER')).toEqual([]);

    await runJobs(api, justAfter(viewing.startsAt, DAY_BEFORE.hours));
    await runJobs(api, justAfter(viewing.startsAt, DAY_BEFORE.hours));
    const [toRenter] = await viewingMails(api, renter.user.email, 'VIEWING_REMINDER');
    expect(toRenter!.subject).toMatch(/^Rappel : visite de « /);
    expect(toRenter!.textBody).toMatch(/^Rappel : votre visite de « .* » a lieu le .* 10 h 00 H[NA]E\./);
    const [toLandlord] = await viewingMails(api, listing.landlord.user.email, 'VIEWING_REMINDER');
    expect(toLandlord!.textBody).toMatch(/^Reminder: your viewing of “.*” is on .* 10:00 a\.m\. E[SD]T\./);
    expect(await viewingMails(api, renter.user.email, 'VIEWING_REMINDER')).toHaveLength(1);

    await runJobs(api, justAfter(viewing.startsAt, SHORTLY_BEFORE.hours));
    expect(await viewingMails(api, renter.user.email, 'VIEWING_REMINDER')).toHaveLength(2);
    expect(await viewingMails(api, listing.landlord.user.email, 'VIEWING_REMINDER')).toHaveLength(2);
    const [stored] = await api.deps.db.select().from(viewings).where(eq(viewings.id, viewing.id));
    expect(stored!.remindersSent).toEqual(['DAY_BEFORE', 'SHORTLY_BEFORE']);
  });

  it('are sent once each when two API processes run the due jobs at the same moment', async () => {
    const second = await createTestApi({ database: api.database });
    try {
      const listing = await listingOfferingViewings(api);
      const booked = [];
      for (const time of ['10:00', '11:00', '12:00', '13:00', '14:00'])
        booked.push(await bookedViewing(api, listing, time));
      // Every viewing's day-before reminder is due; each also has a second job for it (one left
      // behind, say), so two processes may well run the same reminder at once.
      const at = justAfter(booked.at(-1)!.viewing.startsAt, DAY_BEFORE.hours);
      for (const { viewing } of booked)
        await enqueueJob(api.deps.db, {
          kind: 'viewing-reminder',
          key: `duplicate:${viewing.id}`,
          payload: { viewingId: viewing.id, reminder: 'DAY_BEFORE' },
          runAt: new Date(),
        });
      await Promise.all([runJobs(api, at), runJobs(second, at), runJobs(api, at), runJobs(second, at)]);
      for (const { renter } of booked)
        expect(await viewingMails(api, renter.user.email, 'VIEWING_REMINDER')).toHaveLength(1);
      expect(await viewingMails(api, listing.landlord.user.email, 'VIEWING_REMINDER')).toHaveLength(
        booked.length,
      );
    } finally {
      await second.close();
    }
  });

  it('are not sent for a cancelled viewing, even by a job left behind', async () => {
    const listing = await listingOfferingViewings(api);
    const { renter, viewing } = await bookedViewing(api, listing);
    await act(api, renter, { viewing: viewing.id, action: 'CANCEL', reason: 'Found a place' });
    expect((await reminderJobs(viewing.id)).map((j) => j.outcome)).toEqual(['CANCELLED', 'CANCELLED']);
    // A reminder job the cancellation did not reach (say, enqueued by a process that lagged).
    await enqueueJob(api.deps.db, {
      kind: 'viewing-reminder',
      key: `stale:${viewing.id}`,
      payload: { viewingId: viewing.id, reminder: 'DAY_BEFORE' },
      runAt: new Date(),
    });
    await runJobs(api, justAfter(viewing.startsAt, DAY_BEFORE.hours));
    await runJobs(api, justAfter(viewing.startsAt, SHORTLY_BEFORE.hours));
    expect(await viewingMails(api, renter.user.email, 'VIEWING_REMINDER')).toEqual([]);
    expect(await viewingMails(api, listing.landlord.user.email, 'VIEWING_REMINDER')).toEqual([]);
  });

  it('follow a rescheduled viewing to its new time, none at the old one', async () => {
    const listing = await listingOfferingViewings(api);
    const { renter, viewing } = await bookedViewing(api, listing, '10:00');
    await runJobs(api, justAfter(viewing.startsAt, DAY_BEFORE.hours));
    expect(await viewingMails(api, renter.user.email, 'VIEWING_REMINDER')).toHaveLength(1);

    const newTime = localTime(4, '15:00');
    await act(api, listing.landlord, {
      viewing: viewing.id,
      action: 'PROPOSE_RESCHEDULE',
      startsAt: newTime,
    });
    // While the new time waits for an answer, the old time's reminder is not sent.
    await runJobs(api, justAfter(viewing.startsAt, SHORTLY_BEFORE.hours));
    expect(await viewingMails(api, renter.user.email, 'VIEWING_REMINDER')).toHaveLength(1);

    await act(api, renter, { viewing: viewing.id, action: 'ACCEPT_RESCHEDULE' });
    await runJobs(api, justAfter(newTime, DAY_BEFORE.hours));
    const mails = await viewingMails(api, renter.user.email, 'VIEWING_REMINDER');
    expect(mails).toHaveLength(2);
    expect(mails[1]!.textBody).toMatch(/ 3:00 p\.m\. E[SD]T\./);
  });
});
