import { ALERT_FREQUENCIES } from '@rentals/domain/saved-searches/enums';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NAME_MAX_LENGTH } from '@rentals/domain/saved-searches/limits';
import {
  renameSavedSearchSchema,
  savedSearchAlertsSchema,
  saveSearchSchema,
} from '@rentals/domain/saved-searches/schemas';
import type { SearchFilters } from '@rentals/domain/search/schemas';
import { z } from 'zod';
import type { SavedSearchRow } from '../../db/schema/saved-searches';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { ListingSearchInput } from '../search/search.graphql';
import { searchPathOf } from './search-link';
import {
  deleteSavedSearch,
  findSavedSearches,
  renameSavedSearch,
  saveSearch,
  unsubscribeSavedSearchAlerts,
  updateSavedSearchAlerts,
} from './saved-searches.service';
// Registers what a user's data export holds of this domain (modules/privacy).
import './saved-search-data-export';

/* Saved searches and their alerts (issue 22): signed-in users, each their own. */

const LOGGED_IN = { loggedIn: true } as const;
const NOT_FOUND_NOTE = "SAVED_SEARCH_NOT_FOUND for another user's or an unknown id.";

const AlertFrequencyEnum = builder.enumType('AlertFrequency', {
  description:
    'How new homes of a saved search are e-mailed: INSTANT (each), DAILY (a digest at 8 a.m.), NONE.',
  values: ALERT_FREQUENCIES,
});

const SavedSearchRef = builder.objectRef<SavedSearchRow>('SavedSearch').implement({
  description: 'A search the user saved from /search, with its alerts.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The saved search.' }),
    name: t.exposeString('name', { description: 'Its name.' }),
    filters: t.field({
      type: 'JSON',
      description: 'Its filters, as ListingSearchInput takes them (empty ones left out).',
      resolve: (s) => s.filters,
    }),
    searchPath: t.string({
      description: 'The /search address (path and query) that opens it.',
      resolve: (s) => searchPathOf(s.filters as SearchFilters),
    }),
    alertFrequency: t.field({
      type: AlertFrequencyEnum,
      description: 'How its new homes are e-mailed.',
      resolve: (s) => s.alertFrequency,
    }),
    paused: t.exposeBoolean('paused', { description: 'Alerts paused (the search is kept).' }),
    createdAt: t.field({ type: 'DateTime', description: 'When it was saved.', resolve: (s) => s.createdAt }),
  }),
});

const SaveSearchInput = builder.inputType('SaveSearchInput', {
  description: 'A search to save: its name, filters and alerts.',
  fields: (t) => ({
    name: t.string({ required: true, description: `At most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters.` }),
    filters: t.field({ type: ListingSearchInput, required: true, description: 'The filters of /search.' }),
    alertFrequency: t.field({
      type: AlertFrequencyEnum,
      required: true,
      description: 'How to hear of new homes.',
    }),
  }),
});

const idOf = (id: string | number) =>
  parseInput(z.object({ id: z.string('required').uuid('invalid') }), { id: String(id) }).id;

builder.queryFields((t) => ({
  savedSearches: t.field({
    type: [SavedSearchRef],
    description: "The caller's saved searches, newest first.",
    authScopes: LOGGED_IN,
    resolve: (_r, _a, ctx) => findSavedSearches(ctx.db, requireViewer(ctx.viewer)),
  }),
}));

builder.mutationFields((t) => ({
  saveSearch: t.field({
    type: SavedSearchRef,
    description: `Saves a search; the same filters saved again answer the existing one, renamed, with the new alerts, resumed. SAVED_SEARCHES_FULL once the caller has ${MAX_SAVED_SEARCHES}.`,
    authScopes: LOGGED_IN,
    args: {
      data: t.arg({ type: SaveSearchInput, required: true, description: 'Name, filters and alerts.' }),
    },
    resolve: (_r, args, ctx) =>
      saveSearch(ctx.db, requireViewer(ctx.viewer), parseInput(saveSearchSchema, args.data)),
  }),
  renameSavedSearch: t.field({
    type: SavedSearchRef,
    description: `Renames one of the caller's saved searches. ${NOT_FOUND_NOTE}`,
    authScopes: LOGGED_IN,
    args: {
      id: t.arg.id({ required: true, description: 'The saved search.' }),
      name: t.arg.string({ required: true, description: 'Its new name.' }),
    },
    resolve: (_r, args, ctx) =>
      renameSavedSearch(
        ctx.db,
        requireViewer(ctx.viewer),
        idOf(args.id),
        parseInput(renameSavedSearchSchema, { name: args.name }),
      ),
  }),
  updateSavedSearchAlerts: t.field({
    type: SavedSearchRef,
    description: `Sets how one of the caller's saved searches e-mails new homes, and pauses or resumes it. ${NOT_FOUND_NOTE}`,
    authScopes: LOGGED_IN,
    args: {
      id: t.arg.id({ required: true, description: 'The saved search.' }),
      alertFrequency: t.arg({
        type: AlertFrequencyEnum,
        required: true,
        description: 'How to hear of new homes.',
      }),
      paused: t.arg.boolean({ required: true, description: 'Alerts paused.' }),
    },
    resolve: (_r, args, ctx) =>
      updateSavedSearchAlerts(
        ctx.db,
        requireViewer(ctx.viewer),
        idOf(args.id),
        parseInput(savedSearchAlertsSchema, { alertFrequency: args.alertFrequency, paused: args.paused }),
      ),
  }),
  deleteSavedSearch: t.id({
    description: `Deletes one of the caller's saved searches; answers its id. ${NOT_FOUND_NOTE}`,
    authScopes: LOGGED_IN,
    args: { id: t.arg.id({ required: true, description: 'The saved search.' }) },
    resolve: (_r, args, ctx) => deleteSavedSearch(ctx.db, requireViewer(ctx.viewer), idOf(args.id)),
  }),
  unsubscribeSavedSearchAlerts: t.boolean({
    description:
      "The unsubscribe link of an alert e-mail: turns that saved search's alerts off without signing in. False for a bad or forged token.",
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true, description: 'The token of the link.' }) },
    resolve: (_r, args, ctx) =>
      unsubscribeSavedSearchAlerts(ctx, parseInput(z.string('required').max(200, 'tooLong'), args.token)),
  }),
}));
