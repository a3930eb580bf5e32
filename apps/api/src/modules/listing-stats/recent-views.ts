/*
 * The light guard against a visitor reloading a page to inflate its figures: one view (contact
 * click, search impression) per session, or per address for a visitor, per listing within
 * LISTING_VIEW_REPEAT_MINUTES. Held in the memory of each API process: behind a load balancer
 * that does not keep a visitor on one process, a repeat landing on another process counts again,
 * which only loosens the guard (the figures stay counts of real requests); the database-backed
 * rate limits are kept for logins, where one attempt too many matters.
 */

/** Past this many keys, expired ones are swept before adding another: memory stays bounded. */
const SWEEP_AT = 50_000;

/**
 * When a sweep finds the keys all still live (a flood of distinct ones), the oldest tenth is
 * forgotten at once, so the next sweep is SWEEP_AT / 10 keys away: forgetting one at a time made
 * every later key sweep the whole map, a flood's cost growing with its square.
 */
const FORGET_AT_ONCE = SWEEP_AT / 10;

export interface RecentViews {
  /** True the first time `key` is seen within `windowMs` of `now` (and remembers it); false for a repeat. */
  firstWithin(key: string, now: number, windowMs: number): boolean;
}

export function createRecentViews(): RecentViews {
  const until = new Map<string, number>();
  return {
    firstWithin(key, now, windowMs) {
      const expires = until.get(key);
      if (expires !== undefined && expires > now) return false;
      if (until.size >= SWEEP_AT) {
        for (const [k, v] of until) if (v <= now) until.delete(k);
        // Still full of live keys (a flood of distinct ones): forget the oldest rather than grow.
        if (until.size >= SWEEP_AT) {
          let forgotten = 0;
          for (const k of until.keys()) {
            if (forgotten++ >= FORGET_AT_ONCE) break;
            until.delete(k);
          }
        }
      }
      until.delete(key);
      until.set(key, now + windowMs);
      return true;
    },
  };
}
