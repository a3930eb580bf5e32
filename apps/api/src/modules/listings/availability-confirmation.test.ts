import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/jobs';
import { emailOutbox } from '../../db/schema/mail';
import { listings } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { runDueJobs } from '../jobs/job-runner';
import {
  availabilityCheckKey,
  scheduleAvailabilityCheck,
  scheduleMissingAvailabilityChecks,
} from './availability-check-job';
import { answerAvailabilityCheck } from './availability-confirmation.service';
import { approvedListingOf } from './test-listings';

/*
 * 'Still available?' (issue 25) with a fake clock: the checks run through runDueJobs(deps, now) at
 * days counted from the listing's posting, the e-mails are read from the outbox and their links
 * answered as a visitor would, through the API.
 */

const DAY = 86_400_000;
const ANSWER = `mutation($token: String!, $answer: AvailabilityAnswer!) {
  answerAvailabilityCheck(token: $token, answer: $answer) { answer listingId title availabilityConfirmedAt } }`;
const OWN = `query($id: ID!) { getSingleBuilding(id: $id) { id isHidden status availabilityConfirmedAt unpublishedReason } }`;
const CONFIRM = `mutation($id: ID!) { confirmListingAvailability(where: { id: $id }) { id availabilityConfirmedAt } }`;

interface Own {
  isHidden: boolean;
  status: string;
  availabilityConfirmedAt: string | null;
  unpublishedReason: string | null;
}

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

/**
 * A public listing of a new landlord, posted 14 days ago, and the fake clock's day `n` counted from
 * its posting: day 14 is about now, when answers through the API (on the real clock) happen.
 */
async function postedListing(locale: 'en' | 'fr' = 'en') {
  const owner = await api.factories.user({ userType: 'LANDLORD', locale });
  const listing = await approvedListingOf(api, owner);
  const posted = Date.now() - 14 * DAY;
  const [row] = await api.deps.db
    .update(listings)
    .set({ availabilityConfirmedAt: new Date(posted) })
    .where(eq(listings.id, listing.id))
    .returning();
  await scheduleAvailabilityCheck(api.deps.db, row!);
  return { owner, listing, day: (n: number) => new Date(posted + n * DAY) };
}

async function runJobs(now: Date) {
  while ((await runDueJobs(api.deps, now)) > 0);
}

const mails = (owner: CreatedUser, template: string) =>
  api.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, owner.user.email), eq(emailOutbox.template, template)))
    .orderBy(emailOutbox.createdAt);

/** The tokens of the 'Still available?' e-mails sent to `owner`, oldest first. */
async function links(owner: CreatedUser) {
  return (await mails(owner, 'listing-still-available')).map((mail) => {
    const urls = [...mail.textBody.matchAll(/https?:\/\/\S+/g)].map((m) => new URL(m[0]));
    const yes = urls.find((u) => u.searchParams.get('answer') === 'yes')!;
    const rented = urls.find((u) => u.searchParams.get('answer') === 'rented')!;
    return { yes: yes.searchParams.get('token')!, rented: rented.searchParams.get('token')!, mail };
  });
}

async function own(owner: CreatedUser, id: string): Promise<Own> {
  const response = await api.execute<{ getSingleBuilding: Own }>(OWN, { id }, { token: owner.token });
  return response.data!.getSingleBuilding;
}

const answer = (token: string, value: 'STILL_AVAILABLE' | 'RENTED') =>
  api.execute<{
    answerAvailabilityCheck: { answer: string; title: string; availabilityConfirmedAt: string };
  }>(ANSWER, { token, answer: value });

describe("the 'Still available?' e-mail", () => {
  it('is sent once, 14 days after posting, with two links', async () => {
    const { owner, day } = await postedListing();
    await runJobs(day(13));
    expect(await links(owner)).toHaveLength(0);
    await runJobs(day(14));
    await runJobs(day(14));
    const sent = await links(owner);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.mail.subject).toMatch(/still available\?$/);
    expect(sent[0]!.yes).toBe(sent[0]!.rented);
  });

  it('is in French for a French-speaking landlord', async () => {
    const { owner, day } = await postedListing('fr');
    await runJobs(day(14));
    const [sent] = await links(owner);
    expect(sent!.mail.subject).toMatch(/est-il toujours disponible\?$/);
    expect(sent!.mail.textBody).toContain('Oui, toujours disponible');
  });
});

describe('scheduleMissingAvailabilityChecks', () => {
  it('gives a public listing without a check (written by the seed or by hand) its check', async () => {
    const { owner, listing, day } = await postedListing();
    await api.deps.db.delete(jobs).where(eq(jobs.key, availabilityCheckKey(listing.id)));
    await runJobs(day(14));
    expect(await links(owner)).toHaveLength(0);
    await scheduleMissingAvailabilityChecks(api.deps.db);
    const [job] = await api.deps.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, availabilityCheckKey(listing.id)));
    expect(job).toMatchObject({ kind: 'listing-availability-check', payload: { listingId: listing.id } });
    expect(job!.runAt).toEqual(day(14));
    await runJobs(day(14));
    expect(await links(owner)).toHaveLength(1);
  });

  it('leaves a check already scheduled as it is', async () => {
    const { listing, day } = await postedListing();
    const key = availabilityCheckKey(listing.id);
    await api.deps.db
      .update(jobs)
      .set({ runAt: day(20) })
      .where(eq(jobs.key, key));
    await scheduleMissingAvailabilityChecks(api.deps.db);
    const scheduled = await api.deps.db.select().from(jobs).where(eq(jobs.key, key));
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.runAt).toEqual(day(20));
  });
});

describe('answering by link, without signing in', () => {
  it('confirms the listing with Yes, and moves the next e-mail 14 days on', async () => {
    const { owner, listing, day } = await postedListing();
    await runJobs(day(14));
    const [sent] = await links(owner);
    const response = await answer(sent!.yes, 'STILL_AVAILABLE');
    expect(response.errors).toBeUndefined();
    expect(response.data!.answerAvailabilityCheck).toMatchObject({
      answer: 'STILL_AVAILABLE',
      title: listing.title,
    });
    const confirmedAt = new Date((await own(owner, listing.id)).availabilityConfirmedAt!);
    expect(confirmedAt.getTime()).toBeGreaterThanOrEqual(day(14).getTime());
    await runJobs(day(27));
    expect(await links(owner)).toHaveLength(1);
    await runJobs(new Date(confirmedAt.getTime() + 14 * DAY));
    expect(await links(owner)).toHaveLength(2);
  });

  it('marks the listing rented with It’s rented', async () => {
    const { owner, listing, day } = await postedListing();
    await runJobs(day(14));
    const [sent] = await links(owner);
    expect((await answer(sent!.rented, 'RENTED')).errors).toBeUndefined();
    expect(await own(owner, listing.id)).toMatchObject({ isHidden: true, status: 'INACTIVE' });
  });

  it('refuses a link used before, changing nothing', async () => {
    const { owner, listing, day } = await postedListing();
    await runJobs(day(14));
    const [sent] = await links(owner);
    await answer(sent!.yes, 'STILL_AVAILABLE');
    const before = await own(owner, listing.id);
    expect(errorCodes(await answer(sent!.rented, 'RENTED'))).toEqual(['CONFIRMATION_LINK_USED']);
    expect(await own(owner, listing.id)).toEqual(before);
  });

  it('refuses an expired link, changing nothing', async () => {
    const { owner, listing, day } = await postedListing();
    await runJobs(day(14));
    const [sent] = await links(owner);
    const before = await own(owner, listing.id);
    await expect(
      answerAvailabilityCheck(api.deps, sent!.yes, 'STILL_AVAILABLE', day(28)),
    ).rejects.toMatchObject({
      code: 'CONFIRMATION_LINK_EXPIRED',
    });
    expect(await own(owner, listing.id)).toEqual(before);
    // Still usable the day before it expires: the refusal above consumed nothing.
    await expect(
      answerAvailabilityCheck(api.deps, sent!.yes, 'STILL_AVAILABLE', day(27)),
    ).resolves.toBeTruthy();
  });

  it('refuses a tampered or unknown link', async () => {
    const { owner, listing, day } = await postedListing();
    await runJobs(day(14));
    const [sent] = await links(owner);
    const before = await own(owner, listing.id);
    const [id, signature] = sent!.yes.split('.') as [string, string];
    const flipped = `${id}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const otherId = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}.${signature}`;
    for (const token of [flipped, otherId, 'not-a-token']) {
      expect(errorCodes(await answer(token, 'STILL_AVAILABLE'))).toEqual(['CONFIRMATION_LINK_INVALID']);
    }
    expect(await own(owner, listing.id)).toEqual(before);
  });
});

describe('a listing left unconfirmed', () => {
  it('is asked again at 28 days, unpublished at 30 with an e-mail saying how to bring it back', async () => {
    const { owner, listing, day } = await postedListing();
    await runJobs(day(14));
    await runJobs(day(28));
    expect(await links(owner)).toHaveLength(2);
    await runJobs(day(29));
    expect((await own(owner, listing.id)).isHidden).toBe(false);
    await runJobs(day(30));
    expect(await own(owner, listing.id)).toMatchObject({
      isHidden: true,
      unpublishedReason: 'NOT_CONFIRMED',
    });
    const [notice] = await mails(owner, 'listing-unpublished-unconfirmed');
    expect(notice!.textBody).toContain(`${api.config.publicUrl}/building`);
    expect(notice!.textBody).toContain('30 days');
    // Nothing more comes for a listing off the market.
    await runJobs(day(90));
    expect(await mails(owner, 'listing-unpublished-unconfirmed')).toHaveLength(1);
    expect(await links(owner)).toHaveLength(2);
  });

  it('is asked before it is unpublished when its owner was never asked since its confirmation', async () => {
    // A listing older than the checks, or one whose check could not run: stale at its first check.
    const { owner, listing, day } = await postedListing();
    await runJobs(day(40));
    expect(await links(owner)).toHaveLength(1);
    expect(await own(owner, listing.id)).toMatchObject({ isHidden: false, unpublishedReason: null });
    await runJobs(day(53));
    expect((await own(owner, listing.id)).isHidden).toBe(false);
    await runJobs(day(54));
    expect(await own(owner, listing.id)).toMatchObject({
      isHidden: true,
      unpublishedReason: 'NOT_CONFIRMED',
    });
  });

  it('comes back when its owner confirms it, with the reason cleared', async () => {
    const { owner, listing, day } = await postedListing();
    await runJobs(day(14));
    await runJobs(day(30));
    const response = await api.execute(CONFIRM, { id: listing.id }, { token: owner.token });
    expect(response.errors).toBeUndefined();
    expect(await own(owner, listing.id)).toMatchObject({ isHidden: false, unpublishedReason: null });
  });
});

describe('confirmListingAvailability, signed in', () => {
  it("dates the confirmation now and puts off the owner's next e-mail", async () => {
    const { owner, listing, day } = await postedListing();
    const before = (await own(owner, listing.id)).availabilityConfirmedAt!;
    const response = await api.execute<{ confirmListingAvailability: { availabilityConfirmedAt: string } }>(
      CONFIRM,
      { id: listing.id },
      { token: owner.token },
    );
    expect(response.data!.confirmListingAvailability.availabilityConfirmedAt > before).toBe(true);
    await runJobs(new Date(day(14).getTime() + 3_600_000));
    expect(await links(owner)).toHaveLength(0);
  });

  it("is refused on another landlord's listing", async () => {
    const { listing } = await postedListing();
    const other = await api.factories.user({ userType: 'LANDLORD' });
    const response = await api.execute(CONFIRM, { id: listing.id }, { token: other.token });
    expect(errorCodes(response)).toEqual(['NO_ACCESS']);
  });
});
