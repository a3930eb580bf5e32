import { UNPUBLISHED_REASONS } from '@rentals/domain/listings/availability-confirmation';
import {
  PETS,
  UTILITIES,
  type PosterRole,
  type PropertyType,
  type ShowingType,
} from '@rentals/domain/listings/enums';
import { BUILDING_AMENITIES, TENANT_REQUIREMENTS } from '@rentals/domain/listings/features';
import { listingStatus, seesApprovalStatus } from '@rentals/domain/listings/rules';
import { builder } from '../../graphql/builder';
import type { Context } from '../../graphql/context';
import { fileUrl } from '../files/file.service';
import { readFlags } from './listing-columns';
// Registers who reads a listing's proofs (GET /files/<id>).
import './listing-files';
import { canSeeOwnerEmail } from './listing.policy';
import type { ListingDetail, ListingOwner } from './listing-read.service';
import {
  BuildingAmenities,
  ListingSourceEnum,
  ListingStatusEnum,
  Pets,
  PosterRoleEnum,
  PropertyTypeEnum,
  ShowingTypeEnum,
  TenantRequirements,
  Utilities,
} from './listing-options.graphql';
import { PictureRef } from './picture.graphql';
import { UnitRef } from './unit.graphql';
import { LocationRef } from './listing-location.graphql';
// Registers what a user's data export holds of this domain (modules/privacy).
import './listing-data-export';

type OwnerView = { owner: ListingOwner; ownerId: string };

const ListingOwnerRef = builder.objectRef<OwnerView>('ListingOwner').implement({
  description: "A listing's owner as shown with it: names for everyone, the e-mail for the owner and staff.",
  fields: (t) => ({
    id: t.id({ description: 'User id.', resolve: (l) => l.owner.id }),
    firstName: t.string({ nullable: true, description: 'First name.', resolve: (l) => l.owner.firstName }),
    lastName: t.string({ nullable: true, description: 'Last name.', resolve: (l) => l.owner.lastName }),
    email: t.string({
      nullable: true,
      description: 'E-mail: only for the owner and staff who may view listings; null otherwise.',
      resolve: (l, _args, ctx) => (canSeeOwnerEmail(ctx.viewer, l) ? l.owner.email : null),
    }),
  }),
});

const ListingDocumentRef = builder.objectRef<{ id: string }>('ListingDocument').implement({
  description: 'A private document of a listing (government or ownership proof, or the drawn signature).',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'File id.' }),
    url: t.string({
      description: 'Address: /files/<id> (owner and staff only).',
      resolve: (d) => fileUrl(d.id),
    }),
  }),
});

/** Owner questions, payment and rental records: for the owner and staff only, null for others. */
const privately =
  <T>(read: (l: ListingDetail) => T) =>
  (l: ListingDetail, _args: object, ctx: Context): T | null =>
    canSeeOwnerEmail(ctx.viewer, l) ? read(l) : null;

const UnpublishedReasonEnum = builder.enumType('UnpublishedReason', {
  description:
    'Why a listing went off the market by itself: NOT_CONFIRMED (its availability was not confirmed in time).',
  values: UNPUBLISHED_REASONS,
});

export const ListingRef = builder.objectRef<ListingDetail>('Listing').implement({
  description:
    'A building (the spec calls it a listing) with its units, pictures and location. Owner questions, payment and rental records are only shown to the owner and staff.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    title: t.exposeString('title', { description: 'Building title.' }),
    description: t.exposeString('description', { nullable: true, description: 'Description.' }),
    propertyType: t.field({
      type: PropertyTypeEnum,
      description: 'Type of property.',
      resolve: (l) => l.propertyType as PropertyType,
    }),
    role: t.field({
      type: PosterRoleEnum,
      nullable: true,
      description: 'Who posts it.',
      resolve: (l) => l.role as PosterRole | null,
    }),
    region: t.exposeString('region', { nullable: true, description: 'Region (province).' }),
    buildingConstructionYear: t.exposeString('buildingConstructionYear', {
      nullable: true,
      description: 'Year of construction.',
    }),
    totalUnitsInBuilding: t.exposeInt('totalUnitsInBuilding', {
      nullable: true,
      description: 'Units in the building.',
    }),
    storiesInBuilding: t.exposeInt('storiesInBuilding', { nullable: true, description: 'Floors.' }),
    developmentCompany: t.exposeString('developmentCompany', {
      nullable: true,
      description: 'Development company.',
    }),
    moveInBonuses: t.exposeString('moveInBonuses', { nullable: true, description: 'Move-in bonuses.' }),
    basement: t.exposeBoolean('basement', { nullable: true, description: 'Has a basement.' }),
    createdFrom: t.field({
      type: ListingSourceEnum,
      description: 'Where it was created.',
      resolve: (l) => l.createdFrom,
    }),
    status: t.field({
      type: ListingStatusEnum,
      description: 'The status the viewer sees (spec/01 §4): approval-aware for the owner and landlords.',
      resolve: (l, _args, ctx) => listingStatus(l, seesApprovalStatus(ctx.viewer, l.ownerId)),
    }),
    isapproved: t.exposeBoolean('isapproved', { description: 'Approved by staff.' }),
    isHidden: t.exposeBoolean('isHidden', { description: 'Hidden (rented or unavailable).' }),
    activate: t.exposeBoolean('activate', { description: 'Activated by staff.' }),
    seen: t.exposeBoolean('seen', { description: 'Seen by staff in requested listings.' }),
    isPremium: t.exposeBoolean('isPremium', { description: 'Boosted.' }),
    premiumName: t.exposeString('premiumName', { nullable: true, description: 'Premium plan name.' }),
    premiumStart: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Premium start.',
      resolve: (l) => l.premiumStart,
    }),
    premiumEnd: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'Premium end.',
      resolve: (l) => l.premiumEnd,
    }),
    utilities: t.field({
      type: Utilities.output,
      description: 'Utilities included.',
      resolve: (l) => readFlags(l, 'utility', UTILITIES),
    }),
    tenantRequirements: t.field({
      type: TenantRequirements.output,
      description: 'Tenant requirements.',
      resolve: (l) => readFlags(l, 'requires', TENANT_REQUIREMENTS),
    }),
    pets: t.field({
      type: Pets.output,
      description: 'Pets allowed.',
      resolve: (l) => readFlags(l, 'pet', PETS),
    }),
    amenities: t.field({
      type: BuildingAmenities.output,
      description: 'Building amenities.',
      resolve: (l) => readFlags(l, 'amenity', BUILDING_AMENITIES),
    }),
    location: t.field({
      type: LocationRef,
      nullable: true,
      description: 'Location.',
      resolve: (l) => l.location,
    }),
    pictures: t.field({
      type: [PictureRef],
      description: 'Pictures of the building, in order.',
      resolve: (l) => l.pictures,
    }),
    units: t.field({ type: [UnitRef], description: 'Units, oldest first.', resolve: (l) => l.units }),
    user: t.field({ type: ListingOwnerRef, description: 'The owner.', resolve: (l) => l }),
    // Owner and staff only.
    advertiseUnit: t.boolean({
      nullable: true,
      description: 'Owner question: advertise the unit.',
      resolve: privately((l) => l.advertiseUnit),
    }),
    existingUrl: t.string({
      nullable: true,
      description: 'Owner question: existing listing URL.',
      resolve: privately((l) => l.existingUrl),
    }),
    advertiseDuration: t.string({
      nullable: true,
      description: 'Owner question: advertising duration.',
      resolve: privately((l) => l.advertiseDuration),
    }),
    currentlyTenanted: t.boolean({
      nullable: true,
      description: 'Owner question: currently tenanted.',
      resolve: privately((l) => l.currentlyTenanted),
    }),
    desiredRentalPrice: t.float({
      nullable: true,
      description: 'Owner question: desired rent, CAD.',
      resolve: privately((l) => l.desiredRentalPrice),
    }),
    minimumRentalPrice: t.float({
      nullable: true,
      description: 'Owner question: minimum rent, CAD.',
      resolve: privately((l) => l.minimumRentalPrice),
    }),
    extraInfo: t.string({
      nullable: true,
      description: 'Owner question: extra information.',
      resolve: privately((l) => l.extraInfo),
    }),
    showingUnit: t.field({
      type: ShowingTypeEnum,
      nullable: true,
      description: 'Owner question: how the unit is shown.',
      resolve: privately((l) => l.showingUnit as ShowingType | null),
    }),
    customiseLease: t.boolean({
      nullable: true,
      description: 'Owner question: customise the lease.',
      resolve: privately((l) => l.customiseLease),
    }),
    propertyRealtor: t.boolean({
      nullable: true,
      description: 'Owner question: listed with a realtor.',
      resolve: privately((l) => l.propertyRealtor),
    }),
    commission: t.string({
      nullable: true,
      description: 'Owner question: commission.',
      resolve: privately((l) => l.commission),
    }),
    partnershipStatus: t.string({
      nullable: true,
      description: 'Owner question: partnership status.',
      resolve: privately((l) => l.partnershipStatus),
    }),
    spousePartner: t.string({
      nullable: true,
      description: 'Owner question: spouse or partner.',
      resolve: privately((l) => l.spousePartner),
    }),
    lockbox: t.string({
      nullable: true,
      description: 'Owner question: lockbox.',
      resolve: privately((l) => l.lockbox),
    }),
    signature: t.string({
      nullable: true,
      description: 'Owner signature.',
      resolve: privately((l) => l.signature),
    }),
    govtProof: t.field({
      type: ListingDocumentRef,
      nullable: true,
      description: 'Government proof.',
      resolve: privately((l) => (l.govtProofFileId ? { id: l.govtProofFileId } : null)),
    }),
    ownershipProof: t.field({
      type: ListingDocumentRef,
      nullable: true,
      description: 'Ownership proof.',
      resolve: privately((l) => (l.ownershipProofFileId ? { id: l.ownershipProofFileId } : null)),
    }),
    signatureFile: t.field({
      type: ListingDocumentRef,
      nullable: true,
      description: "Owner's drawn signature (a LISTING_SIGNATURE file).",
      resolve: privately((l) => (l.signatureFileId ? { id: l.signatureFileId } : null)),
    }),
    rentedPrice: t.float({
      nullable: true,
      description: 'Rented price, CAD (mark as rented).',
      resolve: privately((l) => l.rentedPrice),
    }),
    signedLeaseDate: t.string({
      nullable: true,
      description: 'Signed lease date, YYYY-MM-DD.',
      resolve: privately((l) => l.signedLeaseDate),
    }),
    disableListing: t.string({
      nullable: true,
      description: "Disable-listing choice, '0' or '1'.",
      resolve: privately((l) => l.disableListing),
    }),
    tenantNames: t.string({
      nullable: true,
      description: 'Tenant names.',
      resolve: privately((l) => l.tenantNames),
    }),
    paymentStatus: t.string({
      nullable: true,
      description: 'Payment status (billing).',
      resolve: privately((l) => l.paymentStatus),
    }),
    planIds: t.intList({
      nullable: true,
      description: 'The chosen plans, main plan first as chosen (owner and staff only; null without plans).',
      resolve: privately((l) => l.subscriptions?.map((s) => s.plan_id) ?? null),
    }),
    updatedBy: t.id({
      nullable: true,
      description: 'Who last changed it.',
      resolve: privately((l) => l.updatedById),
    }),
    createdAt: t.field({ type: 'DateTime', description: 'Created.', resolve: (l) => l.createdAt }),
    postedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was first made public (approved, or created by staff); null until then.',
      resolve: (l) => l.postedAt,
    }),
    availabilityConfirmedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        "When its availability was last confirmed ('Availability confirmed N days ago'): at posting, at " +
        "each of its owner's confirmations, and when it comes back on the market. Null until posted.",
      resolve: (l) => l.availabilityConfirmedAt,
    }),
    unpublishedReason: t.field({
      type: UnpublishedReasonEnum,
      nullable: true,
      description:
        'Why it went off the market by itself (owner and staff only): NOT_CONFIRMED when its availability ' +
        'was not confirmed in time. Null otherwise, and once it is back.',
      resolve: privately((l) => l.unpublishedReason),
    }),
    contentUpdatedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description:
        'When what renters read last changed: its texts, pictures, place, building facts or units, ' +
        'its approval again after such a change, or its return to the market. Unlike updatedAt, ' +
        'staff flags and boosts do not move it. Null when never.',
      resolve: (l) => l.contentUpdatedAt,
    }),
    updatedAt: t.field({ type: 'DateTime', description: 'Last updated.', resolve: (l) => l.updatedAt }),
  }),
});
