import { randomUUID } from 'node:crypto';
import type { CreatedUser } from '../../test/factories';
import type { TestApi } from '../../test/harness';
import { and, eq } from 'drizzle-orm';
import type { PaymentStatus } from '@rentals/domain/billing/payments';
import { listings } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import { payments } from '../../db/schema/payments';
import { cityNamed, submitListWithUs } from '../listings/test-list-with-us';
import { approvedListingOf } from '../listings/test-listings';

/** Test helpers for payments: a listing awaiting its deposit, and the checkout operations. */

export const CREATE_CHECKOUT = `mutation($listingId: ID!, $price: Int!, $key: String!, $email: String) {
  createCheckoutSession(listingId: $listingId, price: $price, idempotencyKey: $key, email: $email) { paymentId url } }`;
export const PAYMENT = `query($id: ID!) { payment(id: $id) { id status purpose totalCents taxCents subtotalCents
  cardBrand cardLast4 failureMessage paidAt refundedAt province provider listingTitle lines { kind name amountCents }
  taxes { component ratePer amountCents } } }`;
export const SANDBOX_PAY = `mutation($id: ID!, $card: SandboxCardInput!) {
  sandboxPay(id: $id, card: $card) { outcome code message redirectUrl } }`;
export const SANDBOX_AUTH = `mutation($id: ID!, $approve: Boolean!) {
  sandboxAuthenticate(id: $id, approve: $approve) { outcome code message redirectUrl } }`;
export const SANDBOX_CANCEL = `mutation($id: ID!) { sandboxCancel(id: $id) { outcome redirectUrl } }`;
export const DEPOSIT_QUOTE = `query($id: ID!) { depositQuote(listingId: $id) { totalCents subtotalCents taxCents province terms } }`;

export const card = (number: string, overrides: Record<string, string> = {}) => ({
  name: 'A. Owner',
  number,
  expiry: '12/39',
  cvc: '123',
  ...overrides,
});

export const CARDS = {
  SUCCEEDS: '4242 4242 4242 4242',
  DECLINED: '4000 0000 0000 0002',
  INSUFFICIENT_FUNDS: '4000 0000 0000 9995',
  AUTHENTICATION: '4000 0025 0000 3155',
};

/** A list-with-us listing of `owner` in Ontario with Viewings Management: a $300 deposit + 13% HST. */
export async function listingAwaitingDeposit(
  api: TestApi,
  owner: CreatedUser,
  planIds = [7],
): Promise<string> {
  // Toronto itself (Viewings Management is a GTA plan), made once per database.
  const [toronto] = await api.deps.db
    .select({ id: cities.id })
    .from(cities)
    .where(and(eq(cities.name, 'Toronto'), eq(cities.province, 'ON')));
  const cityId = toronto?.id ?? (await cityNamed(api, 'Toronto', 'ON'));
  const result = await submitListWithUs(api, owner, cityId, { planIds });
  if (result.errors) throw new Error(JSON.stringify(result.errors));
  return result.data!.createListWithUs.id;
}

export const newKey = () => randomUUID();

/** Opens the deposit checkout of `listingId` as `owner`; answers the payment id and the sandbox checkout id. */
export async function openDeposit(api: TestApi, owner: CreatedUser, listingId: string, price = 33_900) {
  const res = await api.execute<{ createCheckoutSession: { paymentId: string; url: string } }>(
    CREATE_CHECKOUT,
    { listingId, price, key: newKey() },
    { token: owner.token },
  );
  if (res.errors) throw new Error(JSON.stringify(res.errors));
  const { paymentId, url } = res.data!.createCheckoutSession;
  return { paymentId, url, checkoutId: url.split('/').pop()! };
}

/**
 * An approved Ontario listing of `owner` (any user type) whose plans need a deposit (Lead Generator,
 * listed as its owner), for calls that need one without going through the wizard.
 */
export async function payableListingOf(api: TestApi, owner: CreatedUser): Promise<string> {
  const { id } = await approvedListingOf(api, owner);
  await api.deps.db
    .update(listings)
    .set({
      role: 'LANDLORD_OWNER',
      planId: 6,
      paymentStatus: 'UNPAID',
      subscriptions: [
        {
          plan_id: 6,
          plan_name: 'Lead Generator',
          plan_price: '0',
          plan_group: 2,
          plan_unit: 'UNIT',
          plan_type: 'PAID',
        },
      ],
    })
    .where(eq(listings.id, id));
  return id;
}

/** A sandbox payment row of `payer` for `listingId` in `status`, as a checkout leaves it. */
export async function paymentRowOf(
  api: TestApi,
  payer: CreatedUser | null,
  listingId: string,
  status: PaymentStatus = 'PENDING',
) {
  const [row] = await api.deps.db
    .insert(payments)
    .values({
      userId: payer?.user.id ?? null,
      listingId,
      purpose: 'DEPOSIT',
      planId: 6,
      status,
      provider: 'sandbox',
      checkoutId: `cs_sandbox_${randomUUID().replace(/-/g, '')}`,
      chargeId: status === 'PAID' ? `pi_sandbox_${randomUUID().replace(/-/g, '')}` : null,
      lines: [
        {
          kind: 'DEPOSIT',
          name: { en: 'Onboarding deposit', fr: 'Dépôt d’intégration' },
          amountCents: 7_500,
        },
      ],
      subtotalCents: 7_500,
      taxes: [{ component: 'HST', ratePer: 13, amountCents: 975 }],
      taxRatePer: 13,
      taxCents: 975,
      totalCents: 8_475,
      province: 'ON',
      idempotencyKey: randomUUID(),
      paidAt: status === 'PAID' ? new Date() : null,
    })
    .returning();
  return row!;
}
