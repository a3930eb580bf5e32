import { PAYMENT_PURPOSES, PAYMENT_STATUSES, type PaymentLine } from '@rentals/domain/billing/payments';
import { builder } from '../../graphql/builder';
import type { PaymentRow } from '../../db/schema/payments';

/*
 * TEMPORARY: the contract's Payment type and its enums, until the payments module that owns them
 * is merged here; then this file is deleted and payment-lists.graphql.ts imports that module's.
 */

export const PaymentPurposeEnum = builder.enumType('PaymentPurpose', { values: PAYMENT_PURPOSES });
export const PaymentStatusEnum = builder.enumType('PaymentStatus', { values: PAYMENT_STATUSES });

const PaymentLineRef = builder.objectRef<PaymentLine>('PaymentLine').implement({
  fields: (t) => ({
    kind: t.exposeString('kind'),
    name: t.string({ resolve: (l, _a, ctx) => l.name[ctx.locale] }),
    amountCents: t.exposeInt('amountCents'),
  }),
});

export const PaymentRef = builder
  .objectRef<PaymentRow & { listingTitle?: string | null }>('Payment')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      purpose: t.field({ type: PaymentPurposeEnum, resolve: (p) => p.purpose }),
      status: t.field({ type: PaymentStatusEnum, resolve: (p) => p.status }),
      listingId: t.exposeID('listingId', { nullable: true }),
      listingTitle: t.string({ nullable: true, resolve: (p) => p.listingTitle ?? null }),
      lines: t.field({ type: [PaymentLineRef], resolve: (p) => p.lines }),
      totalCents: t.exposeInt('totalCents'),
      paidAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.paidAt }),
      refundedAt: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.refundedAt }),
      createdAt: t.field({ type: 'DateTime', resolve: (p) => p.createdAt }),
    }),
  });

builder.mutationFields((t) => ({
  refundPayment: t.field({
    type: PaymentRef,
    authScopes: { staff: 'boostListings:edit' },
    args: { id: t.arg.id({ required: true }) },
    resolve: () => {
      throw new Error('refundPayment comes with the payments module');
    },
  }),
}));
