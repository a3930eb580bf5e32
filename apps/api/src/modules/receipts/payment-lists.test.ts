import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';
import { paymentOf } from './test-receipts';

/* The billing lists (issue 21): a payer's own payments; every payment for staff with boosts view. */

let api: TestApi;
let landlord: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  landlord = await api.factories.user({ userType: 'LANDLORD' });
  other = await api.factories.user({ userType: 'LANDLORD' });
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

type Page = {
  count: number;
  items: {
    id: string;
    status: string;
    purpose: string;
    listingTitle: string | null;
    payerEmail: string | null;
  }[];
};
const MINE = '{ myPayments(first: 10) { count items { id status purpose listingTitle totalCents } } }';
const ALL = `query($status: PaymentStatus, $purpose: PaymentPurpose, $first: Int, $skip: Int) {
  payments(status: $status, purpose: $purpose, first: $first, skip: $skip) { count items { id status purpose listingTitle payerEmail } } }`;

describe('billing lists', () => {
  it('gives a payer their own payments only, newest first, with the listing', async () => {
    const listing = await approvedListingOf(api, landlord);
    const first = await paymentOf(api, landlord, { listingId: listing.id, status: 'REFUNDED' });
    const second = await paymentOf(api, landlord, { purpose: 'BOOST', status: 'FAILED' });
    await paymentOf(api, other, { status: 'REFUNDED' });
    const mine = await api.execute<{ myPayments: Page }>(MINE, {}, { token: landlord.token });
    expect(mine.data!.myPayments.count).toBe(2);
    expect(mine.data!.myPayments.items.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(mine.data!.myPayments.items[1]).toMatchObject({ listingTitle: listing.title, status: 'REFUNDED' });
    const empty = await api.execute<{ myPayments: Page }>(MINE, {}, { token: admin.token });
    expect(empty.data!.myPayments).toEqual({ count: 0, items: [] });
  });

  it('gives staff every payment, filtered by status and purpose, with the payer, a page at a time', async () => {
    const countOf = async (variables: Record<string, unknown>) =>
      (await api.execute<{ payments: Page }>(ALL, variables, { token: admin.token })).data!.payments.count;
    const [all, boosts, refunded] = await Promise.all([
      countOf({}),
      countOf({ purpose: 'BOOST' }),
      countOf({ status: 'REFUNDED' }),
    ]);
    const payer = await api.factories.user({ userType: 'LANDLORD' });
    const boost = await paymentOf(api, payer, { purpose: 'BOOST', status: 'REFUNDED' });
    await paymentOf(api, payer, { status: 'FAILED' });
    expect(await countOf({})).toBe(all + 2);
    expect(await countOf({ purpose: 'BOOST' })).toBe(boosts + 1);
    const page = await api.execute<{ payments: Page }>(
      ALL,
      { status: 'REFUNDED', purpose: 'BOOST', first: 1 },
      { token: admin.token },
    );
    expect(page.data!.payments.items).toMatchObject([{ id: boost.id, payerEmail: payer.user.email }]);
    expect(await countOf({ status: 'REFUNDED' })).toBe(refunded + 1);
  });

  it('refuses the staff list to a landlord and to staff without boosts view', async () => {
    expect(errorCodes(await api.execute(ALL, {}, { token: landlord.token }))).toEqual(['NO_ACCESS']);
    const sub = await api.factories.user({ userType: 'SUB_ADMIN' });
    expect(errorCodes(await api.execute(ALL, {}, { token: sub.token }))).toEqual(['NO_ACCESS']);
  });
});
