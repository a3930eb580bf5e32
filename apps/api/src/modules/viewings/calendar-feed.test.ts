import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds } from '../../db/schema/calendar-feeds';
import type { CreatedUser } from '../../test/factories';
import type { TestApi } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { act, bookedViewing, listingOfferingViewings } from './test-viewings';

/*
 * The private calendar feed (issue 17) on the real HTTP server, read back by a real iCalendar
 * parser: whose viewings it lists, and that revoking it closes the old URL.
 */

let server: HttpTestServer;
let api: TestApi;
let base: string;

beforeAll(async () => {
  server = await startHttpTestServer();
  ({ api, base } = server);
});
afterAll(() => server.close());

type Feed = { url: string; webcalUrl: string };

async function feedOf(user: CreatedUser, operation = 'mutation { createCalendarFeed { url webcalUrl } }') {
  const response = await api.execute<Record<string, Feed>>(operation, {}, { token: user.token });
  expect(response.errors).toBeUndefined();
  return Object.values(response.data!)[0]!;
}

/** GETs a feed URL (made with PUBLIC_URL) from the test server. */
const fetchFeed = (url: string) => fetch(base + new URL(url).pathname);

/** The feed's events as a calendar app reads them. */
async function eventsOf(url: string) {
  const response = await fetchFeed(url);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('the calendar feed', () => {
  it("lists the renter's viewings and the landlord's, and no one else's", async () => {
    const listing = await listingOfferingViewings(api, {
      showingType: 'VIRTUAL',
      meetingLink: 'https://meet.example.com/flat',
    });
    const { renter, viewing } = await bookedViewing(api, listing, '10:00');
    const { viewing: another } = await bookedViewing(api, listing, '11:00');
    const elsewhere = await listingOfferingViewings(api);
    const { viewing: stranger } = await bookedViewing(api, elsewhere, '12:00');

    const renterEvents = await eventsOf((await feedOf(renter)).url);
    expect(renterEvents.map((e) => e.uid)).toEqual([`viewing-${viewing.id}@localhost`]);
    expect(renterEvents[0]).toMatchObject({ summary: expect.stringMatching(/^Viewing: /) });
    expect(renterEvents[0]!.startDate.toJSDate().toISOString()).toBe(viewing.startsAt);
    expect(renterEvents[0]!.component.getFirstPropertyValue('url')).toBe('https://meet.example.com/flat');

    const landlordEvents = await eventsOf((await feedOf(listing.landlord)).url);
    expect(landlordEvents.map((e) => e.uid).sort()).toEqual(
      [`viewing-${viewing.id}@localhost`, `viewing-${another.id}@localhost`].sort(),
    );
    expect(landlordEvents.map((e) => e.uid)).not.toContain(`viewing-${stranger.id}@localhost`);
  });

  it('drops a cancelled viewing and writes in the owner’s language', async () => {
    const listing = await listingOfferingViewings(api);
    const renter = await api.factories.user({ userType: 'RENTER', locale: 'fr' });
    const { viewing } = await bookedViewing(api, listing, '10:00', renter);
    const { url } = await feedOf(renter);
    expect((await eventsOf(url))[0]!.summary).toMatch(/^Visite : /);
    await act(api, renter, { viewing: viewing.id, action: 'CANCEL', reason: 'Plans changed' });
    expect(await eventsOf(url)).toEqual([]);
  });

  it('keeps its URL until revoked; the old URL then answers 404', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    expect((await api.execute('{ myCalendarFeed { url } }', {}, { token: renter.token })).data).toEqual({
      myCalendarFeed: null,
    });
    const first = await feedOf(renter);
    expect(first.url).toMatch(/^http:\/\/localhost:3000\/calendar\/viewings\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.webcalUrl).toBe(first.url.replace('http:', 'webcal:'));
    expect(await feedOf(renter)).toEqual(first);
    expect(await feedOf(renter, '{ myCalendarFeed { url webcalUrl } }')).toEqual(first);

    const second = await feedOf(renter, 'mutation { revokeCalendarFeed { url webcalUrl } }');
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).status).toBe(404);
    expect((await fetchFeed(second.url)).status).toBe(200);
  });

  it('answers 404 for a token no feed has, and stores no token in the clear', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const { url } = await feedOf(renter);
    const token = new URL(url).pathname.split('/').pop()!.replace('.ics', '');
    expect((await fetch(`${base}/calendar/viewings/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await fetch(`${base}/calendar/viewings/not-a-token.ics`)).status).toBe(404);
    expect((await fetch(`${base}/calendar/viewings/${token}`)).status).toBe(404);
    const rows = await api.deps.db
      .select()
      .from(calendarFeeds)
      .where(eq(calendarFeeds.userId, renter.user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});
