import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray } from 'drizzle-orm';
import { plans } from '../../db/schema/billing';
import { emailOutbox } from '../../db/schema/mail';
import { listings, pictures, units } from '../../db/schema/listings';
import { users } from '../../db/schema/users';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { NEW_LISTING_REQUEST_TEMPLATE } from '../mail/new-listing-email';
import {
  CREATE_LIST_WITH_US,
  cityNamed,
  listWithUsData,
  submitListWithUs,
  type ListWithUsAnswer,
} from './test-list-with-us';
import { storedUploads, validUnit } from './test-listings';

/* createListWithUs (spec/03 §4.1, issue 20): who may submit, the plans, the files, one transaction. */

const REVIEWER = 'listings-team@example.test';
const NOTIFY = `mutation($r: [String!]!) {
  updateNotificationSetting(kind: NEW_LISTING_REQUEST, enabled: true, recipients: $r) { kind } }`;

let api: TestApi;
let landlord: CreatedUser;
let otherLandlord: CreatedUser;
let admin: CreatedUser;
let toronto: string;
let ottawa: string;
let montreal: string;

beforeAll(async () => {
  api = await createTestApi();
  [landlord, otherLandlord, admin] = await Promise.all([
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'ADMIN' }),
  ]);
  toronto = await cityNamed(api, 'Toronto', 'ON');
  ottawa = await cityNamed(api, 'Ottawa', 'ON');
  montreal = await cityNamed(api, 'Montréal', 'QC');
  await api.execute(NOTIFY, { r: [REVIEWER] }, { token: admin.token });
});
afterAll(() => api.close());

const rowOf = async (id: string) =>
  (await api.deps.db.select().from(listings).where(eq(listings.id, id)))[0]!;
const phoneOf = async (user: CreatedUser) =>
  (await api.deps.db.select().from(users).where(eq(users.id, user.user.id)))[0]!;

async function counts() {
  const n = async (table: typeof listings | typeof units | typeof pictures) =>
    (await api.deps.db.select({ n: count() }).from(table))[0]!.n;
  return { listings: await n(listings), units: await n(units), pictures: await n(pictures) };
}

/** Runs `call`, expects `code`, and that no listing, unit or picture was left behind. */
async function refusedWithNothingCreated(call: () => Promise<unknown>, code: string) {
  const before = await counts();
  const response = (await call()) as Parameters<typeof errorCodes>[0];
  expect(errorCodes(response)).toEqual([code]);
  expect(await counts()).toEqual(before);
}

describe('createListWithUs', () => {
  it('asks a visitor to sign in', async () => {
    const pictures = await storedUploads(api, landlord, 1);
    const r = await api.execute(CREATE_LIST_WITH_US, { data: listWithUsData(toronto, pictures) });
    expect(errorCodes(r)).toEqual(['UNAUTHENTICATED']);
  });

  it("creates a landlord's listing with three units, answers, proofs and Basic, pending review", async () => {
    const [cover, unitPicture] = await storedUploads(api, landlord, 2);
    const [floorplan] = await storedUploads(api, landlord, 1, 'FLOOR_PLAN');
    const [govtProof] = await storedUploads(api, landlord, 1, 'GOVT_PROOF');
    const [ownershipProof] = await storedUploads(api, landlord, 1, 'OWNERSHIP_PROOF');
    const data = listWithUsData(
      toronto,
      [cover!],
      {
        units: [
          validUnit({ title: 'Unit 1', pictures: [unitPicture], floorplan }),
          validUnit({ title: 'Unit 2', contactForPricing: true, monthlyPrice: null, deposit: null }),
          validUnit({ title: 'Unit 3', bedrooms: 'STUDIO' }),
        ],
      },
      { govtProof, ownershipProof, customiseLease: true, lockbox: 'Front door', minimumRentalPrice: 1700 },
    );
    const r = await api.execute<ListWithUsAnswer>(CREATE_LIST_WITH_US, { data }, { token: landlord.token });
    expect(r.errors).toBeUndefined();
    const answer = r.data!.createListWithUs;
    expect(answer).toMatchObject({ paymentStatus: null, planIds: [5] });
    expect(answer.unitIds).toHaveLength(3);

    const row = await rowOf(answer.id);
    expect(row).toMatchObject({
      ownerId: landlord.user.id,
      createdFrom: 'LIST_WITH_US',
      isapproved: false,
      role: 'LANDLORD_OWNER',
      region: 'ON',
      planId: 5,
      planPrice: 0,
      paymentStatus: null,
      isBasicFree: true,
      isViewManagement: false,
      isLeadGeneartor: false,
      isRentalOrTenantLeads: false,
      currentlyTenanted: false,
      showingUnit: 'VIRTUALLY',
      customiseLease: true,
      lockbox: 'Front door',
      minimumRentalPrice: 1700,
      signature: 'A. Owner',
      govtProofFileId: govtProof,
      ownershipProofFileId: ownershipProof,
    });
    const [basic] = await api.deps.db.select().from(plans).where(eq(plans.id, 5));
    expect(row.subscriptions).toEqual([
      {
        plan_id: 5,
        plan_name: basic!.nameEn,
        plan_price: '0',
        plan_group: 2,
        plan_unit: basic!.unit,
        plan_type: 'BASIC',
      },
    ]);
    const saved = await api.deps.db.select().from(units).where(inArray(units.id, answer.unitIds));
    expect(saved.map((u) => u.title).sort()).toEqual(['Unit 1', 'Unit 2', 'Unit 3']);
    const attached = await api.deps.db.select().from(pictures).where(eq(pictures.listingId, answer.id));
    expect(attached.map((p) => [p.fileId, p.kind, p.unitId]).sort()).toEqual(
      [
        [cover, 'PICTURE', null],
        [unitPicture, 'PICTURE', answer.unitIds[0]],
        [floorplan, 'FLOOR_PLAN', answer.unitIds[0]],
      ].sort(),
    );
    expect((await phoneOf(landlord)).phone).toBe('4165550199');
    const mails = await api.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.template, NEW_LISTING_REQUEST_TEMPLATE));
    expect(mails.filter((m) => m.textBody.includes(answer.id)).map((m) => m.toAddress)).toEqual([REVIEWER]);
  });

  it("approves an admin's listing at once, without asking for review", async () => {
    const r = await submitListWithUs(api, admin, toronto);
    expect(r.errors).toBeUndefined();
    const row = await rowOf(r.data!.createListWithUs.id);
    expect(row).toMatchObject({ isapproved: true, createdFrom: 'LIST_WITH_US', isBasicFree: true });
    const mails = await api.deps.db.select().from(emailOutbox);
    expect(mails.some((m) => m.textBody.includes(row.id))).toBe(false);
  });

  it("refuses a renter listing as an owner with 'User Unauthorized', creating nothing", async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    for (const [locale, message] of [
      ['en', 'User Unauthorized'],
      ['fr', 'Utilisateur non autorisé'],
    ] as const) {
      await refusedWithNothingCreated(async () => {
        const r = await submitListWithUs(api, renter, toronto, {}, { headers: { 'x-locale': locale } });
        expect(r.errors?.[0]?.message).toBe(message);
        return r;
      }, 'LIST_WITH_US_USER_UNAUTHORIZED');
    }
    expect(await phoneOf(renter)).toMatchObject({ userType: 'RENTER', phone: null });
  });

  it('lets a renter sublet once updateUserTypeListWithUs made them a landlord', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const asSubLessor = { role: 'SUB_LESSOR' };
    await refusedWithNothingCreated(
      () => submitListWithUs(api, renter, toronto, asSubLessor),
      'LIST_WITH_US_USER_UNAUTHORIZED',
    );
    const changed = await api.execute<{ updateUserTypeListWithUs: { userType: string } }>(
      'mutation { updateUserTypeListWithUs(data: { role: SUB_LESSOR }) { userType } }',
      {},
      { token: renter.token },
    );
    expect(changed.data?.updateUserTypeListWithUs.userType).toBe('LANDLORD');
    const r = await submitListWithUs(api, renter, toronto, asSubLessor);
    expect(r.errors).toBeUndefined();
    expect(await rowOf(r.data!.createListWithUs.id)).toMatchObject({ role: 'SUB_LESSOR', isapproved: false });
  });

  it('lets an unverified account list once it is a landlord', async () => {
    const unverified = await api.factories.user({ userType: 'UNVERIFIED' });
    await refusedWithNothingCreated(
      () => submitListWithUs(api, unverified, toronto),
      'LIST_WITH_US_USER_UNAUTHORIZED',
    );
    const changed = await api.execute<{ updateUserTypeListWithUs: { userType: string } }>(
      'mutation { updateUserTypeListWithUs(data: { role: LANDLORD_OWNER }) { userType } }',
      {},
      { token: unverified.token },
    );
    expect(changed.data?.updateUserTypeListWithUs.userType).toBe('LANDLORD');
    expect((await submitListWithUs(api, unverified, toronto)).errors).toBeUndefined();
  });

  it('refuses the field errors createListing would, naming the unit', async () => {
    const r = await submitListWithUs(api, landlord, toronto, {
      units: [validUnit(), validUnit({ title: ' ' })],
      phone: '12',
    });
    expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
    expect(r.errors![0]!.extensions!.fields).toMatchObject([
      { path: 'phone', key: 'phone' },
      { path: 'units.1.title', key: 'required', message: 'Title is required' },
    ]);
  });
});

describe('createListWithUs plans', () => {
  const submit = (cityId: string, planIds: number[]) => submitListWithUs(api, landlord, cityId, { planIds });

  it('refuses Concierge in Quebec', async () => {
    await refusedWithNothingCreated(() => submit(montreal, [5, 3]), 'PLAN_NOT_AVAILABLE');
  });

  it('offers Viewings Management in Toronto, not in Ottawa, and asks for payment', async () => {
    await refusedWithNothingCreated(() => submit(ottawa, [7]), 'PLAN_NOT_AVAILABLE');
    const r = await submit(toronto, [7]);
    expect(r.data?.createListWithUs).toMatchObject({ paymentStatus: 'UNPAID', planIds: [7] });
    const row = await rowOf(r.data!.createListWithUs.id);
    expect(row).toMatchObject({ planId: 7, planPrice: 725, isViewManagement: true, isBasicFree: false });
    expect(row.subscriptions).toMatchObject([{ plan_id: 7, plan_price: '725', plan_type: 'PREMIUM' }]);
  });

  it('sets the lead flags for Lead Generator, with Concierge beside it', async () => {
    const r = await submit(ottawa, [6, 3]);
    expect(r.data?.createListWithUs.paymentStatus).toBe('UNPAID');
    const row = await rowOf(r.data!.createListWithUs.id);
    expect(row).toMatchObject({
      planId: 6,
      isLeadGeneartor: true,
      isRentalOrTenantLeads: true,
      isConcierge: true,
      isBasicFree: false,
    });
    expect(row.subscriptions!.map((s) => [s.plan_id, s.plan_group])).toEqual([
      [6, 2],
      [3, 3],
    ]);
  });

  it.each([
    ['two main plans', [5, 6], 'PLAN_GROUP_TWICE'],
    ['no main plan', [3], 'PLAN_GROUP_REQUIRED'],
    ['a boost', [5, 8], 'PLAN_NOT_AVAILABLE'],
    ['an unknown plan', [5, 99], 'PLAN_NOT_FOUND'],
  ])('refuses %s', async (_case, planIds, code) => {
    await refusedWithNothingCreated(() => submit(toronto, planIds), code);
  });

  it('refuses a plan staff stopped offering', async () => {
    await api.deps.db.update(plans).set({ active: false }).where(eq(plans.id, 4));
    try {
      await refusedWithNothingCreated(() => submit(toronto, [4]), 'PLAN_NOT_FOUND');
    } finally {
      await api.deps.db.update(plans).set({ active: true }).where(eq(plans.id, 4));
    }
  });
});

describe('createListWithUs files and rollback', () => {
  it("refuses another landlord's upload", async () => {
    const [foreign] = await storedUploads(api, otherLandlord, 1);
    await refusedWithNothingCreated(
      () =>
        api.execute(
          CREATE_LIST_WITH_US,
          { data: listWithUsData(toronto, [foreign!]) },
          { token: landlord.token },
        ),
      'FILE_NOT_FOUND',
    );
    const [proof] = await storedUploads(api, otherLandlord, 1, 'GOVT_PROOF');
    const pictures = await storedUploads(api, landlord, 1);
    await refusedWithNothingCreated(
      () =>
        api.execute(
          CREATE_LIST_WITH_US,
          { data: listWithUsData(toronto, pictures, {}, { govtProof: proof }) },
          { token: landlord.token },
        ),
      'FILE_NOT_FOUND',
    );
  });

  it("leaves nothing when the third unit's picture is refused after the building and two units", async () => {
    const owner = await api.factories.user({ userType: 'LANDLORD' });
    await api.deps.db.update(users).set({ phone: '6135550100' }).where(eq(users.id, owner.user.id));
    const pictures = await storedUploads(api, owner, 1);
    const [foreign] = await storedUploads(api, otherLandlord, 1);
    const units3 = [validUnit(), validUnit(), validUnit({ pictures: [foreign] })];
    await refusedWithNothingCreated(
      () =>
        api.execute(
          CREATE_LIST_WITH_US,
          { data: listWithUsData(toronto, pictures, { units: units3 }) },
          { token: owner.token },
        ),
      'FILE_NOT_FOUND',
    );
    const [rows] = await api.deps.db
      .select({ n: count() })
      .from(listings)
      .where(eq(listings.ownerId, owner.user.id));
    expect(rows!.n).toBe(0);
    expect((await phoneOf(owner)).phone).toBe('6135550100');
  });
});
