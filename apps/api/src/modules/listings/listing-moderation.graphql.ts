import {
  rejectionSchema,
  TENANT_SOURCES,
  UNAVAILABILITY_REASONS,
  unavailabilitySchema,
} from '@rentals/domain/listings/moderation';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@rentals/domain/limits';
import { builder } from '../../graphql/builder';
import type { Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { ListingWhereInput } from './listing-inputs.graphql';
import { ListingRef } from './listing.graphql';
import { canModerateListings, canSeeModeration } from './listing.policy';
import {
  approveListing,
  countAdminListings,
  countPublicListings,
  countRequestedListings,
  findAdminListings,
  findListingsByAvailability,
  findRequestedListings,
  makeListingAvailable,
  makeListingUnavailable,
  rejectListing,
} from './listing-moderation.service';

/* Staff listing administration: /listings and /requestedListing (spec/01 §2, §4, §7). */

const UnavailabilityReasonEnum = builder.enumType('UnavailabilityReason', {
  description: "Why staff made a listing unavailable (step 1 of 'Mark Listing as Unavailable').",
  values: UNAVAILABILITY_REASONS,
});
const TenantSourceEnum = builder.enumType('TenantSource', {
  description: 'Where the tenant was found (tuList).',
  values: TENANT_SOURCES,
});

/** Moderation facts: for the owner and staff who may view listings; null for anyone else. */
builder.objectFields(ListingRef, (t) => ({
  approvedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When staff approved it (owner and staff only).',
    resolve: (l, _a, ctx) => (canSeeModeration(ctx.viewer, l) ? l.approvedAt : null),
  }),
  rejectedAt: t.field({
    type: 'DateTime',
    nullable: true,
    description: 'When staff rejected it; cleared when it is approved (owner and staff only).',
    resolve: (l, _a, ctx) => (canSeeModeration(ctx.viewer, l) ? l.rejectedAt : null),
  }),
  rejectionReason: t.string({
    nullable: true,
    description: 'Why it was rejected (owner and staff only).',
    resolve: (l, _a, ctx) => (canSeeModeration(ctx.viewer, l) ? l.rejectionReason : null),
  }),
  availablityStatus: t.field({
    type: UnavailabilityReasonEnum,
    nullable: true,
    description: 'Why it was made unavailable (owner and staff only).',
    resolve: (l, _a, ctx) => (canSeeModeration(ctx.viewer, l) ? l.availablityStatus : null),
  }),
  unavailableMessage: t.string({
    nullable: true,
    description: "The text given with the reason 'other' (owner and staff only).",
    resolve: (l, _a, ctx) => (canSeeModeration(ctx.viewer, l) ? l.unavailableMessage : null),
  }),
  tuList: t.field({
    type: TenantSourceEnum,
    nullable: true,
    description: 'Where the tenant was found (owner and staff only).',
    resolve: (l, _a, ctx) =>
      canSeeModeration(ctx.viewer, l) ? (l.tuList as (typeof TENANT_SOURCES)[number] | null) : null,
  }),
}));

const UnavailabilityInput = builder.inputType('UnavailabilityInput', {
  description: "The two steps of 'Mark Listing as Unavailable' (spec/01 §3 Unavailability payload).",
  fields: (t) => ({
    availablityStatus: t.field({
      type: UnavailabilityReasonEnum,
      required: true,
      description: 'Step 1: why.',
    }),
    message: t.string({
      description: "Step 1: the text for 'other' (required then), at most 500 characters.",
    }),
    rentedPrice: t.float({ description: 'Step 2: the rented price, CAD (required when rented).' }),
    date: t.string({
      description: 'Step 2: the signed lease date, YYYY-MM-DD, not in the future (required when rented).',
    }),
    tuList: t.field({ type: TenantSourceEnum, description: 'Step 2: where the tenant was found.' }),
    disableListing: t.string({ description: "'0' or '1', as the landlord's rented dialog sends it." }),
  }),
});

const AvailableInput = builder.inputType('MakeAvailableInput', {
  description: 'activeListing data: the listing becomes visible again.',
  fields: (t) => ({ isHidden: t.boolean({ description: 'Must be false when given.' }) }),
});

const RequestCountRef = builder.objectRef<{ count: number }>('RequestListingCount').implement({
  description: 'How many listings await review.',
  fields: (t) => ({ count: t.exposeInt('count', { description: 'Listings awaiting review.' }) }),
});

const pagingArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  first: t.arg.int({ description: `Page size, default ${PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
  skip: t.arg.int({ description: 'Listings to skip.' }),
});

const VIEW = { staff: 'listings:view' } as const;
const REVIEW_VIEW = { staff: 'requestedListings:view' } as const;
const REVIEW_EDIT = { staff: 'requestedListings:edit' } as const;

/** Any staff member; the resolver then decides on the module flags. */
const ANY_STAFF = { userType: 'ADMIN', $any: { userType: 'SUB_ADMIN' } } as const;

/**
 * A listing state change (the availability toggle) needs listings edit, otherwise 'You don't have
 * an access' (spec/01 §4 item 8, §8): the scope lets staff through (everyone else keeps the
 * generic NO_ACCESS, or UNAUTHENTICATED), and staff without listings edit get the toggle's own
 * code, NO_EDIT_ACCESS. Checked before the input is parsed, so a refusal never reads as a
 * validation error.
 */
function listingModerator(viewer: Viewer | null): Viewer {
  const moderator = requireViewer(viewer);
  if (!canModerateListings(moderator)) throw new AppError('NO_EDIT_ACCESS');
  return moderator;
}

builder.queryFields((t) => ({
  adminAccessListing: t.field({
    type: [ListingRef],
    description: 'Every listing, newest first, for /listings (staff with listings view).',
    authScopes: VIEW,
    args: pagingArgs(t),
    resolve: (_r, args, ctx) => findAdminListings(ctx.db, args),
  }),
  adminTotalListing: t.int({
    description: 'How many listings adminAccessListing pages through.',
    authScopes: VIEW,
    resolve: (_r, _a, ctx) => countAdminListings(ctx.db),
  }),
  adminActiveListingCount: t.int({
    description: 'How many listings the public sees (approved, visible, activated).',
    authScopes: VIEW,
    resolve: (_r, _a, ctx) => countPublicListings(ctx.db),
  }),
  adminAvailableListing: t.field({
    type: [ListingRef],
    description:
      'Listings by availability: isHidden false (Available, the default) or true (Unavailable), newest first.',
    authScopes: VIEW,
    args: { ...pagingArgs(t), isHidden: t.arg.boolean({ description: 'Unavailable ones when true.' }) },
    resolve: (_r, args, ctx) => findListingsByAvailability(ctx.db, args.isHidden ?? false, args),
  }),
  adminUnavailableListing: t.field({
    type: [ListingRef],
    description: 'Unavailable (hidden) listings, newest first.',
    authScopes: VIEW,
    args: pagingArgs(t),
    resolve: (_r, args, ctx) => findListingsByAvailability(ctx.db, true, args),
  }),
  searchBuilding: t.field({
    type: [ListingRef],
    description:
      "Listings whose title, address, unit title or number, or owner's e-mail or name contain `search`, newest first; all when empty.",
    authScopes: VIEW,
    args: {
      search: t.arg.string({ description: 'Text to match, literally.' }),
      skip: t.arg.int({ description: 'Listings to skip.' }),
      take: t.arg.int({ description: `Page size, default ${PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
    },
    resolve: (_r, args, ctx) => findAdminListings(ctx.db, { first: args.take, skip: args.skip }, args.search),
  }),
  listingSearchCount: t.int({
    description: 'How many listings searchBuilding pages through for the same search.',
    authScopes: VIEW,
    args: { search: t.arg.string({ description: 'Text to match.' }) },
    resolve: (_r, args, ctx) => countAdminListings(ctx.db, args.search),
  }),
  requestedListings: t.field({
    type: [ListingRef],
    description:
      'Listings awaiting review (not approved, not rejected), oldest first (staff with requestedListings view).',
    authScopes: REVIEW_VIEW,
    args: pagingArgs(t),
    resolve: (_r, args, ctx) => findRequestedListings(ctx.db, args),
  }),
  requestLisitngCount: t.field({
    type: RequestCountRef,
    description: 'How many listings await review (the side navigation badge).',
    authScopes: REVIEW_VIEW,
    resolve: async (_r, _a, ctx) => ({ count: await countRequestedListings(ctx.db) }),
  }),
}));

builder.mutationFields((t) => ({
  activeListing: t.field({
    type: ListingRef,
    description:
      "Makes a hidden listing available at once ('Listing is now Available!'). Staff with listings edit; other staff get NO_EDIT_ACCESS ('You don't have an access').",
    authScopes: ANY_STAFF,
    args: {
      where: t.arg({ type: ListingWhereInput, required: true, description: 'The listing.' }),
      data: t.arg({ type: AvailableInput, description: 'isHidden false.' }),
    },
    resolve: (_r, args, ctx) =>
      makeListingAvailable(ctx, listingModerator(ctx.viewer), String(args.where.id)),
  }),
  deactivateSearchListing: t.field({
    type: ListingRef,
    description:
      "'Mark Listing as Unavailable': hides the listing and stores the reason and rented facts. Staff with listings edit; other staff get NO_EDIT_ACCESS ('You don't have an access').",
    authScopes: ANY_STAFF,
    args: {
      where: t.arg({ type: ListingWhereInput, required: true, description: 'The listing.' }),
      data: t.arg({ type: UnavailabilityInput, required: true, description: 'The two steps.' }),
    },
    resolve: (_r, args, ctx) =>
      makeListingUnavailable(
        ctx,
        listingModerator(ctx.viewer),
        String(args.where.id),
        parseInput(unavailabilitySchema, args.data),
      ),
  }),
  approveListing: t.field({
    type: ListingRef,
    description:
      'Approves a listing awaiting review (or rejected); the owner is e-mailed. LISTING_ALREADY_REVIEWED when approved already. Staff with requestedListings edit.',
    authScopes: REVIEW_EDIT,
    args: { where: t.arg({ type: ListingWhereInput, required: true, description: 'The listing.' }) },
    resolve: (_r, args, ctx) => approveListing(ctx, requireViewer(ctx.viewer), String(args.where.id)),
  }),
  rejectListing: t.field({
    type: ListingRef,
    description:
      'Rejects a listing awaiting review; the reason is e-mailed to the owner. LISTING_ALREADY_REVIEWED when reviewed already. Staff with requestedListings edit.',
    authScopes: REVIEW_EDIT,
    args: {
      where: t.arg({ type: ListingWhereInput, required: true, description: 'The listing.' }),
      reason: t.arg.string({
        required: true,
        description: 'Why, at most 1000 characters; sent to the owner.',
      }),
    },
    resolve: (_r, args, ctx) =>
      rejectListing(
        ctx,
        requireViewer(ctx.viewer),
        String(args.where.id),
        parseInput(rejectionSchema, { reason: args.reason }).reason,
      ),
  }),
}));
