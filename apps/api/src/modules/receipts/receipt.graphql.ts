import type { Receipt, ReceiptLine, ReceiptTax } from '@rentals/domain/billing/receipts';
import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import { LocaleEnum } from '../users/user.graphql';
import { getReceipt } from './receipt.service';
import './receipt-hook';

/*
 * A paid payment's receipt (issue 21) for its page: the payer's, or any for staff with
 * boostListings view (each staff read is audited). The PDF of the same receipt is downloaded from
 * GET /payments/<id>/receipt.pdf (receipt-http.ts).
 */

const ReceiptLineRef = builder.objectRef<ReceiptLine>('ReceiptLine').implement({
  description: 'A line of a receipt, before tax.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'DEPOSIT, BOOST or BOOST_DAYS.' }),
    name: t.exposeString('name', { description: 'What was bought, in the receipt’s language.' }),
    amountCents: t.exposeInt('amountCents', { description: 'Amount in cents.' }),
  }),
});

const ReceiptTaxRef = builder.objectRef<ReceiptTax>('ReceiptTax').implement({
  description: 'A tax component of a receipt.',
  fields: (t) => ({
    component: t.exposeString('component', { description: 'GST or HST.' }),
    label: t.exposeString('label', { description: 'Its name and rate as printed: HST (13%), TVH (13 %).' }),
    ratePer: t.exposeFloat('ratePer', { description: 'Rate in percent.' }),
    amountCents: t.exposeInt('amountCents', { description: 'Amount in cents.' }),
  }),
});

const ReceiptRef = builder.objectRef<Receipt>('Receipt').implement({
  description: 'The receipt of a paid (or since refunded) payment, in one language.',
  fields: (t) => ({
    paymentId: t.exposeID('paymentId', { description: 'The payment.' }),
    number: t.exposeString('number', {
      description: 'Receipt number: R-<year paid>-<8 characters of the id>.',
    }),
    locale: t.field({ type: LocaleEnum, description: 'Its language.', resolve: (r) => r.locale }),
    purpose: t.exposeString('purpose', { description: 'DEPOSIT or BOOST.' }),
    paidAt: t.field({ type: 'DateTime', description: 'When it was paid.', resolve: (r) => r.paidAt }),
    refundedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was refunded; the receipt then says REFUNDED.',
      resolve: (r) => r.refundedAt,
    }),
    payerName: t.exposeString('payerName', { nullable: true, description: 'The payer’s name.' }),
    payerEmail: t.exposeString('payerEmail', { nullable: true, description: 'The payer’s e-mail.' }),
    listingTitle: t.exposeString('listingTitle', { nullable: true, description: 'The listing’s title.' }),
    listingAddress: t.exposeString('listingAddress', {
      nullable: true,
      description: 'The listing’s address.',
    }),
    lines: t.field({ type: [ReceiptLineRef], description: 'Lines before tax.', resolve: (r) => r.lines }),
    subtotalCents: t.exposeInt('subtotalCents', { description: 'Before tax, in cents.' }),
    taxes: t.field({ type: [ReceiptTaxRef], description: 'Tax by component.', resolve: (r) => r.taxes }),
    taxCents: t.exposeInt('taxCents', { description: 'All tax, in cents.' }),
    totalCents: t.exposeInt('totalCents', { description: 'Total charged, in cents.' }),
    currency: t.exposeString('currency', { description: 'CAD.' }),
    province: t.exposeString('province', { description: 'Province the tax was chosen by.' }),
    cardBrand: t.exposeString('cardBrand', { nullable: true, description: 'Card brand (visa, …).' }),
    cardLast4: t.exposeString('cardLast4', { nullable: true, description: 'Last four digits of the card.' }),
    terms: t.exposeString('terms', { nullable: true, description: 'The deposit’s terms (deposits only).' }),
    businessName: t.string({ description: 'The seller.', resolve: (r) => r.business.name }),
    businessAddress: t.string({
      nullable: true,
      description: 'The seller’s address, when configured.',
      resolve: (r) => r.business.address,
    }),
    businessTaxNumber: t.string({
      nullable: true,
      description: 'The seller’s GST/HST registration number, when configured.',
      resolve: (r) => r.business.taxNumber,
    }),
  }),
});

builder.queryFields((t) => ({
  receipt: t.field({
    type: ReceiptRef,
    description:
      'A paid payment’s receipt: its payer, or staff with boostListings view (recorded as payment.receipt.view). PAYMENT_NOT_FOUND for anyone else; RECEIPT_NOT_AVAILABLE when it was never paid.',
    authScopes: { loggedIn: true },
    args: {
      paymentId: t.arg.id({ required: true, description: 'The payment.' }),
      locale: t.arg({ type: LocaleEnum, description: 'Its language (default: the request’s).' }),
    },
    resolve: (_r, args, ctx) =>
      getReceipt(ctx, requireViewer(ctx.viewer), String(args.paymentId), args.locale ?? ctx.locale),
  }),
}));
