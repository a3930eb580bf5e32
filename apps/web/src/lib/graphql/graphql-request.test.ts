import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError, documentText, graphqlRequest } from './graphql-request';

const QUERY = 'query Cities {\n  cities {\n    id\n  }\n}';

/** A document as the build emits it: the AST with its printed text in loc.source.body. */
const built = { ...parse(QUERY, { noLocation: true }), loc: { source: { body: QUERY } } } as never;

describe('graphqlRequest', () => {
  let sent: { url: string; init: RequestInit }[];
  let answer: { status: number; body: unknown };

  beforeEach(() => {
    sent = [];
    answer = { status: 200, body: { data: { cities: [] } } };
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'token' ? 'secret' : null) });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("posts the document's text and variables with the session's token, and resolves with data", async () => {
    await expect(graphqlRequest(built, { first: 3 })).resolves.toEqual({ cities: [] });
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('/graphql');
    expect(JSON.parse(sent[0]!.init.body as string)).toEqual({ query: QUERY, variables: { first: 3 } });
    expect((sent[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer secret');
  });

  it('rejects with the coded errors of the answer', async () => {
    answer.body = { data: null, errors: [{ message: 'No', extensions: { code: 'LISTING_NOT_FOUND' } }] };
    const failure = await graphqlRequest(built).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GraphQLRequestError);
    expect((failure as GraphQLRequestError).errors[0]!.extensions).toEqual({ code: 'LISTING_NOT_FOUND' });
  });

  it('rejects when the server answers without data (a proxy error page, say)', async () => {
    answer = { status: 502, body: 'Bad gateway' };
    await expect(graphqlRequest(built)).rejects.toThrow('HTTP 502');
  });
});

it("prints a document that carries no text (the dev server's)", async () => {
  const plain = parse(QUERY, { noLocation: true });
  expect(await documentText(plain)).toBe(QUERY);
});
