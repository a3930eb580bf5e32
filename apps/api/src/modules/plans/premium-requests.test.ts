import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumRequests } from '../../db/schema/billing';
import { emailOutbox } from '../../db/schema/mail';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';
import { updateNotificationSetting } from '../mail/notification.service';
import { PREMIUM_REQUEST_TO_STAFF_TEMPLATE } from './premium-request-email';
import { placeListing, REQUEST_PLAN, torontoListingOf } from './test-plans';

/* Plan requests (spec/03 §4.2): a landlord asks the team about a managed plan; staff follow up. */

let api: TestApi;
let admin: CreatedUser;
let plansStaff: CreatedUser;
let otherStaff: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN', locale: 'fr' });
  plansStaff = await api.factories.user({
    userType: 'SUB_ADMIN',
    permissions: [{ module: 'plans', add: false, edit: true, delete: false, view: true }],
  });
  otherStaff = await api.factories.user({
    userType: 'SUB_ADMIN',
    permissions: [{ module: 'users', add: false, edit: false, delete: false, view: true }],
  });
});
afterAll(() => api.close());

type Request = {
  id: string;
  premiumName: string;
  address: string;
  status: string;
  overdue: boolean;
  followUpDueAt: string;
};
const request = (by: CreatedUser, id: string, planId: number) =>
  api.execute<{ premiumNotificationToAdminFromLandlord: Request }>(
    REQUEST_PLAN,
    { id, planId },
    { token: by.token },
  );
const landlord = (locale: 'en' | 'fr' = 'en') => api.factories.user({ userType: 'LANDLORD', locale });
const mailsTo = (to: string) =>
  api.deps.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.toAddress, to))
    .then((rows) => rows.filter((m) => m.template === PREMIUM_REQUEST_TO_STAFF_TEMPLATE));

describe('a landlord asks about a plan', () => {
  it('records the request in the landlord’s language and e-mails plans staff in theirs', async () => {
    await updateNotificationSetting(api.deps.db, {
      kind: 'PREMIUM_REQUEST_TO_STAFF',
      enabled: true,
      recipients: ['sales@rentals.test'],
    });
    const owner = await landlord('fr');
    const listingId = await torontoListingOf(api, owner);
    const r = await request(owner, listingId, 7);
    expect(r.errors).toBeUndefined();
    const sent = r.data!.premiumNotificationToAdminFromLandlord;
    expect(sent).toMatchObject({
      premiumName: 'Gestion des visites',
      address: '1 King St W, Toronto, ON',
      status: 'NEW',
      overdue: false,
    });
    expect(new Date(sent.followUpDueAt).getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);

    const [toAdmin] = await mailsTo(admin.user.email);
    expect(toAdmin?.subject).toBe('Demande de forfait : Gestion des visites pour 1 King St W, Toronto, ON');
    expect(toAdmin?.textBody).toContain(owner.user.email);
    const [toPlansStaff] = await mailsTo(plansStaff.user.email);
    expect(toPlansStaff?.subject).toBe('Plan request: Viewings Management for 1 King St W, Toronto, ON');
    expect(toPlansStaff?.textBody).toContain('Follow up by');
    const [toTeam] = await mailsTo('sales@rentals.test');
    expect(toTeam?.subject).toContain(' / Demande de forfait');
    expect(await mailsTo(otherStaff.user.email)).toEqual([]);
  });

  it('answers the request still open for the same listing and plan instead of a second one', async () => {
    const owner = await landlord();
    const listingId = await torontoListingOf(api, owner);
    const first = await request(owner, listingId, 6);
    const again = await request(owner, listingId, 6);
    expect(again.data!.premiumNotificationToAdminFromLandlord.id).toBe(
      first.data!.premiumNotificationToAdminFromLandlord.id,
    );
    expect(
      await api.deps.db.select().from(premiumRequests).where(eq(premiumRequests.listingId, listingId)),
    ).toHaveLength(1);
    expect(await mailsTo(plansStaff.user.email)).toHaveLength(2);
  });

  it('refuses a plan not offered at the listing, a self-serve plan and an unknown one', async () => {
    const owner = await landlord();
    const listing = await approvedListingOf(api, owner);
    await placeListing(api, listing.id, 'Montréal', 'QC');
    for (const planId of [3, 4, 7, 5, 8, 999]) {
      const r = await request(owner, listing.id, planId);
      expect({ planId, codes: errorCodes(r) }).toEqual({ planId, codes: ['PLAN_NOT_AVAILABLE'] });
    }
    expect((await request(owner, listing.id, 6)).errors).toBeUndefined();
  });

  it('refuses another landlord’s listing as not found, and staff with their own code', async () => {
    const owner = await landlord();
    const listingId = await torontoListingOf(api, owner);
    const stranger = await landlord();
    const r = await request(stranger, listingId, 6);
    expect(errorCodes(r)).toEqual(['LISTING_NOT_FOUND']);
    const byStaff = await request(admin, listingId, 6);
    expect(errorCodes(byStaff)).toEqual(['PREMIUM_REQUEST_BY_STAFF']);
    expect(byStaff.errors![0]!.message).toContain('propriétaire de l’annonce');
    expect(
      await api.deps.db.select().from(premiumRequests).where(eq(premiumRequests.listingId, listingId)),
    ).toEqual([]);
  });
});

describe('staff follow requests up', () => {
  const LIST = `query($status: PremiumRequestStatus, $first: Int, $skip: Int) {
    premiumRequests(status: $status, first: $first, skip: $skip) {
      count items { id status planId createdAt handledAt overdue listing { id } requester { email } }
    }
  }`;
  type Page = {
    premiumRequests: {
      count: number;
      items: {
        id: string;
        status: string;
        handledAt: string | null;
        listing: { id: string } | null;
        requester: { email: string } | null;
      }[];
    };
  };

  it('lists requests newest first with their count, and filters by status', async () => {
    const all = await api.execute<Page>(LIST, {}, { token: plansStaff.token });
    expect(all.errors).toBeUndefined();
    const rows = await api.deps.db.select().from(premiumRequests);
    expect(all.data!.premiumRequests.count).toBe(rows.length);
    const newest = [...rows].sort((a, b) => +b.createdAt - +a.createdAt || (a.id < b.id ? 1 : -1))[0]!;
    expect(all.data!.premiumRequests.items[0]).toMatchObject({
      id: newest.id,
      listing: { id: newest.listingId },
    });
    const page = await api.execute<Page>(LIST, { first: 1, skip: 1 }, { token: plansStaff.token });
    expect(page.data!.premiumRequests.items).toHaveLength(1);
    expect(
      (await api.execute<Page>(LIST, { status: 'CLOSED' }, { token: admin.token })).data!.premiumRequests,
    ).toEqual({ count: 0, items: [] });
  });

  it('moves a request along, noting who handled it and when', async () => {
    const [row] = await api.deps.db.select().from(premiumRequests).limit(1);
    const r = await api.execute<{
      updatePremiumRequest: { status: string; handledAt: string; overdue: boolean };
    }>(
      'mutation($id: ID!) { updatePremiumRequest(id: $id, status: CONTACTED) { status handledAt overdue } }',
      { id: row!.id },
      { token: plansStaff.token },
    );
    expect(r.data!.updatePremiumRequest).toMatchObject({ status: 'CONTACTED', overdue: false });
    const [saved] = await api.deps.db.select().from(premiumRequests).where(eq(premiumRequests.id, row!.id));
    expect(saved).toMatchObject({ status: 'CONTACTED', handledById: plansStaff.user.id });
    expect(saved!.handledAt).not.toBeNull();
    const missing = await api.execute(
      'mutation { updatePremiumRequest(id: "00000000-0000-4000-8000-000000000000", status: CLOSED) { id } }',
      {},
      { token: admin.token },
    );
    expect(errorCodes(missing)).toEqual(['PREMIUM_REQUEST_NOT_FOUND']);
  });

  it('shows a request still new past two business days as overdue', async () => {
    const [row] = await api.deps.db
      .select()
      .from(premiumRequests)
      .where(eq(premiumRequests.status, 'NEW'))
      .limit(1);
    await api.deps.db
      .update(premiumRequests)
      .set({ createdAt: new Date(Date.now() - 5 * 86_400_000) })
      .where(eq(premiumRequests.id, row!.id));
    const page = await api.execute<{ premiumRequests: { items: { id: string; overdue: boolean }[] } }>(
      '{ premiumRequests(status: NEW) { items { id overdue } } }',
      {},
      { token: admin.token },
    );
    expect(page.data!.premiumRequests.items.find((i) => i.id === row!.id)?.overdue).toBe(true);
  });

  it('keeps the list from staff without plans view', async () => {
    expect(
      errorCodes(await api.execute('{ premiumRequests { count } }', {}, { token: otherStaff.token })),
    ).toEqual(['NO_ACCESS']);
  });
});
