import { helpCollectionInputSchema } from '@rentals/domain/help-center/schemas';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { LocaleEnum } from '../users/user.graphql';
import { HelpAudienceEnum, HelpCollectionRef } from './help-center-types.graphql';
import {
  createHelpCollection,
  deleteHelpCollection,
  findAllCollections,
  findPublicCollections,
  findVisibleCollection,
  updateHelpCollection,
} from './help-collection.service';
import { seesDrafts } from './help-visibility';
import './help-center-sources';
import { idOf, optionalIdOf } from './help-ids';

/*
 * Help-center collections (spec/01 §2 /help-center, /admin-help-center; §6 permission module
 * helpCenter: add creates, edit changes, delete deletes, view lists every collection).
 */

const HelpCollectionInput = builder.inputType('HelpCollectionInput', {
  description: 'A collection from the staff form (packages/domain helpCollectionInputSchema).',
  fields: (t) => ({
    titleEn: t.string({ required: true, description: 'Title in English, at most 80 characters.' }),
    titleFr: t.string({ required: true, description: 'Title in French, at most 80 characters.' }),
    descriptionEn: t.string({ description: 'Description in English, at most 300 characters.' }),
    descriptionFr: t.string({ description: 'Description in French, at most 300 characters.' }),
    icon: t.string({ description: 'A name of HELP_COLLECTION_ICONS, or null.' }),
    thumbnailUrl: t.string({
      description: 'A HELP_CENTER_THUMBNAIL picture from uploadImage (/files/<id>).',
    }),
    audience: t.field({ type: HelpAudienceEnum, description: 'Who it is for (EVERYONE by default).' }),
  }),
});

builder.queryFields((t) => ({
  helpCollections: t.field({
    type: [HelpCollectionRef],
    description:
      'Collections in staff’s order that hold at least one published article in `locale` (the request’s language by default) for `audience` (RENTER / LANDLORD: theirs and everyone’s; null: all). Public.',
    authScopes: { public: true },
    args: {
      audience: t.arg({ type: HelpAudienceEnum, description: 'The reader’s side; all when left out.' }),
      locale: t.arg({ type: LocaleEnum, description: 'The articles’ language; the request’s by default.' }),
    },
    resolve: (_r, args, ctx) =>
      findPublicCollections(ctx.db, { audience: args.audience, locale: args.locale ?? ctx.locale }),
  }),
  adminHelpCollections: t.field({
    type: [HelpCollectionRef],
    description: 'Every collection in order, empty ones included: staff with helpCenter view.',
    authScopes: { staff: 'helpCenter:view' },
    resolve: (_r, _a, ctx) => findAllCollections(ctx.db),
  }),
  helpCollection: t.field({
    type: HelpCollectionRef,
    nullable: true,
    description:
      'One collection, null when unknown (a malformed id too). Readers without helpCenter view get null for a collection with no published article. Public.',
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'Collection id.' }) },
    resolve: (_r, args, ctx) => findVisibleCollection(ctx.db, idOf(args.id), seesDrafts(ctx)),
  }),
}));

builder.mutationFields((t) => ({
  createHelpCollection: t.field({
    type: HelpCollectionRef,
    description:
      'Adds a collection at the end of the order: staff with helpCenter add. VALIDATION_FAILED, HELP_THUMBNAIL_INVALID.',
    authScopes: { staff: 'helpCenter:add' },
    args: { data: t.arg({ type: HelpCollectionInput, required: true, description: 'The collection.' }) },
    resolve: (_r, args, ctx) =>
      createHelpCollection(ctx.db, parseInput(helpCollectionInputSchema, args.data)),
  }),
  updateHelpCollection: t.field({
    type: HelpCollectionRef,
    description:
      'Changes a collection (its place stays): staff with helpCenter edit. HELP_COLLECTION_NOT_FOUND, VALIDATION_FAILED, HELP_THUMBNAIL_INVALID.',
    authScopes: { staff: 'helpCenter:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'Collection id.' }),
      data: t.arg({ type: HelpCollectionInput, required: true, description: 'Its fields.' }),
    },
    resolve: (_r, args, ctx) =>
      updateHelpCollection(ctx, idOf(args.id), parseInput(helpCollectionInputSchema, args.data)),
  }),
  deleteHelpCollection: t.boolean({
    description:
      'Deletes a collection and closes the gap in the order: staff with helpCenter delete. A collection with articles needs moveTo (another collection): its articles are appended there, in order. HELP_COLLECTION_NOT_FOUND, HELP_COLLECTION_NOT_EMPTY {count}, HELP_COLLECTION_MOVE_INVALID.',
    authScopes: { staff: 'helpCenter:delete' },
    args: {
      id: t.arg.id({ required: true, description: 'Collection id.' }),
      moveTo: t.arg.id({ description: 'The collection that takes its articles.' }),
    },
    resolve: (_r, args, ctx) => deleteHelpCollection(ctx, idOf(args.id), optionalIdOf(args.moveTo)),
  }),
}));
