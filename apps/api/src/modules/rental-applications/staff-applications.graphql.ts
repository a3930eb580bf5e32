import { staffApplicationFilterSchema } from '@rentals/domain/rental-applications/staff-filter';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { RentalApplicationPageRef, RentalApplicationStatusEnum } from './rental-application-types.graphql';
import {
  deleteRentalApplication,
  findStaffViews,
  staffRentalApplications,
  type StaffView,
} from './staff-applications.service';

/*
 * Staff and rental applications (issue 18, spec/01 §2 /rental-application-table-view and
 * /rental-application-details), behind the applications module permission. One application in
 * full is rentalApplication(id), which records each staff opening; the spreadsheet is
 * GET /exports/rental-applications.xlsx with the same filters.
 */

const StaffApplicationFilterInput = builder.inputType('StaffRentalApplicationFilter', {
  description: 'Filters of the staff table of applications, all optional.',
  fields: (t) => ({
    text: t.string({ description: "Text found in the applicant's name or e-mail or the listing's title." }),
    status: t.field({ type: RentalApplicationStatusEnum, description: 'Only this status.' }),
    listingId: t.id({ description: 'Only those to this listing.' }),
    from: t.string({ description: 'Submitted on or after this day (YYYY-MM-DD, UTC).' }),
    to: t.string({ description: 'Submitted on or before this day (YYYY-MM-DD, UTC).' }),
  }),
});

const StaffViewRef = builder.objectRef<StaffView>('RentalApplicationStaffView').implement({
  description: 'One opening of an application by a staff member.',
  fields: (t) => ({
    staffId: t.id({
      nullable: true,
      description: 'The staff member (null once their account is gone).',
      resolve: (v) => v.staffId,
    }),
    staffEmail: t.string({
      nullable: true,
      description: "The staff member's e-mail.",
      resolve: (v) => v.staffEmail,
    }),
    staffName: t.string({
      nullable: true,
      description: "The staff member's name.",
      resolve: (v) => v.staffName,
    }),
    at: t.field({ type: 'DateTime', description: 'When they opened it.', resolve: (v) => v.at }),
  }),
});

builder.queryFields((t) => ({
  staffRentalApplications: t.field({
    type: RentalApplicationPageRef,
    description:
      'The staff table of applications, newest first, 10 a page by default, with the count: staff with applications view.',
    authScopes: { staff: 'applications:view' },
    args: {
      where: t.arg({ type: StaffApplicationFilterInput, description: 'Filters.' }),
      first: t.arg.int({ description: 'Page size (default 10).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) =>
      staffRentalApplications(
        ctx.db,
        parseInput(staffApplicationFilterSchema, {
          ...args.where,
          listingId: args.where?.listingId == null ? null : String(args.where.listingId),
        }),
        args,
      ),
  }),
  rentalApplicationStaffViews: t.field({
    type: [StaffViewRef],
    description: 'Who of the staff opened the application and when, newest first: admins only.',
    authScopes: { userType: 'ADMIN' },
    args: { id: t.arg.id({ required: true, description: 'The application.' }) },
    resolve: (_r, args, ctx) => findStaffViews(ctx.db, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  deleteRentalApplication: t.boolean({
    description:
      'Deletes an application with its history and view log (its files stay with their uploader): staff with applications delete. RENTAL_APPLICATION_NOT_FOUND.',
    authScopes: { staff: 'applications:delete' },
    args: { id: t.arg.id({ required: true, description: 'The application.' }) },
    resolve: (_r, args, ctx) => deleteRentalApplication(ctx, String(args.id)),
  }),
}));
