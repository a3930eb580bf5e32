import { MAX_PAGE_SIZE, PAGE_SIZE } from '@rentals/domain/limits';
import { SEARCH_COUNT_BOUND } from '@rentals/domain/search/limits';
import { searchFiltersSchema, searchPageSchema, type SearchFilters } from '@rentals/domain/search/schemas';
import { builder } from '../../graphql/builder';
import type { Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';
import { requireViewer } from '../../graphql/viewer';
import { ListingRef } from '../listings/listing.graphql';
import { searchHistoryType } from '../search-history/search-history-type';
import {
  deleteOwnSearch,
  mapListings,
  ownSearchHistory,
  recommendListings,
  recordSearch,
  similarListings,
} from './discovery.service';
import {
  countSearch,
  matchingUnitIdsOf,
  SEARCH_ORDERS,
  searchPage,
  searchWhere,
  type SearchOrder,
} from './search.service';
import { recordImpressions } from '../listing-stats/listing-events';

const MapBoundsInput = builder.inputType('MapBoundsInput', {
  description: 'A map viewport in degrees.',
  fields: (t) => ({
    north: t.float({ required: true, description: 'Northern latitude.' }),
    south: t.float({ required: true, description: 'Southern latitude.' }),
    east: t.float({ required: true, description: 'Eastern longitude.' }),
    west: t.float({ required: true, description: 'Western longitude.' }),
  }),
});

export const ListingSearchInput = builder.inputType('ListingSearchInput', {
  description:
    'Filters of /search, all optional. List values are checked by the server: an unknown one answers VALIDATION_FAILED naming the field (e.g. bedrooms.1).',
  fields: (t) => ({
    city: t.string({
      description:
        "City name, case-insensitive (no default here; the page defaults to Toronto). A region's name ('Peel', 'Hamilton & Halton'...) finds the homes of all its municipalities.",
    }),
    neighbourhood: t.string({ description: 'Neighbourhood name, case-insensitive.' }),
    price_gte: t.float({ description: 'A unit priced at least this (CAD/month).' }),
    price_lte: t.float({ description: 'A unit priced at most this; not below price_gte.' }),
    bedrooms: t.stringList({
      description: 'Bedrooms values (Bedrooms enum names); a unit with one of them.',
    }),
    bathrooms: t.float({ description: 'A unit with at least this many bathrooms.' }),
    propertyType: t.stringList({ description: 'PropertyType names; the listing is one of them.' }),
    pets: t.stringList({ description: 'cat, dog: each must be allowed.' }),
    furnished: t.boolean({ description: 'A unit furnished (true) or not (false).' }),
    parking: t.boolean({ description: 'A unit with parking other than NONE (true), or without (false).' }),
    utilities: t.stringList({ description: 'Utility flags (water, heating...) that must all be included.' }),
    tags: t.stringList({
      description: 'Location tags (closeToTransit, petFriendly...) that must all be set.',
    }),
    moveIn: t.string({ description: 'YYYY-MM-DD: a unit available on or before this day.' }),
    keyword: t.string({
      description:
        'Text of the title, address or description, matched literally, where each of its words starts a word ("map" finds "Maple", "aple" does not; by the full-text indexes).',
    }),
    bounds: t.field({ type: MapBoundsInput, description: 'Only listings inside this map viewport.' }),
  }),
});

builder.objectField(ListingRef, 'matchingUnitIds', (t) =>
  t.idList({
    nullable: true,
    description:
      "In the answer of a search with unit filters (price, bedrooms, bathrooms, furnished, parking, moveIn): the listing's units that met them all, oldest first. Null without unit filters and outside a search.",
    resolve: (l) => matchingUnitIdsOf(l),
  }),
);

const ListingSearchOrderEnum = builder.enumType('ListingSearchOrder', {
  description:
    'Order of results after premium (boosted, not expired) listings, which always come first: NEWEST, PRICE_ASC, ' +
    "PRICE_DESC, or FRESHNESS (availability confirmed most recently first). Within each, listings whose owner's " +
    'confirmation is overdue rank as if listed 30 days earlier.',
  values: SEARCH_ORDERS,
});

const SearchHistoryRef = searchHistoryType(
  'SearchHistory',
  'A search by a signed-in user (spec/01 §3): location, filters and time.',
);

type WhereArg = Record<string, unknown> | null | undefined;

const parseFilters = (where: WhereArg): SearchFilters => parseInput(searchFiltersSchema, where ?? {});

builder.queryFields((t) => {
  const whereArg = t.arg({ type: ListingSearchInput, description: 'Filters; none when omitted.' });
  const pageArgs = {
    orderBy: t.arg({
      type: ListingSearchOrderEnum,
      description: 'After premium listings: NEWEST by default.',
    }),
    first: t.arg.int({ description: `Page size, default ${PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
    skip: t.arg.int({ description: 'Results to skip; a very deep page answers an empty list.' }),
  };
  const page = async (
    ctx: Context,
    args: { where?: WhereArg; orderBy?: SearchOrder | null; first?: number | null; skip?: number | null },
  ) => {
    const filters = parseFilters(args.where);
    const paging = parseInput(searchPageSchema, { first: args.first, skip: args.skip });
    const result = await searchPage(ctx.db, searchWhere(filters), { order: args.orderBy, ...paging });
    return { filters, result };
  };
  return {
    searchListings: t.field({
      type: [ListingRef],
      description:
        "Public search (approved, visible, active listings): premium first, then orderBy. With `userId` (which must be the caller) the first page is saved to the caller's search history.",
      authScopes: { public: true },
      args: {
        where: whereArg,
        ...pageArgs,
        userId: t.arg.id({ description: 'The signed-in caller, to save this search to their history.' }),
      },
      resolve: async (_root, args, ctx) => {
        if (args.userId != null && String(args.userId) !== ctx.viewer?.id) throw new AppError('NO_ACCESS');
        const { filters, result } = await page(ctx, args);
        if (args.userId != null && !args.skip) await recordSearch(ctx, String(args.userId), filters);
        // The search page's results are what renters saw: impressions (feeds and maps are not counted).
        recordImpressions(ctx, result.listings);
        return result.listings;
      },
    }),
    searchListingsCount: t.int({
      description: `How many listings searchListings pages through for the same filters (for "Showing x-y of total"): exact up to ${SEARCH_COUNT_BOUND}; ${SEARCH_COUNT_BOUND + 1} means more than ${SEARCH_COUNT_BOUND} (the count stops there; the page shows "${SEARCH_COUNT_BOUND}+").`,
      authScopes: { public: true },
      args: { where: whereArg },
      resolve: (_root, args, ctx) => countSearch(ctx.db, searchWhere(parseFilters(args.where))),
    }),
    listings: t.field({
      type: [ListingRef],
      description:
        'Public listings matching the filters, premium first, then orderBy: searchListings without the search history (for feeds and links).',
      authScopes: { public: true },
      args: { where: whereArg, ...pageArgs },
      resolve: async (_root, args, ctx) => (await page(ctx, args)).result.listings,
    }),
    trendingListings: t.field({
      type: [ListingRef],
      description:
        'The home feed: public listings, premium first, then orderBy (newest by default). Same filters and paging as searchListings.',
      authScopes: { public: true },
      args: { where: whereArg, ...pageArgs },
      resolve: async (_root, args, ctx) => (await page(ctx, args)).result.listings,
    }),
    recommendListings: t.field({
      type: [ListingRef],
      description: `Up to ${PAGE_SIZE} public listings matching the filters, premium first, then newest.`,
      authScopes: { public: true },
      args: { where: whereArg },
      resolve: (_root, args, ctx) => recommendListings(ctx, parseFilters(args.where)),
    }),
    similarListings: t.field({
      type: [ListingRef],
      description:
        'Public listings like a public one: same city, a unit with the same bedrooms or a price within 25%, itself excluded. LISTING_NOT_FOUND for a listing the public cannot see.',
      authScopes: { public: true },
      args: { id: t.arg.id({ required: true, description: 'Listing id.' }) },
      resolve: (_root, args, ctx) => similarListings(ctx, String(args.id)),
    }),
    searchMapListings: t.field({
      type: [ListingRef],
      description:
        'Public listings near a place: the address is geocoded, then listings within about 11 km (a 0.2° box) are answered, at most 100.',
      authScopes: { public: true },
      args: { address: t.arg.string({ required: true, description: 'A place or street address.' }) },
      resolve: (_root, args, ctx) => mapListings(ctx, args.address),
    }),
    mySearchHistory: t.field({
      type: [SearchHistoryRef],
      description: "The caller's saved searches, newest first.",
      authScopes: { loggedIn: true },
      args: {
        first: t.arg.int({ description: `Page size, default ${PAGE_SIZE}, at most ${MAX_PAGE_SIZE}.` }),
        skip: t.arg.int({ description: 'Entries to skip.' }),
      },
      resolve: (_root, args, ctx) => {
        const paging = parseInput(searchPageSchema, { first: args.first, skip: args.skip });
        return ownSearchHistory(ctx, requireViewer(ctx.viewer).id, paging);
      },
    }),
  };
});

builder.mutationFields((t) => ({
  deleteSearchHistory: t.id({
    description:
      "Deletes one of the caller's saved searches; answers its id. Another user's entry answers NO_ACCESS.",
    authScopes: { loggedIn: true },
    args: { id: t.arg.id({ required: true, description: 'Entry id.' }) },
    resolve: (_root, args, ctx) => deleteOwnSearch(ctx, requireViewer(ctx.viewer).id, String(args.id)),
  }),
}));
