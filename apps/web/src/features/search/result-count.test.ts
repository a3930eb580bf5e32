import { describe, expect, it } from 'vitest';
import { SEARCH_COUNT_BOUND } from '@rentals/domain/search/limits';
import { formatResultCount } from './result-count';

describe('formatResultCount', () => {
  it('writes an exact total up to the bound in the locale', () => {
    expect(formatResultCount(0, 'en')).toBe('0');
    expect(formatResultCount(1234, 'en')).toBe('1,234');
    expect(formatResultCount(SEARCH_COUNT_BOUND, 'en')).toBe('10,000');
    expect(formatResultCount(SEARCH_COUNT_BOUND, 'fr')).toBe('10\u00a0000');
  });

  it('writes a total past the bound as the bound and a plus', () => {
    expect(formatResultCount(SEARCH_COUNT_BOUND + 1, 'en')).toBe('10,000+');
    expect(formatResultCount(SEARCH_COUNT_BOUND + 1, 'fr')).toBe('10\u00a0000+');
  });
});
