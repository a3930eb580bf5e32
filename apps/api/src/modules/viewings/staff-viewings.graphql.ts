import { hasModulePermission } from '@rentals/domain/users/rules';
import { assignViewingSchema, staffViewingFilterSchema } from '@rentals/domain/viewings/staff-viewings';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { StaffPersonRef } from '../viewing-requests/viewing-request-types.graphql';
import { assignViewing, findStaffViewings } from './staff-viewings.service';
import { ViewingRef, ViewingsWhenEnum, ViewingStatusEnum } from './viewing-types.graphql';
import type { ViewingView } from './viewing-views';

/*
 * Staff handling the viewings of Viewings Management listings (issue 17): their list (inbox view)
 * and who of them handles each one (inbox edit). The changes themselves go through viewingAction.
 */

builder.objectField(ViewingRef, 'assignedTo', (t) =>
  t.field({
    type: StaffPersonRef,
    nullable: true,
    description: 'The staff member handling it (Viewings Management plan); null for anyone but inbox staff.',
    resolve: (v, _a, ctx) =>
      ctx.viewer && hasModulePermission(ctx.viewer, 'inbox', 'view') ? v.assignee : null,
  }),
);

const StaffViewingPageRef = builder
  .objectRef<{ items: ViewingView[]; count: number }>('StaffViewingPage')
  .implement({
    description: 'A page of the Viewings Management viewings, with how many match in all.',
    fields: (t) => ({
      items: t.field({ type: [ViewingRef], description: 'This page.', resolve: (p) => p.items }),
      count: t.exposeInt('count', { description: 'How many match in all.' }),
    }),
  });

const StaffViewingFilterInput = builder.inputType('StaffViewingFilter', {
  description: 'Filters of the staff viewings, all optional.',
  fields: (t) => ({
    status: t.field({ type: ViewingStatusEnum, description: 'Only this status.' }),
    assignedTo: t.string({
      description: "Only those assigned to this staff member's id, or NONE for nobody.",
    }),
    search: t.string({ description: "The listing's title or city containing this text, case-insensitive." }),
    when: t.field({ type: ViewingsWhenEnum, description: 'UPCOMING soonest first, PAST latest first.' }),
  }),
});

builder.queryFields((t) => ({
  staffViewings: t.field({
    type: StaffViewingPageRef,
    description:
      'Viewings of listings on the Viewings Management plan (plan 7), with the count: staff with inbox view.',
    authScopes: { staff: 'inbox:view' },
    args: {
      where: t.arg({ type: StaffViewingFilterInput, description: 'Filters.' }),
      first: t.arg.int({ description: 'Page size.' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) =>
      findStaffViewings(ctx.db, parseInput(staffViewingFilterSchema, args.where ?? {}), args),
  }),
}));

builder.mutationFields((t) => ({
  assignViewing: t.field({
    type: ViewingRef,
    description:
      'Assigns a Viewings Management viewing to a staff member with inbox view, or to nobody (staff null), with an audit entry: staff with inbox edit. VIEWING_NOT_FOUND, VIEWING_ASSIGNEE_NOT_STAFF.',
    authScopes: { staff: 'inbox:edit' },
    args: {
      viewing: t.arg.id({ required: true, description: 'The viewing.' }),
      staff: t.arg.id({ description: 'The staff member; null to take it off anyone.' }),
    },
    resolve: (_r, args, ctx) =>
      assignViewing(
        ctx.db,
        requireViewer(ctx.viewer),
        parseInput(assignViewingSchema, {
          viewing: String(args.viewing),
          staff: args.staff == null ? null : String(args.staff),
        }),
      ),
  }),
}));
