import { HELP_SEARCH_DEBOUNCE_MS } from '@rentals/domain/help-center/rules';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debouncedApply } from './debounced-apply';

describe('search as you type', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('searches once, for the last text, after typing pauses', () => {
    const applied: string[] = [];
    const search = debouncedApply((text) => applied.push(text), HELP_SEARCH_DEBOUNCE_MS);
    for (const text of ['d', 'de', 'dep', 'depo', 'depos']) {
      search.type(text);
      vi.advanceTimersByTime(HELP_SEARCH_DEBOUNCE_MS - 100);
    }
    expect(applied).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(applied).toEqual(['depos']);
  });

  it('searches at once on Enter, and not again when the pause follows', () => {
    const applied: string[] = [];
    const search = debouncedApply((text) => applied.push(text), HELP_SEARCH_DEBOUNCE_MS);
    search.type('lease ');
    search.flush('lease ');
    vi.advanceTimersByTime(HELP_SEARCH_DEBOUNCE_MS);
    expect(applied).toEqual(['lease']);
  });

  it('does not search the text already shown, e.g. after the back button', () => {
    const applied: string[] = [];
    const search = debouncedApply((text) => applied.push(text), HELP_SEARCH_DEBOUNCE_MS, 'plans');
    search.type('plans');
    vi.advanceTimersByTime(HELP_SEARCH_DEBOUNCE_MS);
    expect(applied).toEqual([]);
    search.type('plan');
    search.sync('boost');
    vi.advanceTimersByTime(HELP_SEARCH_DEBOUNCE_MS);
    expect(applied).toEqual([]);
    search.flush('');
    expect(applied).toEqual(['']);
  });

  it('keeps the next words typed when the URL shows the search it just made', () => {
    const applied: string[] = [];
    const search = debouncedApply((text) => applied.push(text), HELP_SEARCH_DEBOUNCE_MS);
    search.type('rent');
    vi.advanceTimersByTime(HELP_SEARCH_DEBOUNCE_MS);
    search.type('rent increase');
    search.sync('rent');
    vi.advanceTimersByTime(HELP_SEARCH_DEBOUNCE_MS);
    expect(applied).toEqual(['rent', 'rent increase']);
  });

  it("tells its own search coming back through the URL from the back button's", () => {
    const search = debouncedApply(() => undefined, HELP_SEARCH_DEBOUNCE_MS, 'plans');
    search.type('deposit');
    vi.advanceTimersByTime(HELP_SEARCH_DEBOUNCE_MS);
    // The reader typed on ('deposit r') before the URL showed 'deposit': the box keeps it.
    search.type('deposit r');
    expect(search.echoes('deposit')).toBe(true);
    // Back to the previous search: the box shows it.
    expect(search.echoes('plans')).toBe(false);
    search.sync('plans');
    expect(search.echoes('plans')).toBe(true);
  });
});
