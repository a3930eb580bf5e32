import { describe, expect, it } from 'vitest';
import { REAUTHENTICATION_WINDOW_MINUTES, recentlySignedIn } from './reauthentication-rules';

const now = new Date('2026-11-27T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('recentlySignedIn', () => {
  it('is ten minutes', () => {
    expect(REAUTHENTICATION_WINDOW_MINUTES).toBe(10);
  });

  it.each([
    ['just now', 0, true],
    ['a minute ago', 1, true],
    ['exactly at the end of the window', REAUTHENTICATION_WINDOW_MINUTES, true],
    ['a second past the window', REAUTHENTICATION_WINDOW_MINUTES + 1 / 60, false],
    ['yesterday', 24 * 60, false],
    ['in the future (clocks apart)', -1, false],
  ])('a session opened %s: %s', (_label, minutes, expected) => {
    expect(recentlySignedIn(minutesAgo(minutes), now)).toBe(expected);
  });
});
