import { HELP_REORDER_KINDS } from '@rentals/domain/help-center/rules';
import { builder } from '../../graphql/builder';
import { reorderHelpContent } from './help-reorder.service';
import { idOf, optionalIdOf } from './help-ids';

/* The drag-and-drop order of collections and of a collection's articles (spec/01 §7 reorderContent). */

const HelpReorderKindEnum = builder.enumType('HelpReorderKind', {
  description: 'What reorderContent orders: COLLECTIONS, or the ARTICLES of one collection.',
  values: HELP_REORDER_KINDS,
});

builder.mutationFields((t) => ({
  reorderContent: t.idList({
    description:
      'The full new order of the collections (kind COLLECTIONS) or of one collection’s articles (kind ARTICLES, collectionId required), in one call: staff with helpCenter edit. Positions become 0..n-1. HELP_REORDER_INVALID (an id repeated, or none), HELP_REORDER_CONFLICT (the list misses items or names unknown or another collection’s ones: a stale page), HELP_COLLECTION_NOT_FOUND, HELP_ARTICLE_NOT_FOUND (a malformed id). Answers the ids in their saved order.',
    authScopes: { staff: 'helpCenter:edit' },
    args: {
      kind: t.arg({ type: HelpReorderKindEnum, required: true, description: 'What is ordered.' }),
      collectionId: t.arg.id({ description: 'The collection whose articles are ordered (kind ARTICLES).' }),
      ids: t.arg.idList({ required: true, description: 'Every id, in the new order.' }),
    },
    resolve: (_r, args, ctx) =>
      reorderHelpContent(ctx.db, {
        kind: args.kind,
        collectionId: optionalIdOf(args.collectionId),
        ids: args.ids.map(idOf),
      }),
  }),
}));
