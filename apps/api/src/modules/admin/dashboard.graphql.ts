import { DASHBOARD_DAYS, DASHBOARD_DAYS_MAX } from '@rentals/domain/admin/dashboard';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { UserTypeEnum } from '../users/user.graphql';
import { countRequestedListings } from '../listings/listing-moderation.service';
import {
  countListingsByState,
  countUsersByType,
  findDailyCounts,
  type DayCount,
  type ListingCounts,
  type UserCounts,
} from './dashboard.service';

/*
 * The staff dashboard, /dashboards. adminDashboard is open to every staff member; each section is
 * guarded by the module it counts (listings view, users view, requestedListings view) and is null
 * for a sub-admin without that flag, so one page serves every permission set. The series counts
 * listings and accounts, so it needs both listings and users view.
 */

const ListingCountsRef = builder.objectRef<ListingCounts>('DashboardListingCounts').implement({
  description: 'Listings by state; pending + active + hidden + premium = total.',
  fields: (t) => ({
    pending: t.exposeInt('pending', { description: 'Not approved: awaiting review or rejected.' }),
    active: t.exposeInt('active', { description: 'Public, not boosted.' }),
    hidden: t.exposeInt('hidden', { description: 'Approved, but hidden or deactivated.' }),
    premium: t.exposeInt('premium', { description: 'Public with a running boost.' }),
    total: t.exposeInt('total', { description: 'Every listing.' }),
  }),
});

const UserTypeCountRef = builder.objectRef<UserCounts['byType'][number]>('DashboardUserTypeCount').implement({
  description: 'How many accounts have one type.',
  fields: (t) => ({
    userType: t.field({ type: UserTypeEnum, description: 'The type.', resolve: (c) => c.userType }),
    count: t.exposeInt('count', { description: 'Accounts of that type.' }),
  }),
});

const UserCountsRef = builder.objectRef<UserCounts>('DashboardUserCounts').implement({
  description: 'Accounts by type and in all.',
  fields: (t) => ({
    byType: t.field({
      type: [UserTypeCountRef],
      description: 'Every user type, in the order of the UserType enum, 0 when none.',
      resolve: (c) => c.byType,
    }),
    total: t.exposeInt('total', { description: 'Every account.' }),
  }),
});

const DayCountRef = builder.objectRef<DayCount>('DashboardDay').implement({
  description: 'What was created on one day (in the team time zone, America/Toronto).',
  fields: (t) => ({
    day: t.exposeString('day', { description: 'The day, YYYY-MM-DD.' }),
    newListings: t.exposeInt('newListings', { description: 'Listings created that day.' }),
    newUsers: t.exposeInt('newUsers', { description: 'Accounts created that day.' }),
  }),
});

const daysSchema = z.object({
  days: z.number().int('invalid').min(1, 'min').max(DASHBOARD_DAYS_MAX, 'max').nullish(),
});

/** The dashboard's root: its sections resolve on their own, so only what is asked is counted. */
type Dashboard = Record<string, never>;

const DashboardRef = builder.objectRef<Dashboard>('AdminDashboard').implement({
  description: 'Counts that matter to the team, from aggregate queries.',
  fields: (t) => ({
    listings: t.field({
      type: ListingCountsRef,
      nullable: true,
      description: 'Listings by state (staff with listings view; null otherwise).',
      authScopes: { staff: 'listings:view' },
      unauthorizedResolver: () => null,
      resolve: (_d, _a, ctx) => countListingsByState(ctx.db),
    }),
    requestedListings: t.int({
      nullable: true,
      description:
        'Listings awaiting review, as on /requestedListing (staff with requestedListings view; null otherwise).',
      authScopes: { staff: 'requestedListings:view' },
      unauthorizedResolver: () => null,
      resolve: (_d, _a, ctx) => countRequestedListings(ctx.db),
    }),
    users: t.field({
      type: UserCountsRef,
      nullable: true,
      description: 'Accounts by type (staff with users view; null otherwise).',
      authScopes: { staff: 'users:view' },
      unauthorizedResolver: () => null,
      resolve: (_d, _a, ctx) => countUsersByType(ctx.db),
    }),
    series: t.field({
      type: [DayCountRef],
      nullable: true,
      description: `New listings and accounts per day over the last \`days\` days, today included, oldest first; empty days are 0 (staff with listings and users view; null otherwise).`,
      authScopes: (_d, _a, ctx) =>
        hasModulePermission(ctx.viewer, 'listings', 'view') &&
        hasModulePermission(ctx.viewer, 'users', 'view'),
      unauthorizedResolver: () => null,
      args: {
        days: t.arg.int({ description: `Days, default ${DASHBOARD_DAYS}, at most ${DASHBOARD_DAYS_MAX}.` }),
      },
      resolve: (_d, args, ctx) =>
        findDailyCounts(ctx.db, parseInput(daysSchema, { days: args.days }).days ?? DASHBOARD_DAYS),
    }),
  }),
});

builder.queryField('adminDashboard', (t) =>
  t.field({
    type: DashboardRef,
    description:
      'The staff dashboard (any staff member): each section is null unless the caller may view its module.',
    authScopes: { userType: 'ADMIN', $any: { userType: 'SUB_ADMIN' } },
    resolve: () => ({}),
  }),
);
