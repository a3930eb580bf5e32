import {
  SAVED_REPLIES_MAX,
  SAVED_REPLY_MAX_LENGTH,
  SAVED_REPLY_TITLE_MAX_LENGTH,
} from '@rentals/domain/messaging/limits';
import { savedReplySchema } from '@rentals/domain/messaging/schemas';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import {
  createSavedReply,
  deleteSavedReply,
  listSavedReplies,
  updateSavedReply,
  type SavedReplyView,
} from './saved-replies.service';

/* A listing owner's saved replies (issue 16): landlords, and other users who own a listing. */

const LOGGED_IN = { loggedIn: true } as const;

const SavedReplyRef = builder.objectRef<SavedReplyView>('SavedReply').implement({
  description: "A listing owner's reply template, inserted when answering a renter.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The saved reply.' }),
    title: t.exposeString('title', { description: 'Its title, shown in the picker.' }),
    text: t.exposeString('text', { description: 'The text it inserts.' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was saved.', resolve: (r) => r.createdAt }),
  }),
});

const SavedReplyInput = builder.inputType('SavedReplyInput', {
  description: 'A saved reply: its title and text.',
  fields: (t) => ({
    title: t.string({
      required: true,
      description: `Title, at most ${SAVED_REPLY_TITLE_MAX_LENGTH} characters.`,
    }),
    text: t.string({ required: true, description: `Text, at most ${SAVED_REPLY_MAX_LENGTH} characters.` }),
  }),
});

const idOf = (id: string | number) =>
  parseInput(z.object({ id: z.string('required').uuid('invalid') }), { id: String(id) }).id;

const NO_ACCESS_NOTE = 'Landlords, and users who own a listing; NO_ACCESS for others.';

builder.queryFields((t) => ({
  savedReplies: t.field({
    type: [SavedReplyRef],
    description: `The caller's saved replies, oldest first. ${NO_ACCESS_NOTE}`,
    authScopes: LOGGED_IN,
    resolve: (_r, _a, ctx) => listSavedReplies(ctx.db, requireViewer(ctx.viewer)),
  }),
}));

builder.mutationFields((t) => ({
  createSavedReply: t.field({
    type: SavedReplyRef,
    description: `Saves a reply; SAVED_REPLIES_FULL once the caller has ${SAVED_REPLIES_MAX}. ${NO_ACCESS_NOTE}`,
    authScopes: LOGGED_IN,
    args: { data: t.arg({ type: SavedReplyInput, required: true, description: 'Title and text.' }) },
    resolve: (_r, args, ctx) =>
      createSavedReply(ctx.db, requireViewer(ctx.viewer), parseInput(savedReplySchema, args.data)),
  }),
  updateSavedReply: t.field({
    type: SavedReplyRef,
    description: `Rewrites one of the caller's saved replies (SAVED_REPLY_NOT_FOUND for another's). ${NO_ACCESS_NOTE}`,
    authScopes: LOGGED_IN,
    args: {
      id: t.arg.id({ required: true, description: 'The saved reply.' }),
      data: t.arg({ type: SavedReplyInput, required: true, description: 'Its new title and text.' }),
    },
    resolve: (_r, args, ctx) =>
      updateSavedReply(
        ctx.db,
        requireViewer(ctx.viewer),
        idOf(args.id),
        parseInput(savedReplySchema, args.data),
      ),
  }),
  deleteSavedReply: t.boolean({
    description: `Deletes one of the caller's saved replies (SAVED_REPLY_NOT_FOUND for another's). ${NO_ACCESS_NOTE}`,
    authScopes: LOGGED_IN,
    args: { id: t.arg.id({ required: true, description: 'The saved reply.' }) },
    resolve: (_r, args, ctx) => deleteSavedReply(ctx.db, requireViewer(ctx.viewer), idOf(args.id)),
  }),
}));
