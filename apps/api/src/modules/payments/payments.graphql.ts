import { hasModulePermission } from '@rentals/domain/users/rules';
import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import { listingPatchSchema } from '@rentals/domain/listings/schemas';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { AppError } from '../../graphql/errors';
import { requireViewer } from '../../graphql/viewer';
import { ListingWhereInput } from '../listings/listing-inputs.graphql';
import { ListingRef } from '../listings/listing.graphql';
import { getListing, getListingRow } from '../listings/listing-read.service';
import { updateListing } from '../listings/listing.service';
import './deposit-hook';
import { openDepositCheckout, repairListingPayment } from './deposit.service';
import { canViewPayment } from './payment-access';
import { depositQuoteFor, depositQuoteForListing } from './payment-quotes';
import { PaymentQuoteRef, PaymentRef } from './payment-types.graphql';
import { getPaymentRow } from './payment-read';
import { refundPayment } from './refund.service';
import './sandbox.graphql';
// Registers what a user's data export holds of this domain (modules/privacy).
import './payment-data-export';

/*
 * Payments (issue 21, spec/03 §4.1, §7, §9): deposit quotes, the deposit checkout, a payment's
 * state for the return pages, the processor's public settings, and staff refunds. The web pages and
 * the boost's operations build on these.
 */

const CheckoutSessionRef = builder
  .objectRef<{ paymentId: string; url: string }>('CheckoutSession')
  .implement({
    description: 'An open checkout: the payer goes to `url` (the sandbox page or Stripe Checkout).',
    fields: (t) => ({
      paymentId: t.exposeID('paymentId', { description: 'The payment it pays.' }),
      url: t.exposeString('url', { description: 'Where the payer pays.' }),
    }),
  });

const PaymentsConfigRef = builder
  .objectRef<{ provider: string; sandbox: boolean; publishableKey: string | null }>('PaymentsConfig')
  .implement({
    description: 'The card processor in use, for the pages (the sandbox is shown as such on every screen).',
    fields: (t) => ({
      provider: t.exposeString('provider', { description: 'sandbox or stripe.' }),
      sandbox: t.exposeBoolean('sandbox', {
        description: 'True when payments are test payments (no money moves).',
      }),
      publishableKey: t.exposeString('publishableKey', {
        nullable: true,
        description: 'Stripe’s publishable key.',
      }),
    }),
  });

const UpdateSubscriptionInput = builder.inputType('UpdateSubscriptionInput', {
  description: 'A listing’s plans.',
  fields: (t) => ({
    planIds: t.intList({
      required: true,
      description: 'The plans: one of the main group, at most one per group.',
    }),
  }),
});

builder.queryFields((t) => ({
  depositQuote: t.field({
    type: PaymentQuoteRef,
    description:
      'The onboarding deposit of the caller’s listing with tax by its province: the owner. PAYMENT_NOT_OWNER, PAYMENT_NOT_NEEDED, PAYMENT_NO_PROVINCE.',
    authScopes: { loggedIn: true },
    args: { listingId: t.arg.id({ required: true, description: 'The listing.' }) },
    resolve: (_r, args, ctx) =>
      depositQuoteForListing(ctx.db, requireViewer(ctx.viewer), String(args.listingId)),
  }),
  depositQuoteForPlans: t.field({
    type: PaymentQuoteRef,
    description:
      'The onboarding deposit for plans in a province, before the listing exists (the wizard): anyone. PAYMENT_NOT_NEEDED, PAYMENT_NO_PROVINCE.',
    authScopes: { public: true },
    args: {
      planIds: t.arg.intList({ required: true, description: 'The chosen plans.' }),
      province: t.arg.string({ required: true, description: 'Two-letter province code.' }),
    },
    resolve: (_r, args) => {
      if (!PROVINCES.includes(args.province as Province)) throw new AppError('PAYMENT_NO_PROVINCE');
      return depositQuoteFor(args.planIds, args.province as Province);
    },
  }),
  payment: t.field({
    type: PaymentRef,
    nullable: true,
    description:
      'A payment as the server knows it: its payer, or staff with boostListings view. PAYMENT_NOT_FOUND.',
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true, description: 'The payment.' }) },
    resolve: async (_r, args, ctx) => {
      const payment = await getPaymentRow(ctx, String(args.id));
      // Someone else's payment reads as one that does not exist.
      if (!canViewPayment(ctx.viewer, payment)) throw new AppError('PAYMENT_NOT_FOUND');
      return payment;
    },
  }),
  paymentsConfig: t.field({
    type: PaymentsConfigRef,
    description: 'The card processor in use: anyone.',
    authScopes: { public: true },
    resolve: (_r, _a, ctx) => ({
      provider: ctx.payments.provider,
      sandbox: ctx.payments.sandbox !== null,
      publishableKey: ctx.payments.publishableKey,
    }),
  }),
}));

builder.mutationFields((t) => ({
  createCheckoutSession: t.field({
    type: CheckoutSessionRef,
    description:
      'Opens the checkout of the listing’s onboarding deposit (the owner); the same idempotencyKey answers the same checkout. PAYMENT_UNAUTHORIZED, PAYMENT_NOT_OWNER, PAYMENT_NOT_NEEDED, PAYMENT_ALREADY_PAID, PAYMENT_PRICE_CHANGED (with the new totals), PAYMENT_PROVIDER_ERROR.',
    authScopes: { loggedIn: true },
    args: {
      listingId: t.arg.id({ required: true, description: 'The listing.' }),
      price: t.arg.int({
        required: true,
        description: 'The total in cents the page showed (deposit + tax).',
      }),
      email: t.arg.string({
        description: 'The e-mail for the processor’s receipt; the account’s by default.',
      }),
      idempotencyKey: t.arg.string({
        required: true,
        description: 'One per Pay click (8–100 letters, digits, - or _).',
      }),
    },
    resolve: async (_r, args, ctx) => {
      const opened = await openDepositCheckout(ctx, requireViewer(ctx.viewer), {
        listingId: String(args.listingId),
        price: args.price,
        email: args.email?.trim() || null,
        idempotencyKey: args.idempotencyKey,
      });
      return { paymentId: opened.payment.id, url: opened.checkoutUrl };
    },
  }),
  refundPayment: t.field({
    type: PaymentRef,
    description:
      'Refunds a paid payment in full with the processor: staff with boostListings edit. PAYMENT_NOT_FOUND, PAYMENT_NOT_REFUNDABLE, PAYMENT_PROVIDER_ERROR.',
    authScopes: { staff: 'boostListings:edit' },
    args: { id: t.arg.id({ required: true, description: 'The payment.' }) },
    resolve: (_r, args, ctx) => refundPayment(ctx, requireViewer(ctx.viewer), String(args.id)),
  }),
  updatePayment: t.field({
    type: ListingRef,
    description:
      'Rewrites the listing’s payment fields from its latest paid deposit payment (a repair; idempotent): the owner, or staff with listings edit. LISTING_NOT_FOUND, NO_ACCESS.',
    authScopes: { loggedIn: true },
    args: { where: t.arg({ type: ListingWhereInput, required: true, description: 'The listing.' }) },
    resolve: async (_r, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      const id = String(args.where.id);
      const listing = await getListingRow(ctx.db, id);
      if (listing.ownerId !== viewer.id && !hasModulePermission(viewer, 'listings', 'edit')) {
        throw new AppError('NO_ACCESS');
      }
      await repairListingPayment(ctx, id);
      return getListing(ctx.db, viewer, id);
    },
  }),
  updateSubscription: t.field({
    type: ListingRef,
    description:
      'Changes a listing’s plans (the plan fields, as updateListing’s planIds): the owner, or staff with listings edit. PLAN_NOT_FOUND, PLAN_NOT_AVAILABLE, PLAN_GROUP_REQUIRED, PLAN_GROUP_TWICE.',
    authScopes: { userType: 'LANDLORD', staff: 'listings:edit' },
    args: {
      where: t.arg({ type: ListingWhereInput, required: true, description: 'The listing.' }),
      data: t.arg({ type: UpdateSubscriptionInput, required: true, description: 'The plans.' }),
    },
    resolve: (_r, args, ctx) =>
      updateListing(
        ctx,
        requireViewer(ctx.viewer),
        String(args.where.id),
        parseInput(listingPatchSchema, { planIds: args.data.planIds }),
      ),
  }),
}));
