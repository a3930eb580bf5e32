import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rentalLaws } from '../../db/schema/rental-laws';
import { rateLimits } from '../../db/schema/users';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { freshRentalLaw } from './test-rental-laws';

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const entry = async (id: string) =>
  (await api.deps.db.select().from(rentalLaws).where(eq(rentalLaws.id, id)))[0]!;

describe('public reading', () => {
  it('answers a renter the published entries for renters and for both, in position order, in their language', async () => {
    const both = await freshRentalLaw(api, {
      province: 'BC',
      audience: 'BOTH',
      title: 'Deposits',
      position: 1,
    });
    const renter = await freshRentalLaw(api, {
      province: 'BC',
      audience: 'RENTER',
      title: 'Rent',
      position: 0,
    });
    const landlord = await freshRentalLaw(api, {
      province: 'BC',
      audience: 'LANDLORD',
      title: 'Ending',
      position: 2,
    });
    await freshRentalLaw(api, { province: 'BC', audience: 'RENTER', title: 'Draft', isPublished: false });
    await freshRentalLaw(api, { province: 'BC', audience: 'RENTER', title: 'Loyer', locale: 'fr' });
    await freshRentalLaw(api, { province: 'ON', audience: 'RENTER', title: 'Other province' });
    const read = async (audience: string, headers?: Record<string, string>) =>
      (
        await api.execute<{ publicRentalLaws: { id: string; title: string }[] }>(
          `{ publicRentalLaws(province: "BC", audience: ${audience}) { id title } }`,
          {},
          { headers },
        )
      ).data!.publicRentalLaws;
    expect(await read('RENTER')).toEqual([
      { id: renter, title: 'Rent' },
      { id: both, title: 'Deposits' },
    ]);
    expect((await read('LANDLORD')).map((e) => e.id)).toEqual([both, landlord]);
    expect((await read('RENTER', { 'accept-language': 'fr' })).map((e) => e.title)).toEqual(['Loyer']);
  });

  it('refuses an unknown province and hides staff figures from visitors', async () => {
    const bad = await api.execute('{ publicRentalLaws(province: "XX", audience: RENTER) { id } }');
    expect(errorCodes(bad)).toEqual(['VALIDATION_FAILED']);
    const figures = await api.execute('{ publicRentalLaws(province: "BC", audience: RENTER) { id seen } }');
    expect(errorCodes(figures)).toContain('UNAUTHENTICATED');
  });
});

describe('views and source clicks', () => {
  const VIEW = 'mutation($id: ID!) { recordRentalLawView(id: $id) }';
  const OPEN = 'mutation($id: ID!) { openRentalLawSource(id: $id) }';

  it('counts one view per visitor per 30 minutes, and again once the 30 minutes are over', async () => {
    const id = await freshRentalLaw(api);
    const visitorA = { 'user-agent': 'Browser A' };
    const view = async (headers: Record<string, string>, token?: string) =>
      (await api.execute<{ recordRentalLawView: boolean }>(VIEW, { id }, { headers, token })).data!
        .recordRentalLawView;
    expect(await view(visitorA)).toBe(true);
    expect(await view(visitorA)).toBe(false);
    expect(await view({ 'user-agent': 'Browser B' })).toBe(true);
    expect(await view(visitorA, admin.token)).toBe(true);
    expect(await view(visitorA, admin.token)).toBe(false);
    expect((await entry(id)).seen).toBe(3);
    // The window of every visitor of this entry ends.
    await api.deps.db.update(rateLimits).set({ nextAt: new Date(Date.now() - 1000) });
    expect(await view(visitorA)).toBe(true);
    expect((await entry(id)).seen).toBe(4);
  });

  it('counts every click on the official source and answers its link', async () => {
    const id = await freshRentalLaw(api, { sourceUrl: 'https://www2.gov.bc.ca/gov/content/housing-tenancy' });
    const open = await api.execute<{ openRentalLawSource: string }>(OPEN, { id });
    expect(open.data!.openRentalLawSource).toBe('https://www2.gov.bc.ca/gov/content/housing-tenancy');
    await api.execute(OPEN, { id });
    expect((await entry(id)).count).toBe(2);
  });

  it('counts nothing for an unpublished entry', async () => {
    const id = await freshRentalLaw(api, { isPublished: false });
    expect(errorCodes(await api.execute(VIEW, { id }))).toEqual(['RENTAL_LAW_NOT_FOUND']);
    expect(errorCodes(await api.execute(OPEN, { id }))).toEqual(['RENTAL_LAW_NOT_FOUND']);
    expect(await entry(id)).toMatchObject({ seen: 0, count: 0 });
  });
});

describe('staff list and review', () => {
  it('filters by province, audience, topic, language, publication and review age, with counts', async () => {
    const old = await freshRentalLaw(api, { province: 'NS', lastReviewedOn: '2024-03-01', topic: 'repairs' });
    const fresh = await freshRentalLaw(api, {
      province: 'NS',
      audience: 'LANDLORD',
      isPublished: false,
      locale: 'fr',
    });
    const list = async (where: string) =>
      (
        await api.execute<{ rentalLaws: { id: string; needsReview: boolean }[]; rentalLawCount: number }>(
          `{ rentalLaws(where: ${where}) { id needsReview } rentalLawCount(where: ${where}) }`,
          {},
          { token: admin.token },
        )
      ).data!;
    expect(await list('{ province: "NS" }')).toMatchObject({ rentalLawCount: 2 });
    expect(await list('{ province: "NS", needsReview: true }')).toEqual({
      rentalLaws: [{ id: old, needsReview: true }],
      rentalLawCount: 1,
    });
    expect((await list('{ province: "NS", audience: LANDLORD }')).rentalLaws).toEqual([
      { id: fresh, needsReview: false },
    ]);
    expect((await list('{ province: "NS", published: false }')).rentalLaws.map((e) => e.id)).toEqual([fresh]);
    expect((await list('{ province: "NS", language: fr }')).rentalLaws.map((e) => e.id)).toEqual([fresh]);
    expect((await list('{ province: "NS", topic: "repairs" }')).rentalLaws.map((e) => e.id)).toEqual([old]);
    const due = await api.execute<{ rentalLawsNeedingReview: number }>(
      '{ rentalLawsNeedingReview }',
      {},
      { token: admin.token },
    );
    expect(due.data!.rentalLawsNeedingReview).toBeGreaterThanOrEqual(1);

    const reviewed = await api.execute<{
      markRentalLawReviewed: { needsReview: boolean; lastReviewedOn: string };
    }>(
      'mutation($id: ID!) { markRentalLawReviewed(id: $id) { needsReview lastReviewedOn } }',
      { id: old },
      { token: admin.token },
    );
    expect(reviewed.data!.markRentalLawReviewed).toEqual({
      needsReview: false,
      lastReviewedOn: new Date().toISOString().slice(0, 10),
    });
    expect((await list('{ province: "NS", needsReview: true }')).rentalLawCount).toBe(0);
  });

  it('publishes and withdraws, refusing to publish an entry without words', async () => {
    const empty = await freshRentalLaw(api, { isPublished: false, body: { type: 'doc', content: [] } });
    const publish = (id: string, published: boolean) =>
      api.execute<{ setRentalLawPublished: { isPublished: boolean } }>(
        'mutation($id: ID!, $p: Boolean!) { setRentalLawPublished(id: $id, published: $p) { isPublished } }',
        { id, p: published },
        { token: admin.token },
      );
    expect(errorCodes(await publish(empty, true))).toEqual(['RICH_TEXT_EMPTY']);
    const id = await freshRentalLaw(api);
    expect((await publish(id, false)).data!.setRentalLawPublished.isPublished).toBe(false);
    expect((await publish(id, true)).data!.setRentalLawPublished.isPublished).toBe(true);
  });
});
