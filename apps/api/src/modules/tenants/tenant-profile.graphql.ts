import { builder } from '../../graphql/builder';
import {
  findRoommates,
  getTenantProfile,
  ROOMMATES_PER_LISTING,
  type TenantProfileRow,
} from './tenant-profile.service';

/** The names of the flags that are on, in the order they were stored. */
const onFlags = (flags: Record<string, boolean> | null | undefined): string[] =>
  Object.entries(flags ?? {})
    .filter(([, on]) => on)
    .map(([name]) => name);

const TenantProfileRef = builder.objectRef<TenantProfileRow>('TenantProfile').implement({
  description:
    "A renter's public profile: shared only while the renter's roommate switch is on. Never carries contact details, income or the last name.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'User id.' }),
    firstName: t.string({ description: 'First name.', resolve: (p) => p.firstName ?? '' }),
    lastInitial: t.string({
      nullable: true,
      description: 'The first letter of the last name.',
      resolve: (p) => p.lastName?.trim().charAt(0).toUpperCase() || null,
    }),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true, description: 'Profile picture.' }),
    city: t.exposeString('city', { nullable: true, description: 'Where the renter looks for a home.' }),
    occupation: t.exposeString('occupation', { nullable: true, description: 'Occupation.' }),
    bio: t.exposeString('bio', { nullable: true, description: 'About the renter, in their words.' }),
    minBudget: t.exposeInt('minBudget', { nullable: true, description: 'Lowest monthly budget (CAD).' }),
    budget: t.exposeInt('budget', { nullable: true, description: 'Highest monthly budget (CAD).' }),
    moveIn: t.exposeString('moveIn', { nullable: true, description: 'Wished move-in day, YYYY-MM-DD.' }),
    bedrooms: t.stringList({
      description: 'Bedrooms wanted: one, two, three, fourplus, room, studio.',
      resolve: (p) => onFlags(p.bedroom),
    }),
    pets: t.stringList({
      description: 'Pets the renter has: dog, cat, other.',
      resolve: (p) => onFlags(p.pet),
    }),
    furnishing: t.stringList({
      description: 'Furnishing accepted: furnished, unFurnished.',
      resolve: (p) => onFlags(p.furnish),
    }),
    flatmates: t.exposeInt('flatmates', { nullable: true, description: 'Flatmates the renter looks for.' }),
    memberSince: t.field({ type: 'DateTime', description: 'Account creation.', resolve: (p) => p.createdAt }),
  }),
});

builder.queryFields((t) => ({
  tenantProfile: t.field({
    type: TenantProfileRef,
    description:
      "A renter's public profile for /tenant/{id}. TENANT_NOT_FOUND unless the renter shares it (roommate switch on), or the caller is that renter or staff who may view users.",
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'User id.' }) },
    resolve: (_root, args, ctx) => getTenantProfile(ctx.db, ctx.viewer, String(args.id)),
  }),
  roommatesForListing: t.field({
    type: [TenantProfileRef],
    description: `Up to ${ROOMMATES_PER_LISTING} renters sharing their profile who look for a home in the city of a listing the caller may see (LISTING_NOT_FOUND otherwise).`,
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'Listing id.' }) },
    resolve: (_root, args, ctx) => findRoommates(ctx.db, ctx.viewer, String(args.id)),
  }),
}));
