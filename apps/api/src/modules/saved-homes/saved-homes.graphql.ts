import { SAVED_HOMES_MAX } from '@rentals/domain/saved-homes/limits';
import { SAVED_HOME_STATUSES, type SavedHomeStatus } from '@rentals/domain/saved-homes/rules';
import { savedHomeNoteSchema, savedHomeTargetSchema } from '@rentals/domain/saved-homes/schemas';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { ListingRef } from '../listings/listing.graphql';
import { canSeeSaveCount } from './saved-home.policy';
import {
  countSaves,
  findSavedHomes,
  findSavedListingIds,
  saveHome,
  unsaveHome,
  updateSavedHomeNote,
  type SavedHomeView,
} from './saved-home.service';
// Registers what a user's data export holds of this domain (modules/privacy).
import './saved-home-data-export';

/*
 * Saved homes (issue 22): the heart on cards and listing pages, the renter's /saved-homes page,
 * and how many renters saved a listing for its landlord. Signed-in users only; each keeps their own.
 */

const LOGGED_IN = { loggedIn: true } as const;

const SavedHomeStatusKindEnum = builder.enumType('SavedHomeStatusKind', {
  description: 'What happened to a saved home since it was saved.',
  values: SAVED_HOME_STATUSES,
});

const SavedHomeStatusRef = builder.objectRef<SavedHomeStatus>('SavedHomeStatus').implement({
  description: "A saved home's state now: still available, gone, or at another price than when saved.",
  fields: (t) => ({
    kind: t.field({
      type: SavedHomeStatusKindEnum,
      description:
        'AVAILABLE, PRICE_DROPPED or PRICE_INCREASED while it can be rented; RENTED, or UNAVAILABLE (hidden, deactivated, not approved, every unit taken).',
      resolve: (s) => s.kind,
    }),
    savedPrice: t.exposeInt('savedPrice', {
      nullable: true,
      description: 'The lowest monthly rent when saved, in dollars; null when it had none.',
    }),
    currentPrice: t.exposeInt('currentPrice', {
      nullable: true,
      description: 'The lowest monthly rent now, in dollars; null when none shows or the home is gone.',
    }),
  }),
});

const SavedHomeRef = builder.objectRef<SavedHomeView>('SavedHome').implement({
  description: 'A home the viewer saved, with their note and what changed since.',
  fields: (t) => ({
    id: t.id({ description: 'Identifier.', resolve: (s) => s.row.id }),
    listingId: t.id({ description: 'The listing saved.', resolve: (s) => s.row.listingId }),
    note: t.string({ nullable: true, description: "The renter's own note.", resolve: (s) => s.row.note }),
    savedAt: t.field({
      type: 'DateTime',
      description: 'When it was saved.',
      resolve: (s) => s.row.createdAt,
    }),
    status: t.field({ type: SavedHomeStatusRef, description: 'Its state now.', resolve: (s) => s.status }),
    title: t.string({
      description:
        "The listing's title: as it is now, or as it was when saved once the listing is not public.",
      resolve: (s) => s.title,
    }),
    listing: t.field({
      type: ListingRef,
      nullable: true,
      description:
        'The listing as it is now; null once the viewer may no longer see it (hidden, under review).',
      resolve: (s) => s.listing,
    }),
  }),
});

const SavedHomePageRef = builder
  .objectRef<{ items: SavedHomeView[]; count: number }>('SavedHomePage')
  .implement({
    description: 'A page of saved homes, with how many are saved in all.',
    fields: (t) => ({
      items: t.field({ type: [SavedHomeRef], description: 'This page.', resolve: (p) => p.items }),
      count: t.exposeInt('count', { description: 'How many are saved in all.' }),
    }),
  });

builder.objectField(ListingRef, 'saveCount', (t) =>
  t.int({
    nullable: true,
    description:
      'How many renters saved the listing (never who): its owner and staff with listings view; null for anyone else.',
    resolve: (l, _args, ctx) => (canSeeSaveCount(ctx.viewer, l) ? countSaves(ctx.db, l.id) : null),
  }),
);

builder.queryFields((t) => ({
  savedHomes: t.field({
    type: SavedHomePageRef,
    description: "The viewer's saved homes, newest first, each with its listing, status and note.",
    authScopes: LOGGED_IN,
    args: {
      first: t.arg.int({ description: 'Page size (default 10).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
    },
    resolve: (_r, args, ctx) => findSavedHomes(ctx.db, requireViewer(ctx.viewer), args),
  }),
  savedListingIds: t.idList({
    description: `Ids of every listing the viewer saved (at most ${SAVED_HOMES_MAX}), newest first: the hearts on screen read them.`,
    authScopes: LOGGED_IN,
    resolve: (_r, _args, ctx) => findSavedListingIds(ctx.db, requireViewer(ctx.viewer)),
  }),
}));

builder.mutationFields((t) => ({
  saveHome: t.field({
    type: SavedHomeRef,
    description: `Saves a publicly visible listing (LISTING_NOT_SAVEABLE otherwise); saving it again answers the one kept. At most ${SAVED_HOMES_MAX} (SAVED_HOMES_LIMIT).`,
    authScopes: LOGGED_IN,
    args: { listingId: t.arg.id({ required: true, description: 'The listing.' }) },
    resolve: (_r, args, ctx) => {
      const { listingId } = parseInput(savedHomeTargetSchema, { listingId: String(args.listingId) });
      return saveHome(ctx.db, requireViewer(ctx.viewer), listingId);
    },
  }),
  unsaveHome: t.id({
    description: "Takes a listing out of the viewer's saved homes (answers its id, saved or not).",
    authScopes: LOGGED_IN,
    args: { listingId: t.arg.id({ required: true, description: 'The listing.' }) },
    resolve: (_r, args, ctx) => {
      const { listingId } = parseInput(savedHomeTargetSchema, { listingId: String(args.listingId) });
      return unsaveHome(ctx.db, requireViewer(ctx.viewer), listingId);
    },
  }),
  updateSavedHomeNote: t.field({
    type: SavedHomeRef,
    description: 'Replaces the note on a saved home; blank clears it (SAVED_HOME_NOT_FOUND when not saved).',
    authScopes: LOGGED_IN,
    args: {
      listingId: t.arg.id({ required: true, description: 'The listing saved.' }),
      note: t.arg.string({ required: true, description: 'The note; blank for none.' }),
    },
    resolve: (_r, args, ctx) => {
      const input = parseInput(savedHomeNoteSchema, { listingId: String(args.listingId), note: args.note });
      return updateSavedHomeNote(ctx.db, requireViewer(ctx.viewer), input);
    },
  }),
}));
