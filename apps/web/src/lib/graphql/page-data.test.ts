import { parse } from 'graphql';
import { afterAll, expect, it, vi } from 'vitest';

const LISTING_PAGE = parse('query ListingPage($id: ID!) { listing(id: $id) { id } }');
const OTHER = parse('query Other($id: ID!) { listing(id: $id) { id } }');

afterAll(() => vi.unstubAllGlobals());

it('gives the answer the server sent for the same operation and variables, once, and only to a visitor', async () => {
  const sent = [{ operationName: 'ListingPage', variables: { id: 'a' }, data: { listing: { id: 'a' } } }];
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'page-data' ? { textContent: JSON.stringify(sent) } : null),
  });
  const { takePageAnswer } = await import('./page-data');

  expect(takePageAnswer(LISTING_PAGE, '{"id":"a"}', false)).toBeUndefined();
  expect(takePageAnswer(OTHER, '{"id":"a"}', true)).toBeUndefined();
  expect(takePageAnswer(LISTING_PAGE, '{"id":"b"}', true)).toBeUndefined();
  expect(takePageAnswer(LISTING_PAGE, '{"id":"a"}', true)).toEqual({ listing: { id: 'a' } });
  // Used once: a later visit of the same page asks the API.
  expect(takePageAnswer(LISTING_PAGE, '{"id":"a"}', true)).toBeUndefined();
});
