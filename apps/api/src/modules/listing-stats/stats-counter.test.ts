import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statDay } from '@rentals/domain/listings/listing-stats';
import { createLogger } from '../../logger';
import { createTestApi, type TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';
import { createStatsCounter } from './stats-counter';
import { from, RECORD_VIEW, storedRows } from './test-stats';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const log = createLogger('silent');

describe('the listing stats counter', () => {
  it('holds views in memory and writes them in one row at the flush', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const listing = await approvedListingOf(api, landlord);
    for (let i = 1; i <= 5; i++) {
      const r = await api.execute(RECORD_VIEW, { id: listing.id }, { headers: from(`203.0.113.${i}`) });
      expect(r.data).toEqual({ recordListingView: true });
    }
    // Nothing written in the request path.
    expect(await storedRows(api, listing.id)).toEqual([]);
    expect(api.deps.listingStats.counter.pendingRows()).toBe(1);

    expect(await api.deps.listingStats.counter.flush()).toBe(1);
    const rows = await storedRows(api, listing.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: statDay(new Date()), views: 5, impressions: 0, contactClicks: 0 });

    // The next flush adds to the row rather than replacing it.
    await api.execute(RECORD_VIEW, { id: listing.id }, { headers: from('203.0.113.99') });
    await api.deps.listingStats.counter.flush();
    expect((await storedRows(api, listing.id))[0]?.views).toBe(6);
  });

  it('adds up what two processes flush at the same time', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const listings = await Promise.all([approvedListingOf(api, landlord), approvedListingOf(api, landlord)]);
    const a = createStatsCounter(api.deps.db, log);
    const b = createStatsCounter(api.deps.db, log);
    // Both touch both listings over two days, in opposite orders.
    const days = [new Date('2026-11-20T17:00:00Z'), new Date('2026-11-21T17:00:00Z')];
    for (let i = 0; i < 50; i++)
      for (const at of days) {
        for (const l of listings) a.add(l.id, 'views', 1, at);
        for (const l of [...listings].reverse()) b.add(l.id, 'views', 2, at);
        b.add(listings[0]!.id, 'impressions', 1, at);
      }
    for (let round = 0; round < 3; round++) {
      await Promise.all([a.flush(), b.flush(), a.flush(), b.flush()]);
      for (const at of days) {
        a.add(listings[1]!.id, 'contactClicks', 1, at);
        b.add(listings[1]!.id, 'contactClicks', 1, at);
      }
    }
    await Promise.all([a.stop(), b.stop()]);
    const first = await storedRows(api, listings[0]!.id);
    const second = await storedRows(api, listings[1]!.id);
    expect(first.map((r) => [r.day, r.views, r.impressions])).toEqual([
      ['2026-11-20', 150, 50],
      ['2026-11-21', 150, 50],
    ]);
    expect(second.map((r) => [r.day, r.views, r.contactClicks])).toEqual([
      ['2026-11-20', 150, 6],
      ['2026-11-21', 150, 6],
    ]);
  });

  it('writes what is left when it stops (shutdown)', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const listing = await approvedListingOf(api, landlord);
    const counter = createStatsCounter(api.deps.db, log);
    counter.start(60_000);
    counter.add(listing.id, 'applications', 2);
    await counter.stop();
    expect((await storedRows(api, listing.id))[0]?.applications).toBe(2);
  });

  it('keeps the counts of a failed flush for the next one', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const listing = await approvedListingOf(api, landlord);
    let down = true;
    const flaky = new Proxy(api.deps.db, {
      get: (db, key) =>
        key === 'execute' && down
          ? () => Promise.reject(new Error('connection lost'))
          : (Reflect.get(db, key, db) as unknown),
    });
    const counter = createStatsCounter(flaky, log);
    counter.add(listing.id, 'views', 4);
    await expect(counter.flush()).rejects.toThrow('connection lost');
    counter.add(listing.id, 'views', 1);
    expect(counter.pendingRows()).toBe(1);
    down = false;
    await counter.flush();
    expect((await storedRows(api, listing.id))[0]?.views).toBe(5);
  });

  it('skips a listing deleted before the flush and keeps the others', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const kept = await approvedListingOf(api, landlord);
    const counter = createStatsCounter(api.deps.db, log);
    counter.add(kept.id, 'views');
    counter.add('00000000-0000-4000-8000-000000000000', 'views');
    await counter.flush();
    expect((await storedRows(api, kept.id))[0]?.views).toBe(1);
    expect(counter.pendingRows()).toBe(0);
  });
});
