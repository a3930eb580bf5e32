import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings } from '../../db/schema/listings';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import {
  card,
  CARDS,
  DEPOSIT_QUOTE,
  listingAwaitingDeposit,
  openDeposit,
  PAYMENT,
  SANDBOX_AUTH,
  SANDBOX_CANCEL,
  SANDBOX_PAY,
} from './test-payments';

/*
 * The deposit paid through the built-in sandbox, end to end: the checkout is opened, the payer types
 * a test card, the sandbox's signed event goes through the webhook handler, and the payment and the
 * listing's payment fields follow it.
 */

let api: TestApi;
let owner: CreatedUser;

beforeAll(async () => {
  api = await createTestApi();
  owner = await api.factories.user({ userType: 'LANDLORD' });
});
afterAll(() => api.close());

type Payment = { payment: Record<string, unknown> };
const paymentOf = async (id: string) =>
  (await api.execute<Payment>(PAYMENT, { id }, { token: owner.token })).data!.payment;

describe('sandbox deposit checkout', () => {
  it('quotes $300 plus 13% HST for Viewings Management in Ontario, with the terms', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const res = await api.execute(DEPOSIT_QUOTE, { id: listingId }, { token: owner.token });
    expect(res.data).toEqual({
      depositQuote: {
        totalCents: 33_900,
        subtotalCents: 30_000,
        taxCents: 3_900,
        province: 'ON',
        terms: 'The deposit is non-refundable and is deducted from the final service fee.',
      },
    });
  });

  it('pays with 4242…: the payment is PAID and the listing carries the deposit', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const { paymentId, url, checkoutId } = await openDeposit(api, owner, listingId);
    expect(url).toBe(`http://localhost:3000/sandbox/checkout/${checkoutId}`);
    expect(checkoutId).toMatch(/^cs_sandbox_/);
    expect(await paymentOf(paymentId)).toMatchObject({
      status: 'PENDING',
      totalCents: 33_900,
      provider: 'sandbox',
    });

    const paid = await api.execute(SANDBOX_PAY, { id: checkoutId, card: card(CARDS.SUCCEEDS) });
    expect(paid.data).toEqual({
      sandboxPay: {
        outcome: 'SUCCEEDED',
        code: null,
        message: null,
        redirectUrl: `http://localhost:3000/redirect/landlord/premium?payment=${paymentId}`,
      },
    });
    expect(await paymentOf(paymentId)).toMatchObject({
      status: 'PAID',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    const [listing] = await api.deps.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing).toMatchObject({
      paymentStatus: 'PAID',
      checkoutId,
      initialAmount: 300,
      taxRatePer: 13,
      totalAmount: 339,
      amount: 339,
    });
    expect(listing!.chargeId).toMatch(/^pi_sandbox_/);

    // The deposit is paid once.
    const again = await api.execute(SANDBOX_PAY, { id: checkoutId, card: card(CARDS.SUCCEEDS) });
    expect(errorCodes(again)).toEqual(['CHECKOUT_CLOSED']);
    const second = await openDeposit(api, owner, listingId).catch((e: Error) => e.message);
    expect(second).toContain('PAYMENT_ALREADY_PAID');
  });

  it.each([
    ['declined', CARDS.DECLINED, 'CARD_DECLINED', 'Your card was declined.'],
    [
      'insufficient funds',
      CARDS.INSUFFICIENT_FUNDS,
      'CARD_INSUFFICIENT_FUNDS',
      'Your card has insufficient funds.',
    ],
  ])(
    'shows the processor’s message for a %s card and keeps the checkout open',
    async (_n, number, code, message) => {
      const listingId = await listingAwaitingDeposit(api, owner);
      const { paymentId, checkoutId } = await openDeposit(api, owner, listingId);
      const res = await api.execute(SANDBOX_PAY, { id: checkoutId, card: card(number) });
      expect(res.data).toEqual({ sandboxPay: { outcome: 'DECLINED', code, message, redirectUrl: null } });
      expect(await paymentOf(paymentId)).toMatchObject({ status: 'FAILED', failureMessage: message });
      // Another card on the same checkout works.
      await api.execute(SANDBOX_PAY, { id: checkoutId, card: card(CARDS.SUCCEEDS) });
      expect(await paymentOf(paymentId)).toMatchObject({ status: 'PAID' });
    },
  );

  it('answers in French for a French payer', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const { checkoutId } = await openDeposit(api, owner, listingId);
    const res = await api.execute(
      SANDBOX_PAY,
      { id: checkoutId, card: card(CARDS.DECLINED) },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(res.data).toMatchObject({ sandboxPay: { message: 'Votre carte a été refusée.' } });
  });

  it('asks for authentication, then pays when approved', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const { paymentId, checkoutId } = await openDeposit(api, owner, listingId);
    const res = await api.execute(SANDBOX_PAY, { id: checkoutId, card: card(CARDS.AUTHENTICATION) });
    expect(res.data).toMatchObject({ sandboxPay: { outcome: 'REQUIRES_AUTHENTICATION' } });
    const view = await api.execute(
      `query($id: ID!) { sandboxCheckout(id: $id) { requiresAuthentication status } }`,
      {
        id: checkoutId,
      },
    );
    expect(view.data).toEqual({ sandboxCheckout: { requiresAuthentication: true, status: 'PENDING' } });
    const approved = await api.execute(SANDBOX_AUTH, { id: checkoutId, approve: true });
    expect(approved.data).toMatchObject({ sandboxAuthenticate: { outcome: 'SUCCEEDED' } });
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'PAID', cardLast4: '3155' });
  });

  it('fails the payment when authentication is rejected', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const { paymentId, checkoutId } = await openDeposit(api, owner, listingId);
    await api.execute(SANDBOX_PAY, { id: checkoutId, card: card(CARDS.AUTHENTICATION) });
    const rejected = await api.execute(SANDBOX_AUTH, { id: checkoutId, approve: false });
    expect(rejected.data).toMatchObject({
      sandboxAuthenticate: { outcome: 'DECLINED', code: 'CARD_AUTHENTICATION_FAILED' },
    });
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'FAILED' });
  });

  it('refuses a card without a name, an invalid number or a past expiry, changing nothing', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const { paymentId, checkoutId } = await openDeposit(api, owner, listingId);
    const pay = (c: object) => api.execute(SANDBOX_PAY, { id: checkoutId, card: c });
    const noName = await pay(card(CARDS.SUCCEEDS, { name: ' ' }));
    expect(errorCodes(noName)).toEqual(['CARD_NAME_REQUIRED']);
    expect(noName.errors![0]!.message).toBe('Name is required');
    expect(errorCodes(await pay(card('4242 4242 4242 4241')))).toEqual(['CARD_NUMBER_INVALID']);
    expect(errorCodes(await pay(card(CARDS.SUCCEEDS, { expiry: '01/20' })))).toEqual(['CARD_EXPIRY_INVALID']);
    expect(errorCodes(await pay(card(CARDS.SUCCEEDS, { cvc: '1' })))).toEqual(['CARD_CVC_INVALID']);
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'PENDING' });
  });

  it('cancels: the payment is CANCELED and the payer goes back to the wizard’s pay step', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    const { paymentId, checkoutId } = await openDeposit(api, owner, listingId);
    const res = await api.execute(SANDBOX_CANCEL, { id: checkoutId });
    expect(res.data).toEqual({
      sandboxCancel: {
        outcome: 'CANCELED',
        redirectUrl: `http://localhost:3000/list-with-us?listing=${listingId}&step=9&payment=${paymentId}`,
      },
    });
    expect(await paymentOf(paymentId)).toMatchObject({ status: 'CANCELED' });
    const [listing] = await api.deps.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing!.paymentStatus).toBe('UNPAID');
  });

  it('keeps the first deposit on the listing when a second checkout is paid too, and records it for staff', async () => {
    const listingId = await listingAwaitingDeposit(api, owner);
    // A declined first checkout leaves it open; a second Pay click opens another (two tabs).
    const first = await openDeposit(api, owner, listingId);
    await api.execute(SANDBOX_PAY, { id: first.checkoutId, card: card(CARDS.DECLINED) });
    const second = await openDeposit(api, owner, listingId);
    expect(second.paymentId).not.toBe(first.paymentId);
    await api.execute(SANDBOX_PAY, { id: second.checkoutId, card: card(CARDS.SUCCEEDS) });
    await api.execute(SANDBOX_PAY, { id: first.checkoutId, card: card(CARDS.SUCCEEDS) });

    const [listing] = await api.deps.db.select().from(listings).where(eq(listings.id, listingId));
    expect(listing).toMatchObject({ paymentStatus: 'PAID', checkoutId: second.checkoutId });
    const entries = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, first.paymentId), eq(auditLog.action, 'payment.second-deposit')));
    expect(entries).toHaveLength(1);
  });
});
