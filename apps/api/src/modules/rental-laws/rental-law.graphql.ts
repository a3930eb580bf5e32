import { rentalLawFilterSchema, rentalLawInputSchema } from '@rentals/domain/rental-laws/schemas';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import {
  countRentalLaws,
  countRentalLawsNeedingReview,
  createRentalLaw,
  deleteRentalLaw,
  findRentalLaws,
  getRentalLaw,
  markRentalLawReviewed,
  setRentalLawPublished,
  updateRentalLaw,
} from './rental-law.service';
import { RentalLawInput, RentalLawRef, RentalLawWhereInput } from './rental-law-types.graphql';
import './rental-law-public.graphql';
// Registers what a user's data export holds of this domain (modules/privacy).
import './rental-law-data-export';

/*
 * Staff's side of rental laws (/admin-rental-laws). The spec's permission modules (§6) have none
 * for rental laws; they are content staff write like curated articles, so the articles module
 * governs them: view to list and read, add to create, edit to change, publish and mark reviewed,
 * delete to delete.
 */

type Where = {
  province?: string | null;
  audience?: string | null;
  topic?: string | null;
  language?: string | null;
  published?: boolean | null;
  needsReview?: boolean | null;
};

const filterOf = (where: Where | null | undefined) =>
  parseInput(rentalLawFilterSchema, {
    province: where?.province,
    audience: where?.audience,
    topic: where?.topic || null,
    locale: where?.language,
    published: where?.published,
    needsReview: where?.needsReview,
  });

builder.queryFields((t) => ({
  rentalLaws: t.field({
    type: [RentalLawRef],
    description:
      'Rental law entries under the filters, by province, language and position, 10 a page by default: staff with articles view (the spec has no rental-law permission module). rentalLawCount gives the count.',
    authScopes: { staff: 'articles:view' },
    args: {
      where: t.arg({ type: RentalLawWhereInput, description: 'Filters.' }),
      skip: t.arg.int({ description: 'Entries to skip.' }),
      take: t.arg.int({ description: 'Page size (default 10, at most 100).' }),
    },
    resolve: (_r, args, ctx) =>
      findRentalLaws(ctx.db, filterOf(args.where), { first: args.take, skip: args.skip }),
  }),
  rentalLawCount: t.int({
    description: 'How many rental law entries match the filters: staff with articles view.',
    authScopes: { staff: 'articles:view' },
    args: { where: t.arg({ type: RentalLawWhereInput, description: 'Filters.' }) },
    resolve: (_r, args, ctx) => countRentalLaws(ctx.db, filterOf(args.where)),
  }),
  rentalLawsNeedingReview: t.int({
    description:
      'How many rental law entries were last reviewed more than a year ago, for the dashboard: staff with articles view.',
    authScopes: { staff: 'articles:view' },
    resolve: (_r, _a, ctx) => countRentalLawsNeedingReview(ctx.db),
  }),
  rentalLaw: t.field({
    type: RentalLawRef,
    description:
      'One entry, published or not, for the editor: staff with articles view. RENTAL_LAW_NOT_FOUND.',
    authScopes: { staff: 'articles:view' },
    args: { id: t.arg.id({ required: true, description: 'The entry.' }) },
    resolve: (_r, args, ctx) => getRentalLaw(ctx.db, String(args.id)),
  }),
}));

builder.mutationFields((t) => ({
  createRentalLaw: t.field({
    type: RentalLawRef,
    description:
      'Adds a rental law entry: staff with articles add. VALIDATION_FAILED (https-only source, known province), RICH_TEXT_* for the body.',
    authScopes: { staff: 'articles:add' },
    args: { data: t.arg({ type: RentalLawInput, required: true, description: 'The entry.' }) },
    resolve: (_r, args, ctx) =>
      createRentalLaw(ctx.db, parseInput(rentalLawInputSchema, args.data), requireViewer(ctx.viewer).id),
  }),
  updateRentalLaw: t.field({
    type: RentalLawRef,
    description:
      'Replaces an entry’s fields (its counts stay): staff with articles edit. RENTAL_LAW_NOT_FOUND, VALIDATION_FAILED, RICH_TEXT_*.',
    authScopes: { staff: 'articles:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The entry.' }),
      data: t.arg({ type: RentalLawInput, required: true, description: 'Its fields.' }),
    },
    resolve: (_r, args, ctx) =>
      updateRentalLaw(
        ctx.db,
        String(args.id),
        parseInput(rentalLawInputSchema, args.data),
        requireViewer(ctx.viewer).id,
      ),
  }),
  setRentalLawPublished: t.field({
    type: RentalLawRef,
    description:
      'Publishes or withdraws an entry: staff with articles edit. RENTAL_LAW_NOT_FOUND, RICH_TEXT_EMPTY to publish an empty one.',
    authScopes: { staff: 'articles:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'The entry.' }),
      published: t.arg.boolean({ required: true, description: 'Whether visitors see it.' }),
    },
    resolve: (_r, args, ctx) =>
      setRentalLawPublished(ctx.db, String(args.id), args.published, requireViewer(ctx.viewer).id),
  }),
  markRentalLawReviewed: t.field({
    type: RentalLawRef,
    description: 'Sets an entry’s last review to today: staff with articles edit. RENTAL_LAW_NOT_FOUND.',
    authScopes: { staff: 'articles:edit' },
    args: { id: t.arg.id({ required: true, description: 'The entry.' }) },
    resolve: (_r, args, ctx) => markRentalLawReviewed(ctx.db, String(args.id), requireViewer(ctx.viewer).id),
  }),
  deleteRentalLaw: t.boolean({
    description: 'Deletes an entry: staff with articles delete. RENTAL_LAW_NOT_FOUND.',
    authScopes: { staff: 'articles:delete' },
    args: { id: t.arg.id({ required: true, description: 'The entry.' }) },
    resolve: (_r, args, ctx) => deleteRentalLaw(ctx.db, String(args.id)),
  }),
}));
