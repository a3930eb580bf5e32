import { z } from 'zod';
import { PROVINCES } from '@rentals/domain/users/enums';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { LocaleEnum } from '../users/user.graphql';
import { openRentalLawSource, publicRentalLaws } from './rental-law.service';
import { RentalLawReaderEnum, RentalLawRef } from './rental-law-types.graphql';
import { visitorKey } from '../../graphql/visitor-key';
import { recordRentalLawView } from './rental-law-views';

/* The visitors' side of rental laws (/rental-laws): reading, views and source clicks. */

const provinceSchema = z.object({ province: z.enum(PROVINCES, 'invalidChoice') });

builder.queryFields((t) => ({
  publicRentalLaws: t.field({
    type: [RentalLawRef],
    description:
      "The published entries of a province for a reader, in staff's order: a renter reads the entries for renters and for both, a landlord those for landlords and for both. Everyone. VALIDATION_FAILED for an unknown province.",
    authScopes: { public: true },
    args: {
      province: t.arg.string({ required: true, description: 'Province or territory code (ON, QC…).' }),
      audience: t.arg({ type: RentalLawReaderEnum, required: true, description: 'Who is reading.' }),
      locale: t.arg({
        type: LocaleEnum,
        description: "Their language; the request's language when left out.",
      }),
    },
    resolve: (_r, args, ctx) =>
      publicRentalLaws(
        ctx.db,
        parseInput(provinceSchema, { province: args.province }).province,
        args.audience,
        args.locale ?? ctx.locale,
      ),
  }),
}));

builder.mutationFields((t) => ({
  recordRentalLawView: t.boolean({
    description:
      'Counts a reading of a published entry in `seen`, once per visitor and entry per 30 minutes (answers false when already counted): everyone. RENTAL_LAW_NOT_FOUND.',
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'The entry read.' }) },
    resolve: (_r, args, ctx) =>
      recordRentalLawView(
        ctx.db,
        String(args.id),
        visitorKey(
          ctx.config,
          { userId: ctx.viewer?.id, ip: ctx.ip, userAgent: ctx.userAgent },
          'rental-law-view',
        ),
      ),
  }),
  openRentalLawSource: t.string({
    description:
      "Counts a click on a published entry's official source in `count` and answers the link to open: everyone. RENTAL_LAW_NOT_FOUND.",
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'The entry whose source is opened.' }) },
    resolve: (_r, args, ctx) => openRentalLawSource(ctx.db, String(args.id)),
  }),
}));
