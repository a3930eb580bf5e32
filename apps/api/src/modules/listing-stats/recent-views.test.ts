import { describe, expect, it } from 'vitest';
import { createRecentViews } from './recent-views';

describe('the repeat guard of views', () => {
  it('lets a key through once per window', () => {
    const recent = createRecentViews();
    expect(recent.firstWithin('views|a|ip:1', 0, 1000)).toBe(true);
    expect(recent.firstWithin('views|a|ip:1', 999, 1000)).toBe(false);
    expect(recent.firstWithin('views|a|ip:2', 999, 1000)).toBe(true);
    expect(recent.firstWithin('views|a|ip:1', 1000, 1000)).toBe(true);
  });

  it('stays bounded under a flood of distinct keys, forgetting the oldest', () => {
    const recent = createRecentViews();
    for (let i = 0; i < 60_000; i++) recent.firstWithin(`k${i}`, 0, 60_000);
    // The first keys were forgotten to make room; the latest are still remembered.
    expect(recent.firstWithin('k0', 1, 60_000)).toBe(true);
    expect(recent.firstWithin('k59999', 1, 60_000)).toBe(false);
  });
});
