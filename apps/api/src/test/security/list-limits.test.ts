import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  getNullableType,
  isListType,
  isObjectType,
  type GraphQLField,
  type GraphQLObjectType,
} from 'graphql';
import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { MAX_PAGE_SIZE } from '@rentals/domain/limits';
import { PAGE_SIZE_ARGUMENTS } from '../../graphql/page-limits';
import { schema } from '../../schema';
import { errorCodes, type TestApi } from '../harness';
import { startHttpTestServer, type HttpTestServer } from '../http-server';
import { documentFor, pathsToTypes, requiredArguments } from './field-paths';

/*
 * Issue 26, security item 4: `first` over 100 refused wherever a list takes one, over HTTP and the
 * WebSocket, and batched requests capped. The lists are read from the built schema, so a list
 * added later is checked as it lands.
 */

const PATHS = pathsToTypes(schema);

interface PagedField {
  name: string;
  argument: string;
  /** The document, its page size a variable `$n`. */
  document: string;
}

/** Every field of every object type taking a page-size argument, with a document that reaches it. */
const PAGED: PagedField[] = Object.values(schema.getTypeMap())
  .filter((type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'))
  .flatMap((type) =>
    Object.values(type.getFields()).flatMap((field) =>
      field.args
        .filter((arg) => PAGE_SIZE_ARGUMENTS.includes(arg.name))
        .map((arg) => {
          const others = requiredArguments(field, [arg.name])?.slice(1, -1) ?? '';
          const call = `${field.name}(${others ? `${others}, ` : ''}${arg.name}: $n)`;
          const reached = PATHS.get(type.name);
          return {
            name: `${type.name}.${field.name}`,
            argument: arg.name,
            document: reached ? documentFor(reached, field, call, `$n: ${String(arg.type)}`) : '',
          };
        }),
    ),
  );

/**
 * Root lists without a page-size argument, each with what bounds it; the test fails for a list
 * missing here, so a new unbounded list is a decision, not an accident.
 */
const BOUNDED_LISTS: Record<string, string> = {
  // A fixed or capped number of rows.
  auditTrail: 'the last 50 entries',
  myViewingRequests: 'the last 50',
  roomStaffViews: 'the last 100',
  placesAwaitingReview: 'at most 100',
  searchMapListings: 'at most 100',
  recommendListings: 'at most 10',
  similarListings: 'at most SIMILAR_LISTINGS_MAX (6)',
  roommatesForListing: 'at most 6',
  testimonials: 'the newest 12',
  internalMapListings: 'at most 2000 map pins, staff with listings view, one statement',
  savedListingIds: 'at most 500 ids',
  savedReplies: 'at most SAVED_REPLIES_MAX (10) per user',
  savedSearches: 'at most MAX_SAVED_SEARCHES (20) per user',
  landlordViewings: 'a range of at most 93 days',
  listingViewings: 'a range of at most 93 days',
  notificationSettings: 'one per kind of e-mail',
  permission: 'one per staff module',
  subAdminPermission: 'one per staff module',
  retentionSchedule: 'a constant table',
  myConsents: "the newsletter and the caller's own applications",
  // Written by staff, a few dozen at most.
  adminHelpCollections: 'help-center collections, staff-written',
  helpCollections: 'help-center collections, staff-written',
  adminLegalDocuments: 'versions of the two legal documents, admin-written',
  legalDocumentVersions: 'published versions of one legal document, admin-written',
  articleTags: 'tags of curated articles, staff-written',
  blogAuthors: 'blog authors, staff-written',
  features: 'plan features, staff-written',
  plans: 'plans, staff-written',
  publicRentalLaws: "one province's rental-law entries, staff-written",
  siteForms: 'site forms, staff-written',
  viewingRequestAssignees: 'the staff accounts with inbox view',
  // Grow with use, read by few: not capped yet (issue 26 closing note).
  myViewings: "the caller's own viewings as a renter; PAST grows with the account's age",
  conversationReports: "one conversation's reports, staff with inbox view",
  rentalApplicationStaffViews: 'staff openings of one application, admins only',
};

let api: TestApi;
let server: HttpTestServer;
let base: string;
beforeAll(async () => {
  server = await startHttpTestServer();
  ({ api, base } = server);
});
afterAll(() => server.close());

it('finds the lists of the schema, each reachable from a root', () => {
  // A reader that found nothing would make every check below pass.
  expect(PAGED.length).toBeGreaterThan(40);
  expect(PAGED.filter((field) => !field.document).map((field) => field.name)).toEqual([]);
});

describe('a page-size argument over MAX_PAGE_SIZE', () => {
  it.each(PAGED)(
    '$name($argument): one over is refused, at the limit passes, over HTTP',
    async ({ document }) => {
      const over = await api.execute(document, { n: MAX_PAGE_SIZE + 1 });
      expect(errorCodes(over)).toEqual(['PAGE_TOO_LARGE']);
      expect(over.data ?? null).toBeNull();
      const literal = document.replace(/^(\w+)\(\$n: [^)]*\)/, '$1').replace('$n', String(MAX_PAGE_SIZE + 1));
      expect(errorCodes(await api.execute(literal))).toEqual(['PAGE_TOO_LARGE']);
      const at = errorCodes(await api.execute(document, { n: MAX_PAGE_SIZE }));
      // Through the limit the call may still be refused (a visitor) or fail on its sample arguments.
      expect(at.filter((code) => code === 'PAGE_TOO_LARGE' || code === 'GRAPHQL_VALIDATION_FAILED')).toEqual(
        [],
      );
    },
  );

  it('is refused over the WebSocket too, for every such list, and the socket stays open', async () => {
    const client = createClient({
      url: `${base.replace('http', 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
    });
    const run = (query: string, n: number) =>
      new Promise<{ errors?: readonly { extensions?: Record<string, unknown> }[] }>((resolve, reject) => {
        let result = {};
        client.subscribe(
          { query, variables: { n } },
          {
            next: (value) => (result = value),
            error: (error) => (Array.isArray(error) ? resolve({ errors: error }) : reject(error as Error)),
            complete: () => resolve(result),
          },
        );
      });
    try {
      for (const { name, document } of PAGED.filter((field) => !field.document.startsWith('subscription'))) {
        const codes = (await run(document, MAX_PAGE_SIZE + 1)).errors?.map((e) => e.extensions?.code);
        expect({ name, codes }).toEqual({ name, codes: ['PAGE_TOO_LARGE'] });
      }
      const searchListings = PAGED.find((field) => field.name === 'Query.searchListings')!;
      expect((await run(searchListings.document, MAX_PAGE_SIZE)).errors).toBeUndefined();
    } finally {
      await client.dispose();
    }
  });
});

it('names what bounds every root list without a page-size argument', () => {
  const query = schema.getQueryType()!;
  const isList = (field: GraphQLField<unknown, unknown>) => isListType(getNullableType(field.type));
  const unpaged = Object.values(query.getFields())
    .filter((field) => isList(field) && !field.args.some((arg) => PAGE_SIZE_ARGUMENTS.includes(arg.name)))
    .map((field) => field.name);
  expect(unpaged.filter((name) => !BOUNDED_LISTS[name])).toEqual([]);
  expect(Object.keys(BOUNDED_LISTS).filter((name) => !unpaged.includes(name))).toEqual([]);
});

describe('batched requests', () => {
  it('are off: an array of operations answers 400 and runs none', async () => {
    const response = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify([{ query: '{ __typename }' }, { query: '{ __typename }' }]),
    });
    expect(response.status).toBe(400);
    expect(Array.isArray(await response.json())).toBe(false);
  });
});
