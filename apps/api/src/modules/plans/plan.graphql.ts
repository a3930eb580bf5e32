import {
  PLAN_KINDS,
  PLAN_STATUSES,
  PLAN_UNITS,
  RECOMMENDED_PLAN_ID,
  planPriceString,
  planStatusOf,
} from '@rentals/domain/billing/plans';
import { planInputSchema } from '@rentals/domain/billing/schemas';
import { withFieldLabels } from '@rentals/domain/i18n/field-labels';
import { PROVINCES } from '@rentals/domain/users/enums';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { FeatureRef } from './feature.graphql';
import {
  countPlanListings,
  createPlan,
  deletePlan,
  findPlan,
  findPlans,
  reorderPlans,
  setPlanActive,
  updatePlan,
  type PlanDetail,
} from './plan.service';
// Registers what a user's data export holds of this domain (modules/privacy).
import './plan-data-export';

/*
 * Service plans (spec/01 §2 /plans, spec/03 §2.3, §3.6): public for the plan screens, which pass
 * the listing's place so only the plans offered there come back; managed by staff of the plans
 * module (add, edit, delete; view for inactive plans and how many listings chose each).
 */

export const PlanUnitEnum = builder.enumType('PlanUnit', {
  description: 'What the price is counted per.',
  values: PLAN_UNITS,
});
export const PlanKindEnum = builder.enumType('PlanKind', {
  description: 'BASIC, BOOST, RENTAL, PROPERTY or PREMIUM (spec/03 §3.6).',
  values: PLAN_KINDS,
});
const PlanStatusEnum = builder.enumType('PlanStatus', {
  description: 'FREE when the price is 0, else PAID.',
  values: PLAN_STATUSES,
});

export const PlanRef = builder.objectRef<PlanDetail>('Plan').implement({
  description: 'A service plan, in both languages and in the request’s language.',
  fields: (t) => ({
    id: t.exposeInt('id', { description: 'The plan’s number (3 Concierge … 8 Listing Boost).' }),
    name: t.string({
      description: 'Name, in the request’s language.',
      resolve: (p, _a, ctx) => (ctx.locale === 'fr' ? p.nameFr : p.nameEn),
    }),
    description: t.string({
      nullable: true,
      description: 'Description, in the request’s language.',
      resolve: (p, _a, ctx) => (ctx.locale === 'fr' ? p.descriptionFr : p.descriptionEn),
    }),
    nameEn: t.exposeString('nameEn', { description: 'Name in English.' }),
    nameFr: t.exposeString('nameFr', { description: 'Name in French.' }),
    descriptionEn: t.exposeString('descriptionEn', {
      nullable: true,
      description: 'Description in English.',
    }),
    descriptionFr: t.exposeString('descriptionFr', { nullable: true, description: 'Description in French.' }),
    price: t.string({
      description: "The spec's price string: '0' when free, else dollars ('725', '29.99').",
      resolve: (p) => planPriceString(p.priceCents),
    }),
    priceCents: t.exposeInt('priceCents', { description: 'Price in cents, before taxes.' }),
    depositCents: t.exposeInt('depositCents', {
      nullable: true,
      description: 'The onboarding deposit this plan asks for, in cents; null for the default.',
    }),
    unit: t.field({
      type: PlanUnitEnum,
      description: 'What the price is counted per.',
      resolve: (p) => p.unit,
    }),
    planGroup: t.exposeInt('planGroup', {
      description: 'Group: at most one plan of each is chosen; 2 is required.',
    }),
    kind: t.field({ type: PlanKindEnum, description: 'Kind.', resolve: (p) => p.kind }),
    status: t.field({
      type: PlanStatusEnum,
      description: 'FREE or PAID.',
      resolve: (p) => planStatusOf(p.priceCents),
    }),
    recommended: t.boolean({
      description: "Marked 'Most Popular' on the plan screen.",
      resolve: (p) => p.id === RECOMMENDED_PLAN_ID,
    }),
    position: t.exposeInt('position', { description: 'Place in the order of plans.' }),
    active: t.exposeBoolean('active', { description: 'Offered to new listings.' }),
    features: t.field({
      type: [FeatureRef],
      description: 'Its features, in order.',
      resolve: (p) => p.features,
    }),
    listingCount: t.int({
      nullable: true,
      description: 'How many listings chose it: staff with plans view only, else null.',
      resolve: (p, _a, ctx) =>
        hasModulePermission(ctx.viewer, 'plans', 'view') ? countPlanListings(ctx.db, p.id) : null,
    }),
  }),
});

const PlanWhereInput = builder.inputType('PlanWhereInput', {
  description: 'Which plans: those offered at a place, inactive ones too (staff).',
  fields: (t) => ({
    province: t.string({ description: 'Province code (ON, QC…): only the plans offered there.' }),
    city: t.string({ description: 'City of the listing, with province.' }),
    isNewListing: t.boolean({
      description: 'False while updating a listing: every plan is offered (default true).',
    }),
    includeInactive: t.boolean({ description: 'Inactive plans too: staff with plans view.' }),
  }),
});

const planWhereSchema = withFieldLabels(
  z.object({
    province: z.enum(PROVINCES, 'invalidChoice').nullish(),
    city: z.string().trim().max(120, 'tooLong').nullish(),
    isNewListing: z.boolean().nullish(),
    includeInactive: z.boolean().nullish(),
  }),
  { province: { en: 'Province', fr: 'Province' }, city: { en: 'City', fr: 'Ville' } },
);

const PlanInput = builder.inputType('PlanInput', {
  description: 'A plan as staff edit it (planInputSchema).',
  fields: (t) => ({
    id: t.int({ description: 'Its number, on create only; the next free one when left out.' }),
    nameEn: t.string({ description: 'Name in English (required, at most 80 characters).' }),
    nameFr: t.string({ description: 'Name in French (required, at most 80 characters).' }),
    descriptionEn: t.string({ description: 'Description in English (at most 400 characters).' }),
    descriptionFr: t.string({ description: 'Description in French (at most 400 characters).' }),
    priceCents: t.int({ description: 'Price in cents (0 for free, at most $100,000).' }),
    depositCents: t.int({ description: 'Onboarding deposit in cents; left out for the default.' }),
    unit: t.field({ type: PlanUnitEnum, description: 'What the price is counted per.' }),
    planGroup: t.int({ description: 'Group, 1 to 9 (2 is the required main group).' }),
    kind: t.field({ type: PlanKindEnum, description: 'Kind.' }),
    featureIds: t.idList({ description: 'Its features, in order (at most 30).' }),
  }),
});

const planInput = (data: unknown) => parseInput(planInputSchema, data);

builder.queryFields((t) => ({
  plans: t.field({
    type: [PlanRef],
    description:
      'Active plans in position order; with a province, only those offered there (isNewListing defaults to true). includeInactive: staff with plans view.',
    authScopes: { public: true },
    args: { where: t.arg({ type: PlanWhereInput, description: 'Filters.' }) },
    resolve: (_r, args, ctx) => {
      const where = parseInput(planWhereSchema, args.where ?? {});
      if (where.includeInactive && !hasModulePermission(ctx.viewer, 'plans', 'view'))
        throw new AppError(ctx.viewer ? 'NO_ACCESS' : 'UNAUTHENTICATED');
      const place = where.province
        ? { province: where.province, city: where.city ?? null, isNewListing: where.isNewListing ?? true }
        : null;
      return findPlans(ctx.db, { place, includeInactive: !!where.includeInactive });
    },
  }),
  plan: t.field({
    type: PlanRef,
    nullable: true,
    description: 'One plan by number, active or not (a listing shows the plan it chose); null if none.',
    authScopes: { public: true },
    args: { id: t.arg.int({ required: true, description: 'The plan’s number.' }) },
    resolve: (_r, args, ctx) => findPlan(ctx.db, args.id),
  }),
}));

builder.mutationFields((t) => ({
  createPlan: t.field({
    type: PlanRef,
    description:
      'Adds a plan at the end of the order: staff with plans add. PLAN_ID_TAKEN, FEATURE_NOT_FOUND, VALIDATION_FAILED.',
    authScopes: { staff: 'plans:add' },
    args: { data: t.arg({ type: PlanInput, required: true, description: 'The plan.' }) },
    resolve: (_r, args, ctx) => createPlan(ctx.db, planInput(args.data)),
  }),
  updatePlan: t.field({
    type: PlanRef,
    description:
      'Changes a plan and its features (its number stays): staff with plans edit. PLAN_NOT_FOUND, FEATURE_NOT_FOUND, VALIDATION_FAILED.',
    authScopes: { staff: 'plans:edit' },
    args: {
      id: t.arg.int({ required: true, description: 'The plan’s number.' }),
      data: t.arg({ type: PlanInput, required: true, description: 'Its fields.' }),
    },
    resolve: (_r, args, ctx) => updatePlan(ctx.db, args.id, planInput(args.data)),
  }),
  deletePlan: t.boolean({
    description:
      'Deletes a plan no listing chose: staff with plans delete. PLAN_NOT_FOUND; PLAN_IN_USE with {count} (make it inactive instead).',
    authScopes: { staff: 'plans:delete' },
    args: { id: t.arg.int({ required: true, description: 'The plan’s number.' }) },
    resolve: (_r, args, ctx) => deletePlan(ctx.db, args.id),
  }),
  setPlanActive: t.field({
    type: PlanRef,
    description:
      'Offers a plan to new listings, or stops offering it: staff with plans edit. PLAN_NOT_FOUND.',
    authScopes: { staff: 'plans:edit' },
    args: {
      id: t.arg.int({ required: true, description: 'The plan’s number.' }),
      active: t.arg.boolean({ required: true, description: 'Offered or not.' }),
    },
    resolve: (_r, args, ctx) => setPlanActive(ctx.db, args.id, args.active),
  }),
  reorderPlans: t.field({
    type: [PlanRef],
    description:
      'Puts the plans in the given order, which must name every plan once (inactive ones too): staff with plans edit. PLAN_ORDER_MISMATCH.',
    authScopes: { staff: 'plans:edit' },
    args: { ids: t.arg.intList({ required: true, description: 'Every plan’s number, in the new order.' }) },
    resolve: (_r, args, ctx) => reorderPlans(ctx.db, args.ids),
  }),
}));
