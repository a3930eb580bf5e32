import { listingDescriptionFactsSchema, scanImageSchema } from '@rentals/domain/descriptions/schemas';
import { SCAN_IMAGE_MAX_URLS } from '@rentals/domain/descriptions/limits';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { LISTING_AUTHOR_SCOPES } from '../locations/place.policy';
import { LocaleEnum } from '../users/user.graphql';
import { generateListingDescription, scanImage } from './description.service';

const textFacts = {
  address: 'Street address.',
  neighbor: 'Neighbourhood.',
  property_type: 'Property type (APARTMENT, CONDO, HOUSE_OR_TOWNHOUSE, ...).',
  year_built: 'Year of construction.',
  bedrooms: 'Bedrooms option (STUDIO, ONE_BEDROOM, ..., ROOM_SHARED_HOME).',
  avail_date: 'Available from, YYYY-MM-DD.',
  parking_type: 'Parking (ASSIGNED, SHARED, GARAGE, OTHER, NONE).',
  storage: 'Storage option.',
} as const;

const listFacts = {
  amenities: 'Building amenities (flag names such as onSiteLaundry, gym).',
  utilities: 'Utilities (AirConditioning, Heating, Water, ...).',
  tags: 'Tags (CloseToTransit, PetFriendly, ...).',
  tenant_reqs: 'Tenant requirements (exceptionalCredit, noSmoking, ...).',
  pets_allowed: 'Pets (cat, dog, other, none).',
  unitamenities: 'Unit amenities (ac, balcony, hardwoodFloor, ...).',
  appliances: 'Appliances (fridge, dishwasher, inunitwasher, ...).',
  features: 'Other features, for example from scanImage.',
  landmarks: 'Nearby landmarks, at most 15.',
} as const;

const ListingDescriptionFactsInput = builder.inputType('ListingDescriptionFactsInput', {
  description:
    'The listing facts a description is written from (spec/03 §7 names). Every fact is optional; only the given ones are used.',
  fields: (t) => ({
    ...Object.fromEntries(
      Object.entries(textFacts).map(([name, description]) => [name, t.string({ description })]),
    ),
    ...Object.fromEntries(
      Object.entries(listFacts).map(([name, description]) => [name, t.stringList({ description })]),
    ),
    num_floors: t.int({ description: 'Storeys in the building.' }),
    bathrooms: t.float({ description: 'Bathrooms, in halves.' }),
    furnished: t.boolean({ description: 'Furnished.' }),
    monthly_price: t.float({ description: 'Monthly rent, CAD; none or 0 for Contact for Pricing.' }),
    deposit: t.float({ description: 'Deposit, CAD.' }),
    area: t.float({ description: 'Unit size, square feet.' }),
    lease_term: t.int({ description: 'Lease term in months, 0 to 120.' }),
    num_spots: t.int({ description: 'Parking spots, 0 to 20.' }),
  }),
});

builder.mutationFields((t) => ({
  generateListingDescription: t.string({
    description:
      "Writes a listing description from its facts, with the configured language model or the built-in writer (facts only, nothing invented). When the provider fails the answer is the text 'Failed to create Description' (in the locale), as the wizard shows it. Landlords and staff with listings add or edit.",
    authScopes: LISTING_AUTHOR_SCOPES,
    args: {
      data: t.arg({ type: ListingDescriptionFactsInput, required: true, description: 'The facts.' }),
      locale: t.arg({
        type: LocaleEnum,
        description: "Language of the text; the request's language by default.",
      }),
    },
    resolve: (_root, args, ctx) =>
      generateListingDescription(
        ctx,
        parseInput(listingDescriptionFactsSchema, args.data),
        args.locale ?? ctx.locale,
      ),
  }),
  scanImage: t.stringList({
    description: `Features seen in uploaded listing pictures (at most ${SCAN_IMAGE_MAX_URLS} addresses /files/<id> the caller may read). Answers VISION_NOT_CONFIGURED when no vision provider is configured, VISION_FAILED when it fails. Landlords and staff with listings add or edit.`,
    authScopes: LISTING_AUTHOR_SCOPES,
    args: {
      urls: t.arg.stringList({ required: true, description: 'Picture addresses, /files/<id>.' }),
    },
    resolve: (_root, args, ctx) =>
      scanImage(ctx, requireViewer(ctx.viewer), parseInput(scanImageSchema, args).urls),
  }),
}));
