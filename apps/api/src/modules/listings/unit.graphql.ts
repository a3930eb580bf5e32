import { type Bedrooms, type ParkingType, type StorageOption } from '@rentals/domain/listings/enums';
import { UNIT_AMENITIES, UNIT_APPLIANCES } from '@rentals/domain/listings/features';
import { createUnitSchema, unitPatchSchema } from '@rentals/domain/listings/schemas';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { readFlags } from './listing-columns';
import type { UnitDetail } from './listing-read.service';
import {
  BedroomsEnum,
  ParkingTypeEnum,
  StorageOptionEnum,
  UnitAmenities,
  UnitAppliances,
} from './listing-options.graphql';
import { PictureRef } from './picture.graphql';
import { createUnit, deleteUnit, updateUnit } from './unit.service';

export const UnitRef = builder.objectRef<UnitDetail>('Unit').implement({
  description: 'A unit of a building: what a renter rents.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Identifier.' }),
    listingId: t.exposeID('listingId', { description: 'The building.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    number: t.exposeString('number', { nullable: true, description: 'Unit number.' }),
    den: t.exposeBoolean('den', { nullable: true, description: 'Has a den.' }),
    available: t.exposeBoolean('available', { description: 'Offered for rent.' }),
    startDateAvailability: t.exposeString('startDateAvailability', {
      nullable: true,
      description: 'Available from, YYYY-MM-DD.',
    }),
    unitSize: t.exposeInt('unitSize', { nullable: true, description: 'Size in square feet.' }),
    bedrooms: t.field({
      type: BedroomsEnum,
      description: 'Bedrooms.',
      resolve: (u) => u.bedrooms as Bedrooms,
    }),
    bathrooms: t.exposeFloat('bathrooms', { description: 'Bathrooms, 1 to 8 in halves.' }),
    monthlyPrice: t.exposeFloat('monthlyPrice', {
      nullable: true,
      description: 'Monthly rent, CAD; null with Contact for Pricing.',
    }),
    deposit: t.exposeFloat('deposit', {
      nullable: true,
      description: 'Deposit, CAD; null with Contact for Pricing.',
    }),
    contactForPricing: t.exposeBoolean('contactForPricing', {
      description: "'Contact for Pricing!': the price is given on request.",
    }),
    leaseTerm: t.exposeInt('leaseTerm', { nullable: true, description: 'Lease term in months, 0 to 120.' }),
    parking: t.field({
      type: ParkingTypeEnum,
      nullable: true,
      description: 'Parking.',
      resolve: (u) => u.parking as ParkingType | null,
    }),
    parkingSpots: t.exposeInt('parkingSpots', { nullable: true, description: 'Parking spots, 0 to 20.' }),
    storage: t.field({
      type: StorageOptionEnum,
      nullable: true,
      description: 'Storage.',
      resolve: (u) => u.storage as StorageOption | null,
    }),
    maintenance: t.exposeBoolean('maintenance', { nullable: true, description: 'Maintenance included.' }),
    smokeAlarm: t.exposeBoolean('smokeAlarm', { nullable: true, description: 'Has a smoke alarm.' }),
    furnished: t.exposeBoolean('furnished', { description: 'Furnished.' }),
    moveInBonuses: t.exposeString('moveInBonuses', { nullable: true, description: 'Move-in bonuses.' }),
    unitAmenities: t.field({
      type: UnitAmenities.output,
      description: 'Amenities.',
      resolve: (u) => readFlags(u, 'amenity', UNIT_AMENITIES),
    }),
    unitAppliances: t.field({
      type: UnitAppliances.output,
      description: 'Appliances.',
      resolve: (u) => readFlags(u, 'appliance', UNIT_APPLIANCES),
    }),
    pictures: t.field({
      type: [PictureRef],
      description: 'Pictures of the unit, in order.',
      resolve: (u) => u.pictures,
    }),
    floorplan: t.field({
      type: PictureRef,
      nullable: true,
      description: 'Floor plan.',
      resolve: (u) => u.floorplan,
    }),
    createdAt: t.field({ type: 'DateTime', description: 'Created.', resolve: (u) => u.createdAt }),
    updatedAt: t.field({ type: 'DateTime', description: 'Last updated.', resolve: (u) => u.updatedAt }),
  }),
});

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
export type InputFields = PothosSchemaTypes.InputFieldBuilder<BuilderTypes, 'InputObject'>;

/** The unit fields of the wizard's steps 3 to 5, shared by create and update inputs. */
export const unitInputFields = (t: InputFields) => ({
  title: t.string({ description: 'Title (required).' }),
  number: t.string({ description: 'Unit number.' }),
  den: t.boolean({ description: 'Has a den.' }),
  available: t.boolean({ description: 'Offered for rent (default true).' }),
  startDateAvailability: t.string({ description: 'Available from, YYYY-MM-DD.' }),
  unitSize: t.int({ description: 'Size in square feet (required).' }),
  bedrooms: t.field({ type: BedroomsEnum, description: 'Bedrooms (required).' }),
  bathrooms: t.float({ description: 'Bathrooms, 1 to 8 in halves (required).' }),
  monthlyPrice: t.float({
    description: 'Monthly rent, CAD, 0 to 200000 in cents; required unless contactForPricing.',
  }),
  deposit: t.float({ description: 'Deposit, CAD, 0 to 200000 in cents; required unless contactForPricing.' }),
  contactForPricing: t.boolean({
    description: "'Contact for Pricing!': clears and ignores price and deposit.",
  }),
  leaseTerm: t.int({ description: 'Lease term in months, 0 to 120.' }),
  parking: t.field({ type: ParkingTypeEnum, description: 'Parking (required).' }),
  parkingSpots: t.int({ description: 'Parking spots, 0 to 20.' }),
  storage: t.field({ type: StorageOptionEnum, description: 'Storage (required question).' }),
  maintenance: t.boolean({ description: 'Maintenance included (required question).' }),
  smokeAlarm: t.boolean({ description: 'Has a smoke alarm (required question).' }),
  furnished: t.boolean({ description: 'Furnished (default false).' }),
  moveInBonuses: t.string({ description: 'Move-in bonuses.' }),
  unitAmenities: t.field({ type: UnitAmenities.input, description: 'Amenities.' }),
  unitAppliances: t.field({ type: UnitAppliances.input, description: 'Appliances.' }),
  pictures: t.idList({
    description:
      'Unit pictures: file ids from multipleFileUpload (LISTING_PICTURE), in order; replaces the list.',
  }),
  floorplan: t.id({
    description: 'Floor plan: a file id from multipleFileUpload (FLOOR_PLAN); null removes it.',
  }),
});

export const CreateUnitInput = builder.inputType('CreateUnitInput', {
  description: 'A new unit (steps 3 to 5 of the Add Property dialog).',
  fields: (t) => unitInputFields(t),
});

export const UpdateUnitInput = builder.inputType('UpdateUnitInput', {
  description: "A unit's changed fields; absent fields stay as they are.",
  fields: (t) => unitInputFields(t),
});

export const UnitWhereInput = builder.inputType('UnitWhereInput', {
  description: 'A unit by id.',
  fields: (t) => ({ id: t.id({ required: true, description: 'Unit id.' }) }),
});

const CreateUnitWhereInput = builder.inputType('CreateUnitWhereInput', {
  description: 'The building a new unit is added to.',
  fields: (t) => ({ listingId: t.id({ required: true, description: 'Building (listing) id.' }) }),
});

builder.mutationFields((t) => ({
  createUnit: t.field({
    type: UnitRef,
    description:
      "'Add Another Unit': adds a unit, with its pictures and floor plan, to a building the caller may edit.",
    authScopes: { userType: 'LANDLORD', staff: 'listings:edit' },
    args: {
      where: t.arg({ type: CreateUnitWhereInput, required: true, description: 'The building.' }),
      data: t.arg({ type: CreateUnitInput, required: true, description: 'The unit.' }),
    },
    resolve: (_root, args, ctx) =>
      createUnit(
        ctx,
        requireViewer(ctx.viewer),
        String(args.where.listingId),
        parseInput(createUnitSchema, args.data),
      ),
  }),
  updateUnit: t.field({
    type: UnitRef,
    description:
      'Changes a unit of a building the caller may edit. A sent picture list or floor plan replaces the stored one; replaced files are deleted.',
    authScopes: { userType: 'LANDLORD', staff: 'listings:edit' },
    args: {
      where: t.arg({ type: UnitWhereInput, required: true, description: 'The unit.' }),
      data: t.arg({ type: UpdateUnitInput, required: true, description: 'Fields to change.' }),
    },
    resolve: (_root, args, ctx) =>
      updateUnit(ctx, requireViewer(ctx.viewer), {
        ...parseInput(unitPatchSchema, args.data),
        id: String(args.where.id),
      }),
  }),
  deleteListing: t.id({
    description:
      "Deletes one unit of a building (the spec's listing is a unit here) with its pictures and floor plan; answers its id. A building's last unit is refused with LAST_UNIT: use deleteBuilding.",
    authScopes: { userType: 'LANDLORD', staff: 'listings:delete' },
    args: { where: t.arg({ type: UnitWhereInput, required: true, description: 'The unit.' }) },
    resolve: (_root, args, ctx) => deleteUnit(ctx, requireViewer(ctx.viewer), String(args.where.id)),
  }),
}));
