import { verificationCheckedLine } from '@rentals/domain/verification/rules';
import type { VerificationRequestRow } from '../../db/schema/verification';
import { UUID } from '../../db/sql-helpers';
import { builder } from '../../graphql/builder';
import { ListingRef } from '../listings/listing.graphql';
import { canSeeOwnerEmail } from '../listings/listing.policy';
import { PosterRoleEnum } from '../listings/listing-options.graphql';
import { PosterProfileRef } from '../listings/poster-profile.graphql';
import { approvalLoader, hiddenListingLoader } from './verification-loaders';

/*
 * The 'Verified' badge (issue 25): on listing cards and pages (Listing.ownerVerification) and on
 * the landlord's profile (posterVerification), with the line saying what was checked and when.
 * Public: it says only that the poster was verified, never a document.
 */

const VerificationBadgeRef = builder.objectRef<VerificationRequestRow>('VerificationBadge').implement({
  description: "A poster's 'Verified' badge: the role checked, when, and the line to show.",
  fields: (t) => ({
    role: t.field({ type: PosterRoleEnum, description: 'The role verified.', resolve: (r) => r.role }),
    verifiedAt: t.field({
      type: 'DateTime',
      description: 'When staff approved.',
      resolve: (r) => r.decidedAt!,
    }),
    checked: t.string({
      description: "What was checked, in the caller's language ('ID and ownership checked by Rentals on …').",
      resolve: (r, _a, ctx) => verificationCheckedLine(r.role, r.decidedAt!, ctx.locale),
    }),
  }),
});

builder.objectFields(ListingRef, (t) => ({
  ownerVerification: t.field({
    type: VerificationBadgeRef,
    nullable: true,
    description: "The owner's 'Verified' badge, or null when they are not verified.",
    resolve: (l, _a, ctx) => approvalLoader(ctx.db, ctx)(l.ownerId),
  }),
  hiddenUntilVerified: t.boolean({
    nullable: true,
    description:
      'Whether the listing is hidden from search because its owner is not verified: for the owner and staff with listings view; null for others.',
    resolve: (l, _a, ctx) =>
      canSeeOwnerEmail(ctx.viewer, l) ? hiddenListingLoader(ctx.db, ctx)(l.id) : null,
  }),
}));

builder.objectFields(PosterProfileRef, (t) => ({
  verification: t.field({
    type: VerificationBadgeRef,
    nullable: true,
    description: "The poster's 'Verified' badge, or null when they are not verified.",
    resolve: (p, _a, ctx) => approvalLoader(ctx.db, ctx)(p.id),
  }),
}));

builder.queryFields((t) => ({
  posterVerification: t.field({
    type: VerificationBadgeRef,
    nullable: true,
    description: "A poster's 'Verified' badge (their profile), or null. Public.",
    authScopes: { public: true },
    args: { userId: t.arg.id({ required: true, description: 'The poster.' }) },
    resolve: (_r, args, ctx) => {
      const userId = String(args.userId);
      return UUID.test(userId) ? approvalLoader(ctx.db, ctx)(userId) : null;
    },
  }),
}));
