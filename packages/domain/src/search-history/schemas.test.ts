import { describe, expect, it } from 'vitest';
import { searchHistoryFilterSchema } from './schemas';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('search history filters', () => {
  it('accepts a range of days and refuses an end before the start', () => {
    expect(searchHistoryFilterSchema.safeParse({ from: '2026-01-01', to: '2026-01-01' }).success).toBe(true);
    expect(issues(searchHistoryFilterSchema.safeParse({ from: '2026-02-01', to: '2026-01-31' }))).toEqual([
      ['to', 'dateBeforeStart'],
    ]);
    const wrongFormat = issues(searchHistoryFilterSchema.safeParse({ from: '01/02/2026' }));
    expect(new Set(wrongFormat.map((i) => i.join(' ')))).toEqual(new Set(['from invalidDate']));
  });
});
