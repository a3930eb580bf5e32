import { boostDaysLeft } from '@rentals/domain/billing/boost';
import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import { ListingWhereInput } from '../listings/listing-inputs.graphql';
import { ListingRef } from '../listings/listing.graphql';
import { PaymentRef } from '../payments/payment-types.graphql';
import { notifyStaffOfOwnBoost } from './boost-notice.service';
import {
  extendBoost,
  findBoostedListings,
  setListingPremium,
  type BoostedListing,
  type BoostedPage,
} from './boost-staff.service';
import './boost-payment-hook';
import './boost-window.service';

/*
 * Boosts (spec/03 §4.5, spec/01 §4, §7): the listing's days left, the staff list of boosted
 * listings and its actions, and the owner's notice to staff. The landlord's boost itself and its
 * quote are in boost-checkout.graphql.ts.
 */

builder.objectField(ListingRef, 'premiumDaysLeft', (t) =>
  t.int({
    description: 'Whole days left of the running boost, a started day counting as one; 0 when not boosted.',
    resolve: (l) => (l.isPremium ? boostDaysLeft(l.premiumEnd, new Date()) : 0),
  }),
);

export const BoostedListingRef = builder.objectRef<BoostedListing>('BoostedListing').implement({
  description: 'A boosted listing on /boostListing, with the payment that bought its boost.',
  fields: (t) => ({
    listing: t.field({ type: ListingRef, description: 'The listing.', resolve: (b) => b.listing }),
    premiumStart: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the boost started.',
      resolve: (b) => b.listing.premiumStart,
    }),
    premiumEnd: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it ends.',
      resolve: (b) => b.listing.premiumEnd,
    }),
    daysLeft: t.int({
      description: 'Whole days left.',
      resolve: (b) => boostDaysLeft(b.listing.premiumEnd, new Date()),
    }),
    payment: t.field({
      type: PaymentRef,
      nullable: true,
      description: 'The latest paid or refunded boost payment; null for a boost staff gave.',
      resolve: (b) => b.payment,
    }),
  }),
});

const BoostedPageRef = builder.objectRef<BoostedPage>('BoostedListingPage').implement({
  description: 'A page of boosted listings and how many there are in all.',
  fields: (t) => ({
    items: t.field({ type: [BoostedListingRef], description: 'This page.', resolve: (p) => p.items }),
    count: t.exposeInt('count', { description: 'How many in all.' }),
  }),
});

builder.queryFields((t) => ({
  boostedListing: t.field({
    type: BoostedPageRef,
    description:
      'Boosted listings, the latest boost first, 10 a page by default, with their count: staff with boostListings view.',
    authScopes: { staff: 'boostListings:view' },
    args: {
      first: t.arg.int({ description: 'Page size (default 10, at most 100).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) => findBoostedListings(ctx.db, args),
  }),
}));

builder.mutationFields((t) => ({
  premimumListing: t.field({
    type: ListingRef,
    description:
      'Makes a listing premium under a name (for the boost days, or renaming a running boost) or ends its premium now: staff with boostListings edit. LISTING_NOT_FOUND.',
    authScopes: { staff: 'boostListings:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The listing.' }),
      premiumName: t.arg.string({ description: 'The premium name (default “Listing boosts”).' }),
      isPremium: t.arg.boolean({ required: true, description: 'Premium on or off.' }),
    },
    resolve: (_r, args, ctx) =>
      setListingPremium(ctx, requireViewer(ctx.viewer), {
        id: String(args.id),
        premiumName: args.premiumName ?? null,
        isPremium: args.isPremium,
      }),
  }),
  extendBoost: t.field({
    type: ListingRef,
    description:
      'Adds days (1 to 90) to a running boost: staff with boostListings edit. LISTING_NOT_FOUND, LISTING_NOT_BOOSTED, PREMIUM_SETTING_INVALID.',
    authScopes: { staff: 'boostListings:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The listing.' }),
      days: t.arg.int({ required: true, description: 'Days to add.' }),
    },
    resolve: (_r, args, ctx) =>
      extendBoost(ctx, requireViewer(ctx.viewer), { id: String(args.id), days: args.days }),
  }),
  premiumNotificationToAdmin: t.boolean({
    description:
      'The owner of a boosted listing tells staff of its boost, once per boost payment (the payment’s own notice counts): true once staff were told. LISTING_NOT_FOUND, LISTING_NOT_BOOSTED.',
    authScopes: { loggedIn: true },
    args: { where: t.arg({ type: ListingWhereInput, required: true, description: 'The listing.' }) },
    resolve: (_r, args, ctx) => notifyStaffOfOwnBoost(ctx, requireViewer(ctx.viewer), String(args.where.id)),
  }),
}));
