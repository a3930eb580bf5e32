import { builder } from '../../graphql/builder';
import { ListingRef } from './listing.graphql';
import { PosterRoleEnum } from './listing-options.graphql';
import { findPosterListings, getPosterProfile, type PosterProfileRow } from './poster-profile.service';

/*
 * /landlord/{id}: a poster's public profile. Only what their listings already show the public
 * (first name, who posts), when they joined and their public listings: never an e-mail, a phone,
 * the last name or a listing the public cannot see. The verification module adds the badge.
 */
export const PosterProfileRef = builder.objectRef<PosterProfileRow>('PosterProfile').implement({
  description: "A poster's public profile: what renters may see of them, and their public listings.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'User id.' }),
    firstName: t.string({
      nullable: true,
      description: 'First name, as their listings show it.',
      resolve: (p) => p.firstName?.trim() || null,
    }),
    roles: t.field({
      type: [PosterRoleEnum],
      description: 'Who they post as on their public listings, the most frequent first.',
      resolve: (p) => p.roles,
    }),
    memberSince: t.field({ type: 'DateTime', description: 'Account creation.', resolve: (p) => p.createdAt }),
    listingCount: t.int({
      description: 'How many public listings they have.',
      resolve: (p) => p.listingCount,
    }),
    listings: t.field({
      type: [ListingRef],
      description: 'Their public listings, newest first: `first` defaults to 10 (at most 100).',
      args: {
        first: t.arg.int({ description: 'Page size.' }),
        skip: t.arg.int({ description: 'Listings to skip.' }),
      },
      resolve: (p, args, ctx) => findPosterListings(ctx.db, p.id, args),
    }),
  }),
});

builder.queryFields((t) => ({
  posterProfile: t.field({
    type: PosterProfileRef,
    nullable: true,
    description:
      "A poster's public profile for /landlord/{id}, or null when the user is unknown or has no public listing. Public.",
    authScopes: { public: true },
    args: { userId: t.arg.id({ required: true, description: 'The poster.' }) },
    resolve: (_r, args, ctx) => getPosterProfile(ctx.db, String(args.userId)),
  }),
}));
