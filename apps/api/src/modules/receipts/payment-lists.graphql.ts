import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import { PaymentPurposeEnum, PaymentRef, PaymentStatusEnum } from '../payments/payment-types.graphql';
import { findMyPayments, findPayments, type ListedPayment } from './receipt.service';

/*
 * The billing lists (issue 21): a payer's own payments (/building/billing) and every payment for
 * staff with boostListings view (/payments), newest first, 10 a page by default, with their count.
 */

const PaymentPageRef = builder.objectRef<{ items: ListedPayment[]; count: number }>('PaymentPage').implement({
  description: 'A page of payments and how many there are in all.',
  fields: (t) => ({
    items: t.field({ type: [PaymentRef], description: 'This page.', resolve: (p) => p.items }),
    count: t.exposeInt('count', { description: 'How many in all.' }),
  }),
});

builder.objectField(PaymentRef, 'payerEmail', (t) =>
  t.string({
    nullable: true,
    description: 'The payer’s account e-mail (in the billing lists); null once the account is gone.',
    resolve: (p) => ('payerEmail' in p ? (p.payerEmail as string | null) : null),
  }),
);

builder.queryFields((t) => ({
  myPayments: t.field({
    type: PaymentPageRef,
    description: 'The signed-in user’s own payments, any state, newest first (10 a page by default).',
    authScopes: { loggedIn: true },
    args: {
      first: t.arg.int({ description: 'Page size (default 10, at most 100).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) => findMyPayments(ctx.db, requireViewer(ctx.viewer), args),
  }),
  payments: t.field({
    type: PaymentPageRef,
    description:
      'Every payment, newest first, optionally of one status and purpose: staff with boostListings view.',
    authScopes: { staff: 'boostListings:view' },
    args: {
      first: t.arg.int({ description: 'Page size (default 10, at most 100).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
      status: t.arg({ type: PaymentStatusEnum, description: 'Only this status.' }),
      purpose: t.arg({ type: PaymentPurposeEnum, description: 'Only this purpose.' }),
    },
    resolve: (_r, args, ctx) =>
      findPayments(ctx.db, { status: args.status ?? null, purpose: args.purpose ?? null }, args),
  }),
}));
