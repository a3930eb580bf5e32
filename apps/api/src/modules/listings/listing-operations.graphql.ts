import {
  createListingSchema,
  listingPatchSchema,
  markRentedSchema,
  updateBuildingSchema,
} from '@rentals/domain/listings/schemas';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import {
  CreateListingInput,
  ListingWhereInput,
  MarkRentedInput,
  UpdateBuildingInput,
  UpdateListingInput,
} from './listing-inputs.graphql';
import { ListingRef } from './listing.graphql';
import { countOwnListings, findOwnListings, getListing, getListingOfUnit } from './listing-read.service';
import { markListingRented, relistListing } from './listing-availability.service';
import { createListing, deleteBuilding, updateListing } from './listing.service';

/* The building queries and mutations; the Listing type they return is in listing.graphql.ts. */

const editors = { userType: 'LANDLORD', staff: 'listings:edit' } as const;

builder.queryFields((t) => ({
  getSingleBuilding: t.field({
    type: ListingRef,
    description:
      'A building by id, for its page or for editing. A pending or hidden one is only found by its owner and staff.',
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'Listing id.' }) },
    resolve: (_root, args, ctx) => getListing(ctx.db, ctx.viewer, String(args.id)),
  }),
  listing: t.field({
    type: ListingRef,
    description:
      'A listing by id for its page /listing/{id}: the same visibility as getSingleBuilding (public when approved, visible and active; always for its owner and staff), LISTING_NOT_FOUND otherwise.',
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'Listing id.' }) },
    resolve: (_root, args, ctx) => getListing(ctx.db, ctx.viewer, String(args.id)),
  }),
  getBuildingByUnit: t.field({
    type: ListingRef,
    description:
      'The building of a unit (with all its units), for the unit page /unit/{id}. Same visibility as getSingleBuilding; UNIT_NOT_FOUND otherwise.',
    authScopes: { public: true },
    args: { unitId: t.arg.id({ required: true, description: 'Unit id.' }) },
    resolve: (_root, args, ctx) => getListingOfUnit(ctx.db, ctx.viewer, String(args.unitId)),
  }),
  searchBuildingByLandlord: t.field({
    type: [ListingRef],
    description:
      "The caller's own listings, newest first, matching `search` in the title, address, unit title or number.",
    authScopes: { userType: 'LANDLORD', staff: 'listings:view' },
    args: {
      search: t.arg.string({ description: 'Text to match; all listings when empty.' }),
      first: t.arg.int({ description: 'Page size, default 10, at most 100.' }),
      skip: t.arg.int({ description: 'Listings to skip.' }),
    },
    resolve: (_root, args, ctx) => findOwnListings(ctx.db, requireViewer(ctx.viewer), args),
  }),
  searchBuildingByLandlordCount: t.int({
    description: 'How many listings searchBuildingByLandlord pages through for the same search.',
    authScopes: { userType: 'LANDLORD', staff: 'listings:view' },
    args: { search: t.arg.string({ description: 'Text to match; all listings when empty.' }) },
    resolve: (_root, args, ctx) => countOwnListings(ctx.db, requireViewer(ctx.viewer), args.search),
  }),
}));

builder.mutationFields((t) => ({
  createListing: t.field({
    type: ListingRef,
    description:
      "Creates a building with its first unit, location and pictures in one transaction. Landlords' listings start as Pending Approval; staff's are approved. Renters, guests and unverified users get NO_ACCESS.",
    authScopes: { userType: 'LANDLORD', staff: 'listings:add' },
    args: { data: t.arg({ type: CreateListingInput, required: true, description: 'The listing.' }) },
    resolve: (_root, args, ctx) =>
      createListing(ctx, requireViewer(ctx.viewer), parseInput(createListingSchema, args.data)),
  }),
  updateBuilding: t.field({
    type: ListingRef,
    description:
      'Saves the whole building (edit mode): listing, location, amenities, pictures and optionally one unit. Removed pictures are deleted with their files.',
    authScopes: editors,
    args: {
      where: t.arg({ type: ListingWhereInput, required: true, description: 'The listing.' }),
      data: t.arg({ type: UpdateBuildingInput, required: true, description: 'The building.' }),
    },
    resolve: (_root, args, ctx) =>
      updateListing(
        ctx,
        requireViewer(ctx.viewer),
        String(args.where.id),
        parseInput(updateBuildingSchema, args.data),
      ),
  }),
  updateListing: t.field({
    type: ListingRef,
    description:
      'Saves one wizard page of a building: only the fields sent change. A sent flag group or picture list replaces the stored one.',
    authScopes: editors,
    args: {
      where: t.arg({ type: ListingWhereInput, required: true, description: 'The listing.' }),
      data: t.arg({ type: UpdateListingInput, required: true, description: 'The changed fields.' }),
    },
    resolve: (_root, args, ctx) =>
      updateListing(
        ctx,
        requireViewer(ctx.viewer),
        String(args.where.id),
        parseInput(listingPatchSchema, args.data),
      ),
  }),
  deleteBuilding: t.id({
    description:
      'Deletes a building with its units, location, pictures and documents (files and stored bytes); answers its id.',
    authScopes: { userType: 'LANDLORD', staff: 'listings:delete' },
    args: { id: t.arg.id({ required: true, description: 'Listing id.' }) },
    resolve: (_root, args, ctx) => deleteBuilding(ctx, requireViewer(ctx.viewer), String(args.id)),
  }),
  markListingRented: t.field({
    type: ListingRef,
    description:
      'Marks a listing as rented (spec/01 §4): hidden, lease date, rented price, disable-listing choice and tenant names recorded; the premium is cleared and its period reset to now.',
    authScopes: editors,
    args: {
      where: t.arg({ type: ListingWhereInput, required: true, description: 'The listing.' }),
      data: t.arg({ type: MarkRentedInput, required: true, description: 'The rental.' }),
    },
    resolve: (_root, args, ctx) =>
      markListingRented(
        ctx,
        requireViewer(ctx.viewer),
        String(args.where.id),
        parseInput(markRentedSchema, args.data),
      ),
  }),
  relistListing: t.field({
    type: ListingRef,
    description:
      "'Make available again' on /building: shows a hidden (rented) listing again; the rented price and lease date stay. The approval stays, except when its owner re-lists a listing staff made unavailable: it then awaits review. A visible listing is answered unchanged.",
    authScopes: editors,
    args: { where: t.arg({ type: ListingWhereInput, required: true, description: 'The listing.' }) },
    resolve: (_root, args, ctx) => relistListing(ctx, requireViewer(ctx.viewer), String(args.where.id)),
  }),
}));
