import { INTERNAL_MAP_MAX_POINTS, internalMapFilterSchema } from '@rentals/domain/listings/map-tracker';
import { LISTING_STATES } from '@rentals/domain/listings/states';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { getListing } from './listing-read.service';
import { ListingRef } from './listing.graphql';
import { findInternalMapListings, type InternalMapPoint } from './map-tracker.service';

/* The properties map tracker, /internal-properties (spec/01 §2, §7 internal map listings, single map building). */

const VIEW = { staff: 'listings:view' } as const;

export const StaffListingStateEnum = builder.enumType('StaffListingState', {
  description:
    'A listing as staff see it, one state each: PENDING (not approved), HIDDEN (approved, hidden or deactivated), PREMIUM (public with a running boost), ACTIVE (public, not boosted).',
  values: LISTING_STATES,
});

const InternalMapListingRef = builder.objectRef<InternalMapPoint>('InternalMapListing').implement({
  description: 'A listing as a point of the properties map tracker.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Listing id.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    lat: t.exposeFloat('lat', { description: 'Latitude.' }),
    lng: t.exposeFloat('lng', { description: 'Longitude.' }),
    state: t.field({ type: StaffListingStateEnum, description: 'Its state.', resolve: (p) => p.state }),
    city: t.exposeString('city', { description: 'City name.' }),
  }),
});

const InternalMapBoundsInput = builder.inputType('InternalMapBoundsInput', {
  description: 'A map viewport in degrees; south ≤ north and west ≤ east.',
  fields: (t) => ({
    north: t.float({ required: true, description: 'Northern latitude.' }),
    south: t.float({ required: true, description: 'Southern latitude.' }),
    east: t.float({ required: true, description: 'Eastern longitude.' }),
    west: t.float({ required: true, description: 'Western longitude.' }),
  }),
});

builder.queryFields((t) => ({
  internalMapListings: t.field({
    type: [InternalMapListingRef],
    description: `Every listing with a location, whatever its state, newest first, at most ${INTERNAL_MAP_MAX_POINTS}, in one statement (staff with listings view).`,
    authScopes: VIEW,
    args: {
      state: t.arg({
        type: [StaffListingStateEnum],
        description: 'Only listings in these states; all when empty.',
      }),
      city: t.arg.string({ description: "The start of the city's name, case-insensitive, literal." }),
      bounds: t.arg({ type: InternalMapBoundsInput, description: 'Only listings inside this viewport.' }),
    },
    resolve: (_r, args, ctx) => findInternalMapListings(ctx.db, parseInput(internalMapFilterSchema, args)),
  }),
  singleMapBuilding: t.field({
    type: ListingRef,
    description:
      'A listing of the map tracker with its details, whatever its state (staff with listings view). LISTING_NOT_FOUND when it does not exist.',
    authScopes: VIEW,
    args: {
      id: t.arg.id({ required: true, description: 'Listing id.' }),
      isMap: t.arg.boolean({
        description: "Sent by the map's details panel (spec/01 §7); the answer is the same either way.",
      }),
    },
    resolve: (_r, args, ctx) => getListing(ctx.db, ctx.viewer, String(args.id)),
  }),
}));
