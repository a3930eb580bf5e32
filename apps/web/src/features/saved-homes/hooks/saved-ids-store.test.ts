import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toAppError } from '../../../lib/errors/graphql-error';
import { forgetSavedIds, isSaved, loadSavedIds, saveFailure, setSaved } from './saved-ids-store';

/** The API's answers, in order; each request's operation name and variables are kept. */
let answers: unknown[];
let sent: { operation: string; variables: Record<string, unknown> }[];

beforeEach(() => {
  answers = [];
  sent = [];
  forgetSavedIds();
  vi.stubGlobal('localStorage', { getItem: () => 'token' });
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const body = JSON.parse(init.body as string) as { query: string; variables: Record<string, unknown> };
    sent.push({ operation: /(?:query|mutation) (\w+)/.exec(body.query)![1]!, variables: body.variables });
    return new Response(JSON.stringify(answers.shift()), { status: 200 });
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the saved ids the hearts read', () => {
  it('are fetched once per user', async () => {
    answers.push({ data: { savedListingIds: ['a', 'b'] } });
    await loadSavedIds('user-1');
    await loadSavedIds('user-1');
    expect([isSaved('a'), isSaved('b'), isSaved('c')]).toEqual([true, true, false]);
    expect(sent.map((s) => s.operation)).toEqual(['SavedListingIds']);
  });

  it('change at once on a save and stay when the server agrees', async () => {
    answers.push({ data: { saveHome: { id: 's1', listingId: 'a' } } });
    const saving = setSaved('a', true);
    expect(isSaved('a')).toBe(true);
    await saving;
    expect(isSaved('a')).toBe(true);
    expect(sent).toEqual([{ operation: 'SaveHome', variables: { listingId: 'a' } }]);
  });

  it('go back, with the reason, when the server refuses', async () => {
    answers.push({
      data: null,
      errors: [{ message: 'No', extensions: { code: 'SAVED_HOMES_LIMIT', params: { max: 500 } } }],
    });
    await expect(setSaved('a', true)).rejects.toThrow();
    expect(isSaved('a')).toBe(false);
    expect(toAppError(saveFailure('a'))).toEqual({
      code: 'SAVED_HOMES_LIMIT',
      params: { max: 500 },
      fields: [],
    });
    expect(saveFailure('b')).toBeNull();

    // The next click clears the reason.
    answers.push({ data: { saveHome: { id: 's1', listingId: 'a' } } });
    await setSaved('a', true);
    expect(saveFailure('a')).toBeNull();
  });

  it('are forgotten on signing out', async () => {
    answers.push({ data: { savedListingIds: ['a'] } });
    await loadSavedIds('user-1');
    forgetSavedIds();
    expect(isSaved('a')).toBe(false);
  });
});
