import { expect, it } from 'vitest';
import { formatPostDate } from './post-date';

it('dates a post by its Toronto day, in words', () => {
  // 02:00 UTC on July 2 is still July 1 in Toronto.
  expect(formatPostDate('2026-07-02T02:00:00Z', 'en')).toBe('July 1, 2026');
  expect(formatPostDate('2026-07-02T02:00:00Z', 'fr')).toBe('1er juillet 2026');
});
