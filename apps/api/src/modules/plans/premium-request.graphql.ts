import {
  followUpDueAt,
  isFollowUpOverdue,
  PREMIUM_REQUEST_STATUSES,
} from '@rentals/domain/billing/premium-requests';
import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import { ListingWhereInput } from '../listings/listing-inputs.graphql';
import { ListingRef } from '../listings/listing.graphql';
import { loadListingDetails } from '../listings/listing-read.service';
import {
  findPremiumRequests,
  getPremiumRequest,
  requestPremiumPlan,
  updatePremiumRequest,
  type Page,
  type Requester,
  type StaffPremiumRequest,
} from './premium-request.service';

/*
 * Plan requests (spec/03 §4.2): a landlord asks the team about a managed plan for their listing;
 * staff with plans view follow them up against the two-business-day promise, staff with plans edit
 * move them along.
 */

const PremiumRequestStatusEnum = builder.enumType('PremiumRequestStatus', {
  description: 'NEW (received), CONTACTED (the team reached the landlord) or CLOSED.',
  values: PREMIUM_REQUEST_STATUSES,
});

const RequesterRef = builder.objectRef<Requester>('PremiumRequestRequester').implement({
  description: 'The landlord who sent a plan request.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The user.' }),
    firstName: t.exposeString('firstName', { nullable: true, description: 'First name.' }),
    lastName: t.exposeString('lastName', { nullable: true, description: 'Last name.' }),
    email: t.exposeString('email', { description: 'Account e-mail.' }),
    phone: t.exposeString('phone', { nullable: true, description: 'Phone (digits).' }),
  }),
});

const PremiumRequestRef = builder.objectRef<StaffPremiumRequest>('PremiumRequest').implement({
  description: 'A request to the team to be contacted about a managed plan for a listing.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The request.' }),
    listing: t.field({
      type: ListingRef,
      nullable: true,
      description: 'The listing it is for.',
      resolve: async (r, _a, ctx) => (await loadListingDetails(ctx.db, [r.listingId]))[0] ?? null,
    }),
    premiumName: t.exposeString('premiumName', {
      description: 'The plan’s name when requested, in the landlord’s language.',
    }),
    address: t.exposeString('address', { description: 'The listing’s address.' }),
    planId: t.exposeInt('planId', { nullable: true, description: 'The plan; null once it is deleted.' }),
    status: t.field({
      type: PremiumRequestStatusEnum,
      description: 'Where it stands.',
      resolve: (r) => r.status as never,
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was sent.', resolve: (r) => r.createdAt }),
    handledAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When staff last changed its status.',
      resolve: (r) => r.handledAt,
    }),
    followUpDueAt: t.field({
      type: 'DateTime',
      description: 'When the team promised to follow up: two business days after it was sent (Toronto time).',
      resolve: (r) => followUpDueAt(r.createdAt),
    }),
    overdue: t.boolean({
      description: 'Still NEW past its follow-up time.',
      resolve: (r) => r.status === 'NEW' && isFollowUpOverdue(r.createdAt, new Date()),
    }),
    requester: t.field({
      type: RequesterRef,
      nullable: true,
      description: 'Who sent it; null once their account is gone.',
      resolve: (r) => r.requester,
    }),
  }),
});

const PremiumRequestPageRef = builder.objectRef<Page<StaffPremiumRequest>>('PremiumRequestPage').implement({
  description: 'A page of plan requests and how many there are in all.',
  fields: (t) => ({
    items: t.field({ type: [PremiumRequestRef], description: 'This page.', resolve: (p) => p.items }),
    count: t.exposeInt('count', { description: 'How many in all.' }),
  }),
});

builder.queryFields((t) => ({
  premiumRequests: t.field({
    type: PremiumRequestPageRef,
    description:
      'Plan requests, newest first, 10 a page by default, with their count: staff with plans view.',
    authScopes: { staff: 'plans:view' },
    args: {
      status: t.arg({ type: PremiumRequestStatusEnum, description: 'Only this status.' }),
      first: t.arg.int({ description: 'Page size (default 10, at most 100).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) => findPremiumRequests(ctx.db, args.status ?? null, args),
  }),
}));

builder.mutationFields((t) => ({
  premiumNotificationToAdminFromLandlord: t.field({
    type: PremiumRequestRef,
    description:
      'Asks the team to make contact about a managed plan for the caller’s listing and e-mails staff; a request still NEW for the same listing and plan is answered again. PREMIUM_REQUEST_BY_STAFF, LISTING_NOT_FOUND, PLAN_NOT_AVAILABLE.',
    authScopes: { loggedIn: true },
    args: {
      where: t.arg({ type: ListingWhereInput, required: true, description: 'The listing.' }),
      planId: t.arg.int({ required: true, description: 'The plan (not Basic or Boost).' }),
    },
    resolve: async (_r, args, ctx) => {
      const request = await requestPremiumPlan(
        ctx,
        requireViewer(ctx.viewer),
        String(args.where.id),
        args.planId,
      );
      return getPremiumRequest(ctx.db, request.id);
    },
  }),
  updatePremiumRequest: t.field({
    type: PremiumRequestRef,
    description:
      'Moves a plan request to a status, noting who and when: staff with plans edit. PREMIUM_REQUEST_NOT_FOUND.',
    authScopes: { staff: 'plans:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The request.' }),
      status: t.arg({ type: PremiumRequestStatusEnum, required: true, description: 'The new status.' }),
    },
    resolve: (_r, args, ctx) =>
      updatePremiumRequest(ctx.db, requireViewer(ctx.viewer), String(args.id), args.status),
  }),
}));
