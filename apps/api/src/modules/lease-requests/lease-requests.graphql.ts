import {
  leaseRequestFilterSchema,
  leaseRequestSchema,
  updateLeaseRequestSchema,
} from '@rentals/domain/lease-requests/schemas';
import { LEASE_REQUEST_STATUSES } from '@rentals/domain/lease-requests/statuses';
import type { LeaseRequestRow } from '../../db/schema/lease-requests';
import { builder, type BuilderTypes } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import {
  countLeaseRequests,
  createLeaseRequest,
  findLeaseRequests,
  LEASE_REQUEST_ORDERS,
  leaseRequestWhere,
  myLeaseRequests,
  updateLeaseRequest,
  type Page,
  type StaffLeaseRequest,
} from './lease-request.service';
// Registers what a user's data export holds of this domain (modules/privacy).
import './lease-request-data-export';

/*
 * Requests to the team to prepare a lease (issue 19): a landlord sends /lease-details-form and
 * follows it on /lease-details; staff with leases view list them on /lease-details-table, staff
 * with leases edit move them along. The export is GET /exports/lease-requests.csv.
 */

export const LeaseRequestStatusEnum = builder.enumType('LeaseRequestStatus', {
  description:
    'NEW (received), IN_PROGRESS (the team prepares the lease), DONE (lease prepared) or CLOSED (no lease will be prepared).',
  values: LEASE_REQUEST_STATUSES,
});

const LeaseRequestOrderEnum = builder.enumType('LeaseRequestOrder', {
  description: 'NEWEST first (the default) or OLDEST first, by when they were sent.',
  values: LEASE_REQUEST_ORDERS,
});

const TenantRef = builder.objectRef<{ name: string; email: string | null }>('LeaseRequestTenant').implement({
  description: 'A tenant named on a lease request.',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'Name.' }),
    email: t.exposeString('email', { nullable: true, description: 'E-mail, if given.' }),
  }),
});

const RequesterRef = builder
  .objectRef<NonNullable<StaffLeaseRequest['requester']>>('LeaseRequestRequester')
  .implement({
    description: 'The account that sent a lease request.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'The user.' }),
      firstName: t.exposeString('firstName', { nullable: true, description: 'First name.' }),
      lastName: t.exposeString('lastName', { nullable: true, description: 'Last name.' }),
      email: t.exposeString('email', { description: 'Account e-mail.' }),
    }),
  });

/** What the landlord typed, the status and the team's note: shared by the landlord's and the staff's views. */
function fieldsOf<T extends LeaseRequestRow>(t: PothosSchemaTypes.ObjectFieldBuilder<BuilderTypes, T>) {
  return {
    id: t.id({ description: 'The request.', resolve: (r) => r.id }),
    listingId: t.id({
      nullable: true,
      description: 'The listing it is for, if one was picked.',
      resolve: (r) => r.listingId,
    }),
    province: t.string({ description: 'Province code (ON, QC…).', resolve: (r) => r.province }),
    propertyAddress: t.string({
      description: 'Address of the rental unit.',
      resolve: (r) => r.propertyAddress,
    }),
    landlordName: t.string({ description: "Landlord's legal name.", resolve: (r) => r.landlordName }),
    tenants: t.field({ type: [TenantRef], description: 'The tenants.', resolve: (r) => r.tenants }),
    monthlyRent: t.float({ description: 'Monthly rent, in dollars.', resolve: (r) => Number(r.monthlyRent) }),
    startDate: t.string({ description: 'Start date, YYYY-MM-DD.', resolve: (r) => r.startDate }),
    termMonths: t.int({
      nullable: true,
      description: 'Months of a fixed term; null for month to month.',
      resolve: (r) => (r.termMonths == null ? null : Number(r.termMonths)),
    }),
    specialTerms: t.string({ nullable: true, description: 'Special terms.', resolve: (r) => r.specialTerms }),
    contactEmail: t.string({ description: 'E-mail to reach the landlord.', resolve: (r) => r.contactEmail }),
    contactPhone: t.string({
      nullable: true,
      description: 'Phone (digits).',
      resolve: (r) => r.contactPhone,
    }),
    status: t.field({
      type: LeaseRequestStatusEnum,
      description: 'Where it stands.',
      resolve: (r) => r.status as never,
    }),
    staffNote: t.string({
      nullable: true,
      description: "The team's note to the landlord.",
      resolve: (r) => r.staffNote,
    }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was sent.', resolve: (r) => r.createdAt }),
    updatedAt: t.field({
      type: 'DateTime',
      description: 'When it last changed.',
      resolve: (r) => r.updatedAt,
    }),
  };
}

const LeaseRequestRef = builder.objectRef<LeaseRequestRow>('LeaseRequest').implement({
  description: 'A request to the team to prepare a lease, as the landlord who sent it sees it.',
  fields: (t) => fieldsOf(t),
});

const StaffLeaseRequestRef = builder.objectRef<StaffLeaseRequest>('StaffLeaseRequest').implement({
  description: 'A request to the team to prepare a lease, as staff handle it.',
  fields: (t) => ({
    ...fieldsOf(t),
    requester: t.field({
      type: RequesterRef,
      nullable: true,
      description: 'Who sent it; null once their account is gone.',
      resolve: (r) => r.requester,
    }),
  }),
});

const LeaseRequestPageRef = builder.objectRef<Page<LeaseRequestRow>>('LeaseRequestPage').implement({
  description: 'A page of lease requests and how many there are in all.',
  fields: (t) => ({
    items: t.field({ type: [LeaseRequestRef], description: 'This page.', resolve: (p) => p.items }),
    count: t.exposeInt('count', { description: 'How many in all.' }),
  }),
});

const LeaseRequestAggregateRef = builder.objectRef<{ count: number }>('LeaseRequestAggregate').implement({
  description: 'Counts over the matching lease requests.',
  fields: (t) => ({ count: t.exposeInt('count', { description: 'How many match.' }) }),
});

const LeaseRequestConnectionRef = builder.objectRef<{ count: number }>('LeaseRequestConnection').implement({
  description: 'What the matching lease requests add up to.',
  fields: (t) => ({
    aggregate: t.field({ type: LeaseRequestAggregateRef, description: 'Counts.', resolve: (c) => c }),
  }),
});

const LeaseRequestWhereInput = builder.inputType('LeaseRequestWhereInput', {
  description: 'Filters of the staff list, all optional.',
  fields: (t) => ({
    status: t.field({ type: LeaseRequestStatusEnum, description: 'Only this status.' }),
    province: t.string({ description: 'Only this province (ON, QC…).' }),
    createdFrom: t.string({ description: 'Sent on or after this day (YYYY-MM-DD, UTC).' }),
    createdTo: t.string({ description: 'Sent on or before this day (YYYY-MM-DD, UTC).' }),
  }),
});

const filterOf = (
  where:
    | {
        status?: string | null;
        province?: string | null;
        createdFrom?: string | null;
        createdTo?: string | null;
      }
    | null
    | undefined,
) =>
  parseInput(leaseRequestFilterSchema, {
    status: where?.status,
    province: where?.province,
    createdFrom: where?.createdFrom,
    createdTo: where?.createdTo,
  });

builder.queryFields((t) => ({
  myLeaseRequests: t.field({
    type: LeaseRequestPageRef,
    description: "The caller's lease requests, newest first, 10 a page by default, with their count.",
    authScopes: { loggedIn: true },
    args: {
      first: t.arg.int({ description: 'Page size (default 10, at most 100).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) => myLeaseRequests(ctx.db, requireViewer(ctx.viewer), args),
  }),
  leaseRequests: t.field({
    type: [StaffLeaseRequestRef],
    description:
      'Lease requests under the filters, NEWEST first by default, 10 a page by default: staff with leases view. leaseRequestsConnection gives the count.',
    authScopes: { staff: 'leases:view' },
    args: {
      where: t.arg({ type: LeaseRequestWhereInput, description: 'Filters.' }),
      orderBy: t.arg({ type: LeaseRequestOrderEnum, description: 'Order (NEWEST by default).' }),
      first: t.arg.int({ description: 'Page size (default 10, at most 100).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) =>
      findLeaseRequests(ctx.db, filterOf(args.where), args.orderBy ?? 'NEWEST', args),
  }),
  leaseRequestsConnection: t.field({
    type: LeaseRequestConnectionRef,
    description: 'How many lease requests match the filters: staff with leases view.',
    authScopes: { staff: 'leases:view' },
    args: { where: t.arg({ type: LeaseRequestWhereInput, description: 'Filters.' }) },
    resolve: async (_r, args, ctx) => ({
      count: await countLeaseRequests(ctx.db, leaseRequestWhere(filterOf(args.where))),
    }),
  }),
}));

builder.mutationFields((t) => ({
  createLeaseRequest: t.field({
    type: LeaseRequestRef,
    description:
      'Asks the team to prepare a lease (the fields of leaseRequestSchema): landlords and staff. LEASE_REQUEST_NOT_LANDLORD for other accounts, LEASE_REQUEST_LISTING_NOT_FOUND for a listing that is not the caller’s, VALIDATION_FAILED with each field.',
    authScopes: { loggedIn: true },
    args: { data: t.arg({ type: 'JSON', required: true, description: 'The request.' }) },
    resolve: (_r, args, ctx) => {
      const viewer = requireViewer(ctx.viewer);
      return createLeaseRequest(ctx, viewer, parseInput(leaseRequestSchema, args.data));
    },
  }),
  updateLeaseRequest: t.field({
    type: StaffLeaseRequestRef,
    description:
      "Changes a request's status and the note to the landlord (a new status e-mails them): staff with leases edit. LEASE_REQUEST_NOT_FOUND, LEASE_REQUEST_TRANSITION_NOT_ALLOWED.",
    authScopes: { staff: 'leases:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The request.' }),
      status: t.arg({ type: LeaseRequestStatusEnum, description: 'New status; left out stays.' }),
      staffNote: t.arg.string({ description: "The note to the landlord ('' clears it); left out stays." }),
    },
    resolve: (_r, args, ctx) =>
      updateLeaseRequest(
        ctx,
        requireViewer(ctx.viewer),
        parseInput(updateLeaseRequestSchema, {
          id: String(args.id),
          status: args.status ?? undefined,
          staffNote: args.staffNote ?? undefined,
        }),
      ),
  }),
}));
