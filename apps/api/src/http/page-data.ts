import fs from 'node:fs';
import path from 'node:path';
import { coverPicture, type CardPicture } from '@rentals/domain/listings/cover-picture';
import { parseSearchParams, searchListingsVariables } from '@rentals/domain/search/url-params';
import { escapeHtml } from '../modules/listings/listing-page-head';
import { UUID } from '../db/sql-helpers';

/*
 * A landing page comes with the answer to its first query, run here as a visitor would run it,
 * so that the page shows its content as soon as its scripts have run: one round trip sooner, the
 * round trip the largest paint waited for (the web app's src/lib/graphql/page-data.ts reads it).
 * Only what any visitor may see: no session is involved, and a signed-in browser asks itself.
 */

/** One operation of a page, named as the web app names it, with the variables it sends. */
export interface PageQuery {
  operationName: string;
  variables: Record<string, unknown>;
  /** The picture the page will paint largest, from the answer: fetched with the page. */
  largestPicture?: (data: unknown) => string | null;
}

interface CardListing {
  pictures: CardPicture[];
  units: { pictures: CardPicture[] }[];
}

/** The first result's cover: the largest paint of /search, in the list on phones and computers. */
function firstCover(data: unknown): string | null {
  const first = (data as { searchListings?: CardListing[] }).searchListings?.[0];
  return (first?.pictures && first.units && coverPicture(first)?.cardUrl) || null;
}

/** A GraphQL operation run by the server's own schema (the same checks as over HTTP). */
export type RunOperation = (
  query: string,
  variables: Record<string, unknown>,
) => Promise<{ data?: unknown; errors?: readonly unknown[] }>;

const LISTING_PATH = /^\/listing\/([^/]+)\/?$/;

/** The first query of the page at `url`, as the web app asks it; none for other pages. */
function pageQueries(url: URL): PageQuery[] {
  const listingId = LISTING_PATH.exec(url.pathname)?.[1];
  if (listingId && UUID.test(listingId)) {
    return [{ operationName: 'ListingPage', variables: { id: listingId } }];
  }
  if (/^\/search\/?$/.test(url.pathname)) {
    const state = parseSearchParams(url.searchParams);
    return [
      {
        operationName: 'SearchListings',
        variables: searchListingsVariables(state, null),
        largestPicture: firstCover,
      },
    ];
  }
  return [];
}

/** JSON inside a <script> element: `<` escaped, so no text can close the element or open a comment. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The <script type="application/json" id="page-data"> of a page, with a preload of its largest
 * picture, or '' when it has none. The operations' text comes from the web build
 * (graphql-operations.json, written by apps/web/vite.config.ts to the build's server-only
 * dist-server/, never served), so the server asks exactly what the page would; a build without it,
 * or an operation that fails or answers with errors, adds nothing and the page asks for itself.
 */
export function pageDataScript(
  serverFilesDir: string | null,
  run: RunOperation,
): (url: URL) => Promise<string> {
  let operations: Record<string, string> | null = null;
  const load = (): Record<string, string> => {
    if (!serverFilesDir) return {};
    const file = path.join(serverFilesDir, 'graphql-operations.json');
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>) : {};
  };
  return async (url) => {
    const queries = pageQueries(url);
    if (queries.length === 0) return '';
    operations ??= load();
    const known = operations;
    const answers = await Promise.all(
      queries.map(async ({ operationName, variables, largestPicture }) => {
        const query = known[operationName];
        if (!query) return null;
        const result = await run(query, variables).catch(() => null);
        if (!result?.data || result.errors?.length) return null;
        return {
          answer: { operationName, variables, data: result.data },
          picture: largestPicture?.(result.data),
        };
      }),
    );
    const found = answers.filter((answer) => answer !== null);
    if (found.length === 0) return '';
    const pictures = found
      .map(({ picture }) => picture)
      .filter((url): url is string => !!url && url.startsWith('/'))
      .map((url) => `<link rel="preload" as="image" href="${escapeHtml(url)}" fetchpriority="high">`);
    const json = scriptJson(found.map(({ answer }) => answer));
    return `${pictures.join('')}<script type="application/json" id="page-data">${json}</script>`;
  };
}
