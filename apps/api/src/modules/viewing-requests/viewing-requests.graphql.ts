import { requestForViewingSchema } from '@rentals/domain/viewings/request-for-viewing';
import {
  updateViewingRequestSchema,
  viewingRequestFilterSchema,
} from '@rentals/domain/viewings/viewing-requests';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import {
  StaffPersonRef,
  StaffViewingRequestPageRef,
  StaffViewingRequestRef,
  ViewingRequestRef,
  ViewingPreferencesRef,
  ViewingRequestKindEnum,
  ViewingRequestStatusEnum,
} from './viewing-request-types.graphql';
import {
  findViewingRequests,
  updateViewingRequest,
  viewingRequestAssignees,
} from './viewing-request-staff.service';
import { myViewingRequests, sendViewingRequest, viewingPreferences } from './viewing-request.service';
// Registers what a user's data export holds of this domain (modules/privacy).
import './viewing-request-data-export';

/*
 * Requests for viewing (issue 17, /request-for-viewing): a signed-in renter who has not found a
 * listing yet sends one; staff with inbox view read them, staff with inbox edit handle them.
 */

const CityInput = builder.inputType('ViewingRequestCityInput', {
  description: 'City and province (pre_viewing_city).',
  fields: (t) => ({
    city: t.string({ required: true, description: 'City name.' }),
    province: t.string({ required: true, description: 'Province code (ON, QC…).' }),
  }),
});

const RequestForViewingInput = builder.inputType('RequestForViewingInput', {
  description: 'What /request-for-viewing asks.',
  fields: (t) => ({
    pre_viewing_city: t.field({ type: CityInput, required: true, description: 'Where.' }),
    budget: t.int({ required: true, description: 'Largest monthly rent, in dollars.' }),
    bedrooms: t.stringList({ required: true, description: 'Bedroom counts that suit (Bedrooms values).' }),
    moveIn: t.string({ required: true, description: 'Move-in date, YYYY-MM-DD.' }),
    availabilityDays: t.stringList({ required: true, description: 'Weekdays free: MON … SUN.' }),
    availabilityTimes: t.stringList({ description: 'MORNING, AFTERNOON, EVENING; none for any time.' }),
    message: t.string({ description: 'A note for the team.' }),
  }),
});

const ViewingRequestFilterInput = builder.inputType('ViewingRequestFilter', {
  description: 'Filters of the staff list, all optional.',
  fields: (t) => ({
    id: t.id({ description: 'Only this request (the link of the staff e-mail).' }),
    status: t.field({ type: ViewingRequestStatusEnum, description: 'Only this status.' }),
    kind: t.field({ type: ViewingRequestKindEnum, description: 'Only this kind.' }),
    assignedTo: t.string({
      description: "Only those assigned to this staff member's id, or NONE for nobody.",
    }),
    city: t.string({ description: 'City name containing this text, case-insensitive.' }),
    search: t.string({ description: "The renter's name or e-mail, or the message, containing this text." }),
  }),
});

const UpdateViewingRequestInput = builder.inputType('UpdateViewingRequestInput', {
  description: 'A staff change; fields left out stay as they are.',
  fields: (t) => ({
    status: t.field({ type: ViewingRequestStatusEnum, description: 'New status.' }),
    assignedTo: t.id({ description: 'Staff member to assign (inbox view); null to take it off anyone.' }),
    note: t.string({ description: "The team's note (replaces the previous one)." }),
  }),
});

builder.queryFields((t) => ({
  myViewingRequests: t.field({
    type: [ViewingRequestRef],
    description: "The caller's requests for viewing, newest first (the last 50).",
    authScopes: { loggedIn: true },
    resolve: (_r, _args, ctx) => myViewingRequests(ctx.db, requireViewer(ctx.viewer)),
  }),
  myViewingPreferences: t.field({
    type: ViewingPreferencesRef,
    description:
      "The city, budget, move-in date and days the caller's profile keeps from their last request.",
    authScopes: { loggedIn: true },
    resolve: (_r, _args, ctx) => viewingPreferences(ctx.db, requireViewer(ctx.viewer)),
  }),
  viewingRequests: t.field({
    type: StaffViewingRequestPageRef,
    description: 'Requests for viewing, newest first, with the count: staff with inbox view.',
    authScopes: { staff: 'inbox:view' },
    args: {
      where: t.arg({ type: ViewingRequestFilterInput, description: 'Filters.' }),
      first: t.arg.int({ description: 'Page size.' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) => {
      const where = args.where ?? {};
      const filter = parseInput(viewingRequestFilterSchema, {
        id: where.id == null ? null : String(where.id),
        status: where.status,
        kind: where.kind,
        assignedTo: where.assignedTo,
        city: where.city,
        search: where.search,
      });
      return findViewingRequests(ctx.db, filter, args);
    },
  }),
  viewingRequestAssignees: t.field({
    type: [StaffPersonRef],
    description:
      'Staff a request for viewing may be assigned to (admins, sub-admins with inbox view): staff with inbox view.',
    authScopes: { staff: 'inbox:view' },
    resolve: (_r, _args, ctx) => viewingRequestAssignees(ctx.db),
  }),
}));

builder.mutationFields((t) => ({
  requestForViewing: t.field({
    type: ViewingRequestRef,
    description:
      'Sends a request for viewing (signed in), saves its city, budget, move-in date and days on the profile and e-mails the VIEWING_REQUEST_TO_STAFF addresses. VIEWING_REQUEST_LIMIT_REACHED with too many open requests.',
    authScopes: { loggedIn: true },
    args: { data: t.arg({ type: RequestForViewingInput, required: true, description: 'The request.' }) },
    resolve: (_r, args, ctx) => {
      const input = parseInput(requestForViewingSchema, {
        ...args.data,
        availabilityTimes: args.data.availabilityTimes ?? undefined,
        message: args.data.message ?? undefined,
      });
      return sendViewingRequest(ctx, requireViewer(ctx.viewer), input);
    },
  }),
  updateViewingRequest: t.field({
    type: StaffViewingRequestRef,
    description:
      "Changes a request's status, assignee or note, with an audit entry: staff with inbox edit. VIEWING_REQUEST_NOT_FOUND, VIEWING_REQUEST_ASSIGNEE_NOT_STAFF.",
    authScopes: { staff: 'inbox:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The request.' }),
      data: t.arg({ type: UpdateViewingRequestInput, required: true, description: 'The change.' }),
    },
    resolve: (_r, args, ctx) =>
      updateViewingRequest(
        ctx.db,
        requireViewer(ctx.viewer),
        parseInput(updateViewingRequestSchema, {
          id: String(args.id),
          status: args.data.status ?? undefined,
          assignedTo:
            args.data.assignedTo === undefined
              ? undefined
              : args.data.assignedTo === null
                ? null
                : String(args.data.assignedTo),
          note: args.data.note ?? undefined,
        }),
      ),
  }),
}));
