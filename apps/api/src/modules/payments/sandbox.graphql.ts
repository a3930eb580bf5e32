import { builder } from '../../graphql/builder';
import { PaymentLineRef, PaymentStatusEnum, PaymentTaxLineRef } from './payment-types.graphql';
import {
  getSandboxCheckout,
  sandboxAuthenticate,
  sandboxCancel,
  sandboxPay,
  type SandboxCheckoutView,
  type SandboxPayResult,
} from './sandbox-checkout.service';

/*
 * The built-in sandbox checkout's operations, for its page /sandbox/checkout/<id>. Open to anyone
 * holding the checkout id (unguessable, as a Stripe Checkout URL is); SANDBOX_DISABLED with Stripe.
 */

const SandboxCheckoutRef = builder.objectRef<SandboxCheckoutView>('SandboxCheckout').implement({
  description: 'A sandbox checkout as its page shows it (test payments: no money moves).',
  fields: (t) => ({
    id: t.id({ description: 'The checkout id (cs_sandbox_…).', resolve: (v) => v.checkout.checkoutId! }),
    paymentId: t.id({ description: 'The payment it pays.', resolve: (v) => v.checkout.id }),
    status: t.field({
      type: PaymentStatusEnum,
      description: 'The payment’s state.',
      resolve: (v) => v.checkout.status,
    }),
    lines: t.field({
      type: [PaymentLineRef],
      description: 'Items before tax.',
      resolve: (v) => v.checkout.lines,
    }),
    taxes: t.field({
      type: [PaymentTaxLineRef],
      description: 'Tax by component.',
      resolve: (v) => v.checkout.taxes,
    }),
    subtotalCents: t.int({ description: 'Before tax, in cents.', resolve: (v) => v.checkout.subtotalCents }),
    totalCents: t.int({ description: 'The total, in cents.', resolve: (v) => v.checkout.totalCents }),
    currency: t.string({ description: 'cad.', resolve: (v) => v.checkout.currency }),
    email: t.exposeString('email', { nullable: true, description: 'The payer’s e-mail.' }),
    cancelUrl: t.exposeString('cancelUrl', { description: 'Where a payer who cancels goes back to.' }),
    successUrl: t.exposeString('successUrl', { description: 'Where the payer goes once paid.' }),
    requiresAuthentication: t.exposeBoolean('requiresAuthentication', {
      description: 'The card asked for authentication: the page shows the approve/reject step.',
    }),
  }),
});

const SandboxPayResultRef = builder.objectRef<SandboxPayResult>('SandboxPayResult').implement({
  description: 'What the sandbox processor did with a card.',
  fields: (t) => ({
    outcome: t.exposeString('outcome', {
      description: 'SUCCEEDED, REQUIRES_AUTHENTICATION, DECLINED or CANCELED.',
    }),
    code: t.exposeString('code', { nullable: true, description: 'The decline’s error code.' }),
    message: t.exposeString('message', {
      nullable: true,
      description: 'The decline’s message in the request’s language.',
    }),
    redirectUrl: t.exposeString('redirectUrl', {
      nullable: true,
      description: 'Where to send the payer now.',
    }),
  }),
});

const SandboxCardInput = builder.inputType('SandboxCardInput', {
  description: 'A test card: 4242 4242 4242 4242 succeeds; see the README for the others.',
  fields: (t) => ({
    name: t.string({ required: true, description: 'The name on the card.' }),
    number: t.string({ required: true, description: 'The card number (spaces allowed).' }),
    expiry: t.string({ required: true, description: 'MM/YY.' }),
    cvc: t.string({ required: true, description: 'The security code.' }),
  }),
});

builder.queryFields((t) => ({
  sandboxCheckout: t.field({
    type: SandboxCheckoutRef,
    nullable: true,
    description: 'A sandbox checkout by its id; null when there is none. SANDBOX_DISABLED.',
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'The checkout id.' }) },
    resolve: (_r, args, ctx) => getSandboxCheckout(ctx, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  sandboxPay: t.field({
    type: SandboxPayResultRef,
    description:
      'Pays a sandbox checkout with a test card; the processor’s event goes to the webhook. CARD_NAME_REQUIRED, CARD_NUMBER_INVALID, CARD_EXPIRY_INVALID, CARD_CVC_INVALID, CHECKOUT_CLOSED, SANDBOX_DISABLED.',
    authScopes: { public: true },
    args: {
      id: t.arg.id({ required: true, description: 'The checkout id.' }),
      card: t.arg({ type: SandboxCardInput, required: true, description: 'The test card.' }),
    },
    resolve: (_r, args, ctx) => sandboxPay(ctx, ctx.locale, String(args.id), args.card),
  }),
  sandboxAuthenticate: t.field({
    type: SandboxPayResultRef,
    description: 'Approves or rejects the card’s authentication step. CHECKOUT_CLOSED, SANDBOX_DISABLED.',
    authScopes: { public: true },
    args: {
      id: t.arg.id({ required: true, description: 'The checkout id.' }),
      approve: t.arg.boolean({ required: true, description: 'True to approve.' }),
    },
    resolve: (_r, args, ctx) => sandboxAuthenticate(ctx, ctx.locale, String(args.id), args.approve),
  }),
  sandboxCancel: t.field({
    type: SandboxPayResultRef,
    description: 'Leaves a sandbox checkout: it closes; redirectUrl is its cancel URL. SANDBOX_DISABLED.',
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'The checkout id.' }) },
    resolve: (_r, args, ctx) => sandboxCancel(ctx, String(args.id)),
  }),
}));
