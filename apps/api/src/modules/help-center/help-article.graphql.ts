import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import { LocaleEnum } from '../users/user.graphql';
import { HelpArticleRef, HelpAudienceEnum } from './help-center-types.graphql';
import {
  createHelpArticle,
  deleteHelpArticle,
  setHelpArticlePublished,
  updateHelpArticle,
} from './help-article.service';
import { deleteHelpThumbnail } from './help-thumbnails';
import { idOf, optionalIdOf } from './help-ids';

/*
 * Staff writes of help-center articles (spec/01 §7: create, update, delete, the publish toggle,
 * delete thumbnail by url). Permission module helpCenter (§6): add is adding an article to a
 * collection, edit changes one (publishing and thumbnails included), delete deletes.
 */

const HelpArticleInput = builder.inputType('HelpArticleInput', {
  description: 'An article from the staff editor (packages/domain helpArticleInputSchema).',
  fields: (t) => ({
    collectionId: t.id({ required: true, description: 'Collection id.' }),
    title: t.string({ required: true, description: 'Title, at most 150 characters.' }),
    description: t.string({ description: 'Summary, at most 300 characters.' }),
    body: t.field({ type: 'JSON', required: true, description: "The editor's document." }),
    thumbnailUrl: t.string({
      description: 'A HELP_CENTER_THUMBNAIL picture from uploadImage (/files/<id>).',
    }),
    province: t.string({ description: 'Province code; null for every province.' }),
    userType: t.field({ type: HelpAudienceEnum, description: 'Who it is for (EVERYONE by default).' }),
    locale: t.field({ type: LocaleEnum, required: true, description: 'Its language.' }),
    translationOf: t.id({
      description:
        'Id of the same article in the other language: links the two (both share a translation group). Left out, an existing link stays.',
    }),
    helpKey: t.string({
      description: 'A contextual-help key of HELP_KEYS, at most one article per key and language.',
    }),
    isPublished: t.boolean({
      description: 'Visible to readers. Left out: false for a new article, unchanged on update.',
    }),
  }),
});

/** The input as the domain schema reads it (ids arrive as strings or numbers). */
const dataOf = (data: { collectionId: string | number; translationOf?: string | number | null }) => ({
  ...data,
  collectionId: idOf(data.collectionId),
  translationOf: optionalIdOf(data.translationOf),
});

const ERRORS =
  'VALIDATION_FAILED, RICH_TEXT_*, HELP_PUBLISH_EMPTY_BODY, HELP_THUMBNAIL_INVALID, HELP_TRANSLATION_INVALID, HELP_KEY_TAKEN {locale}.';

builder.mutationFields((t) => ({
  createHelpCenter: t.field({
    type: HelpArticleRef,
    description: `Adds an article at the end of its collection: staff with helpCenter add. HELP_COLLECTION_NOT_FOUND, ${ERRORS}`,
    authScopes: { staff: 'helpCenter:add' },
    args: { data: t.arg({ type: HelpArticleInput, required: true, description: 'The article.' }) },
    resolve: (_r, args, ctx) => createHelpArticle(ctx.db, dataOf(args.data), requireViewer(ctx.viewer).id),
  }),
  updateHelpCenter: t.field({
    type: HelpArticleRef,
    description: `Replaces an article’s fields: staff with helpCenter edit. A new collectionId appends it at the end of that collection and closes the gap in the old one. HELP_ARTICLE_NOT_FOUND, HELP_COLLECTION_NOT_FOUND, ${ERRORS}`,
    authScopes: { staff: 'helpCenter:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'Article id.' }),
      data: t.arg({ type: HelpArticleInput, required: true, description: 'Its fields.' }),
    },
    resolve: (_r, args, ctx) =>
      updateHelpArticle(ctx, idOf(args.id), dataOf(args.data), requireViewer(ctx.viewer).id),
  }),
  deleteHelpCenter: t.boolean({
    description:
      'Deletes an article and closes the gap in its collection; its thumbnail file goes after commit when nothing else uses it: staff with helpCenter delete. HELP_ARTICLE_NOT_FOUND.',
    authScopes: { staff: 'helpCenter:delete' },
    args: { id: t.arg.id({ required: true, description: 'Article id.' }) },
    resolve: (_r, args, ctx) => deleteHelpArticle(ctx, idOf(args.id)),
  }),
  publishHelpCenter: t.field({
    type: HelpArticleRef,
    description:
      'The publish toggle: staff with helpCenter edit. HELP_ARTICLE_NOT_FOUND, HELP_PUBLISH_EMPTY_BODY for an article without text. The first publication sets publishedAt.',
    authScopes: { staff: 'helpCenter:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'Article id.' }),
      isPublished: t.arg.boolean({ required: true, description: 'Visible to readers or not.' }),
    },
    resolve: (_r, args, ctx) =>
      setHelpArticlePublished(ctx.db, idOf(args.id), args.isPublished, requireViewer(ctx.viewer).id),
  }),
  deleteHelpCenterThumbnail: t.boolean({
    description:
      'Clears this thumbnail from the articles and collections that use it and deletes the file after commit: staff with helpCenter edit. HELP_THUMBNAIL_INVALID for an address that is not a help-center upload.',
    authScopes: { staff: 'helpCenter:edit' },
    args: { url: t.arg.string({ required: true, description: 'The thumbnail address (/files/<id>).' }) },
    resolve: (_r, args, ctx) => deleteHelpThumbnail(ctx, args.url.trim()),
  }),
}));
