import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/admin';
import { emailOutbox } from '../../db/schema/mail';
import type { CreatedUser } from '../../test/factories';
import { errorCodes } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { extractText } from '../leases/pdf/test-extract';
import { CARDS, card, listingAwaitingDeposit, openDeposit, SANDBOX_PAY } from '../payments/test-payments';
import { PAYMENT_RECEIPT_TEMPLATE } from './receipt-email';
import { paymentOf } from './test-receipts';

/* Receipts (issue 21): e-mailed to the payer when paid, read by the payer or staff, as HTML and PDF. */

let server: HttpTestServer;
let landlord: CreatedUser;
let other: CreatedUser;
let admin: CreatedUser;
beforeAll(async () => {
  server = await startHttpTestServer({
    env: { BUSINESS_NAME: 'Location Nord', BUSINESS_TAX_NUMBER: '123456789 RT0001' },
  });
  landlord = await server.api.factories.user({ userType: 'LANDLORD', locale: 'fr' });
  other = await server.api.factories.user({ userType: 'LANDLORD' });
  admin = await server.api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => server.close());

const nbsp = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const RECEIPT = `query($id: ID!, $locale: Locale) { receipt(paymentId: $id, locale: $locale) {
  number locale paidAt refundedAt payerEmail listingTitle totalCents subtotalCents taxCents terms
  lines { name amountCents } taxes { label amountCents } businessName businessTaxNumber businessAddress cardLast4 } }`;

describe('the receipt e-mail', () => {
  it('goes to a French payer in French after a sandbox payment, with the totals, the TVH and the terms', async () => {
    const payer = await server.api.factories.user({ userType: 'LANDLORD', locale: 'fr' });
    const listingId = await listingAwaitingDeposit(server.api, payer);
    const { paymentId, checkoutId } = await openDeposit(server.api, payer, listingId);
    const paid = await server.api.execute<{ sandboxPay: { outcome: string } }>(SANDBOX_PAY, {
      id: checkoutId,
      card: card(CARDS.SUCCEEDS),
    });
    expect(paid.data!.sandboxPay.outcome).toBe('SUCCEEDED');
    const mails = await server.api.deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, payer.user.email), eq(emailOutbox.template, PAYMENT_RECEIPT_TEMPLATE)),
      );
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toMatch(/^Votre reçu Location Nord R-\d{4}-[0-9A-F]{8}$/);
    expect(mail.subject).toContain(paymentId.replace(/-/g, '').slice(0, 8).toUpperCase());
    const text = nbsp(mail.textBody);
    expect(text).toContain('Dépôt d’intégration : gestion des visites : 300,00 $');
    expect(text).toContain('Sous-total : 300,00 $');
    expect(text).toContain('TVH (13 %) : 39,00 $');
    expect(text).toContain('Total (CAD) : 339,00 $');
    expect(text).toContain('Le dépôt n’est pas remboursable et est déduit des frais de service finaux.');
    expect(text).toContain('Numéro d’inscription aux fins de la TPS/TVH : 123456789 RT0001');
    expect(text).toContain('Visa se terminant par 4242');
    expect(text).toContain(`http://localhost:3000/building/billing/${paymentId}`);
    expect(nbsp(mail.htmlBody!)).toContain('339,00 $');
    expect(mail.htmlBody).toContain('<html lang="fr">');
  });

  it('goes again, marked refunded, when staff refund the payment', async () => {
    const payer = await server.api.factories.user({ userType: 'LANDLORD' });
    const listingId = await listingAwaitingDeposit(server.api, payer);
    const { paymentId, checkoutId } = await openDeposit(server.api, payer, listingId);
    await server.api.execute(SANDBOX_PAY, { id: checkoutId, card: card(CARDS.SUCCEEDS) });
    const refund = await server.api.execute(
      'mutation($id: ID!) { refundPayment(id: $id) { status } }',
      { id: paymentId },
      { token: admin.token },
    );
    expect(refund.errors).toBeUndefined();
    const mails = await server.api.deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, payer.user.email), eq(emailOutbox.template, PAYMENT_RECEIPT_TEMPLATE)),
      );
    expect(mails.map((m) => m.subject.replace(/ R-.*$/, ''))).toEqual([
      'Your Location Nord receipt',
      'Refund of your Location Nord payment',
    ]);
    expect(mails[1]!.textBody).toMatch(/REFUNDED on \w+ \d+, \d{4}/);
  });

  it('is not sent for a payment that is not paid', async () => {
    const payer = await server.api.factories.user({ userType: 'LANDLORD' });
    await paymentOf(server.api, payer, { status: 'FAILED' });
    const mails = await server.api.deps.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, payer.user.email));
    expect(mails).toEqual([]);
  });
});

describe('reading a receipt', () => {
  it('answers the payer in the language asked, and refuses another landlord as if it did not exist', async () => {
    const payment = await paymentOf(server.api, landlord);
    const mine = await server.api.execute<{ receipt: Record<string, unknown> }>(
      RECEIPT,
      { id: payment.id, locale: 'en' },
      { token: landlord.token },
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data!.receipt).toMatchObject({
      locale: 'en',
      totalCents: 33_900,
      subtotalCents: 30_000,
      taxCents: 3_900,
      taxes: [{ label: 'HST (13%)', amountCents: 3_900 }],
      lines: [{ name: 'Onboarding deposit: Viewings Management', amountCents: 30_000 }],
      terms: 'The deposit is non-refundable and is deducted from the final service fee.',
      businessName: 'Location Nord',
      businessTaxNumber: '123456789 RT0001',
      businessAddress: null,
      cardLast4: '4242',
      refundedAt: null,
    });
    const theirs = await server.api.execute(RECEIPT, { id: payment.id }, { token: other.token });
    expect(errorCodes(theirs)).toEqual(['PAYMENT_NOT_FOUND']);
  });

  it('lets staff read any receipt and records each read', async () => {
    const payment = await paymentOf(server.api, landlord, { purpose: 'BOOST', province: 'QC' });
    const read = await server.api.execute<{ receipt: { taxes: { label: string }[]; terms: string | null } }>(
      RECEIPT,
      { id: payment.id },
      { token: admin.token },
    );
    expect(read.data!.receipt).toMatchObject({ taxes: [{ label: 'GST (5%)' }], terms: null });
    const trail = await server.api.deps.db.select().from(auditLog).where(eq(auditLog.entityId, payment.id));
    expect(trail).toMatchObject([
      { action: 'payment.receipt.view', entityType: 'PAYMENT', actorId: admin.user.id },
    ]);
  });

  it('has none for an unpaid payment, and marks a refunded one', async () => {
    const pending = await paymentOf(server.api, landlord, { status: 'PENDING' });
    const none = await server.api.execute(RECEIPT, { id: pending.id }, { token: landlord.token });
    expect(errorCodes(none)).toEqual(['RECEIPT_NOT_AVAILABLE']);
    const refunded = await paymentOf(server.api, landlord, { status: 'REFUNDED' });
    const r = await server.api.execute<{ receipt: { refundedAt: string } }>(
      RECEIPT,
      { id: refunded.id },
      { token: landlord.token },
    );
    expect(r.data!.receipt.refundedAt).toBe('2026-11-27T15:00:00.000Z');
  });
});

describe('the receipt PDF', () => {
  const pdf = (id: string, token: string | null, locale = 'fr') =>
    fetch(`${server.base}/payments/${id}/receipt.pdf?locale=${locale}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });

  it('holds the totals as real French text for the payer', async () => {
    const payment = await paymentOf(server.api, landlord, { status: 'REFUNDED' });
    const response = await pdf(payment.id, landlord.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = await extractText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain('Reçu R-2026-');
    expect(text).toContain('REMBOURSÉ le 27 novembre 2026');
    expect(text).toContain('Dépôt d’intégration : gestion des visites');
    expect(text).toContain('TVH (13 %)');
    expect(text).toContain('39,00 $');
    expect(text).toContain('339,00 $');
    expect(text).toContain('Visa se terminant par 4242');
  });

  it('is refused to another landlord and to a visitor, and given to staff', async () => {
    const payment = await paymentOf(server.api, landlord);
    const theirs = await pdf(payment.id, other.token);
    expect(theirs.status).toBe(404);
    expect(await theirs.json()).toEqual({ code: 'PAYMENT_NOT_FOUND' });
    expect((await pdf(payment.id, null)).status).toBe(401);
    const staff = await pdf(payment.id, admin.token, 'en');
    expect(staff.status).toBe(200);
    expect(await extractText(new Uint8Array(await staff.arrayBuffer()))).toContain('$339.00');
  });
});
