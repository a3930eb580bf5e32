import { parse } from 'graphql';
import { afterEach, expect, it, vi } from 'vitest';

const LISTING_PAGE = parse('query ListingPage($id: ID!) { listing(id: $id) { id } }');
const OTHER = parse('query Other($id: ID!) { listing(id: $id) { id } }');
const SENT = {
  answers: [{ operationName: 'ListingPage', variables: { id: 'a' }, data: { listing: { id: 'a' } } }],
  namespaces: ['common', 'listingPage'],
};

function serve(pageData: unknown, token: string | null) {
  vi.resetModules();
  vi.stubGlobal('document', {
    getElementById: (id: string) =>
      id === 'page-data' && pageData !== undefined ? { textContent: JSON.stringify(pageData) } : null,
  });
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'token' ? token : null) });
}

afterEach(() => vi.unstubAllGlobals());

it('gives the answer the server rendered with, for the same operation and variables, until dropped', async () => {
  serve(SENT, null);
  const { dropPageAnswer, takePageAnswer } = await import('./page-data');

  expect(takePageAnswer(OTHER, '{"id":"a"}')).toBeUndefined();
  expect(takePageAnswer(LISTING_PAGE, '{"id":"b"}')).toBeUndefined();
  expect(takePageAnswer(LISTING_PAGE, '{"id":"a"}')).toEqual({
    data: { listing: { id: 'a' } },
    current: true,
  });
  // A first render React retries during hydration finds it again...
  expect(takePageAnswer(LISTING_PAGE, '{"id":"a"}')?.data).toEqual({ listing: { id: 'a' } });
  // ...and once the page is on screen it is used up: a later visit of the same page asks the API.
  dropPageAnswer(LISTING_PAGE, '{"id":"a"}');
  expect(takePageAnswer(LISTING_PAGE, '{"id":"a"}')).toBeUndefined();
});

it('hydrates a signed-in user with the visitor answer, marked to be asked again', async () => {
  serve(SENT, 'a-token');
  const { takePageAnswer } = await import('./page-data');
  expect(takePageAnswer(LISTING_PAGE, '{"id":"a"}')).toEqual({
    data: { listing: { id: 'a' } },
    current: false,
  });
});

it('reads the namespaces the page rendered with, and nothing from a page without data', async () => {
  serve(SENT, null);
  expect((await import('./page-data')).readPageData()?.namespaces).toEqual(['common', 'listingPage']);
  serve(undefined, null);
  expect((await import('./page-data')).readPageData()).toBeNull();
  serve('not the shape', null);
  expect((await import('./page-data')).readPageData()).toBeNull();
});
