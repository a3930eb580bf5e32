import { ERROR_MESSAGES } from '@rentals/domain/errors/codes';
import {
  DEPOSIT_TERMS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  type PaymentQuote,
} from '@rentals/domain/billing/payments';
import { translate } from '@rentals/domain/i18n/translate';
import type { PaymentLine, PaymentTaxLine } from '@rentals/domain/billing/payments';
import { eq } from 'drizzle-orm';
import { listings } from '../../db/schema/listings';
import type { PaymentRow } from '../../db/schema/payments';
import { builder } from '../../graphql/builder';

/* The payment types of the contract (issue 21): amounts in cents, names in the request's language. */

export const PaymentPurposeEnum = builder.enumType('PaymentPurpose', {
  description: 'DEPOSIT (the list-with-us onboarding deposit) or BOOST (a premium listing for some days).',
  values: PAYMENT_PURPOSES,
});

export const PaymentStatusEnum = builder.enumType('PaymentStatus', {
  description:
    'PENDING until the processor says PAID, FAILED (the checkout stays open) or CANCELED; REFUNDED by staff.',
  values: PAYMENT_STATUSES,
});

export const PaymentLineRef = builder.objectRef<PaymentLine>('PaymentLine').implement({
  description: 'One item of a payment before tax.',
  fields: (t) => ({
    kind: t.exposeString('kind', { description: 'DEPOSIT, BOOST or BOOST_DAYS.' }),
    name: t.string({
      description: 'Its name in the request’s language.',
      resolve: (l, _a, ctx) => translate(l.name, ctx.locale),
    }),
    amountCents: t.exposeInt('amountCents', { description: 'Its price in cents (CAD).' }),
  }),
});

export const PaymentTaxLineRef = builder.objectRef<PaymentTaxLine>('PaymentTaxLine').implement({
  description: 'The sales tax of a payment, by component.',
  fields: (t) => ({
    component: t.exposeString('component', { description: 'GST or HST.' }),
    ratePer: t.exposeFloat('ratePer', { description: 'The rate in percent, e.g. 13.' }),
    amountCents: t.exposeInt('amountCents', { description: 'The tax in cents, rounded half up.' }),
  }),
});

export const PaymentQuoteRef = builder
  .objectRef<PaymentQuote & { terms?: boolean }>('PaymentQuote')
  .implement({
    description: 'What a payment will cost: lines, tax by the province’s rate in force today, and the total.',
    fields: (t) => ({
      lines: t.field({ type: [PaymentLineRef], description: 'Items before tax.', resolve: (q) => q.lines }),
      subtotalCents: t.exposeInt('subtotalCents', { description: 'Before tax, in cents.' }),
      taxes: t.field({
        type: [PaymentTaxLineRef],
        description: 'Tax by component.',
        resolve: (q) => q.taxes,
      }),
      taxCents: t.exposeInt('taxCents', { description: 'All tax, in cents.' }),
      totalCents: t.exposeInt('totalCents', { description: 'What the payer pays, in cents.' }),
      province: t.exposeString('province', { description: 'Two-letter province code the tax is chosen by.' }),
      terms: t.string({
        nullable: true,
        description:
          'The deposit’s terms (non-refundable, deducted from the final fee) in the request’s language; null for a boost.',
        resolve: (q, _a, ctx) =>
          q.lines.some((l) => l.kind === 'DEPOSIT') ? translate(DEPOSIT_TERMS, ctx.locale) : null,
      }),
    }),
  });

export const PaymentRef = builder.objectRef<PaymentRow>('Payment').implement({
  description: 'A payment opened with the card processor, as the processor’s events left it.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The payment.' }),
    purpose: t.field({
      type: PaymentPurposeEnum,
      description: 'What it pays for.',
      resolve: (p) => p.purpose,
    }),
    status: t.field({ type: PaymentStatusEnum, description: 'Where it stands.', resolve: (p) => p.status }),
    listingId: t.exposeID('listingId', { nullable: true, description: 'The listing; null once deleted.' }),
    listingTitle: t.string({
      nullable: true,
      description: 'The listing’s title.',
      resolve: async (p, _a, ctx) => {
        if (!p.listingId) return null;
        const [row] = await ctx.db
          .select({ title: listings.title })
          .from(listings)
          .where(eq(listings.id, p.listingId));
        return row?.title ?? null;
      },
    }),
    planId: t.exposeInt('planId', { nullable: true, description: 'The plan paid for.' }),
    lines: t.field({ type: [PaymentLineRef], description: 'Items before tax.', resolve: (p) => p.lines }),
    subtotalCents: t.exposeInt('subtotalCents', { description: 'Before tax, in cents.' }),
    taxes: t.field({ type: [PaymentTaxLineRef], description: 'Tax by component.', resolve: (p) => p.taxes }),
    taxCents: t.exposeInt('taxCents', { description: 'All tax, in cents.' }),
    totalCents: t.exposeInt('totalCents', { description: 'The total charged, in cents.' }),
    currency: t.exposeString('currency', { description: 'cad.' }),
    province: t.exposeString('province', { description: 'The province the tax was chosen by.' }),
    boostDays: t.exposeInt('boostDays', { nullable: true, description: 'Days a boost buys.' }),
    provider: t.exposeString('provider', { description: 'sandbox or stripe.' }),
    cardBrand: t.exposeString('cardBrand', { nullable: true, description: 'The card’s brand, once paid.' }),
    cardLast4: t.exposeString('cardLast4', {
      nullable: true,
      description: 'The card’s last four digits, once paid.',
    }),
    failureMessage: t.string({
      nullable: true,
      description: 'Why the last attempt failed, in the request’s language where the code is known.',
      resolve: (p, _a, ctx) => failureText(p, ctx.locale),
    }),
    paidAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was paid.',
      resolve: (p) => p.paidAt,
    }),
    refundedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was refunded.',
      resolve: (p) => p.refundedAt,
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the checkout was opened.',
      resolve: (p) => p.createdAt,
    }),
  }),
});

const FAILURE_CODES = ['CARD_DECLINED', 'CARD_INSUFFICIENT_FUNDS', 'CARD_AUTHENTICATION_FAILED'] as const;

function failureText(p: PaymentRow, locale: 'en' | 'fr'): string | null {
  if (p.status !== 'FAILED') return null;
  const code = FAILURE_CODES.find((c) => c === p.failureCode);
  return code
    ? translate(ERROR_MESSAGES[code], locale)
    : (p.failureMessage ?? translate(ERROR_MESSAGES.CARD_DECLINED, locale));
}
