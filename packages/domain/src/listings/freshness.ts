/*
 * 'Posted today', 'Updated 3 days ago' on cards and listing pages. A listing's updated_at moves for
 * writes renters do not care about (staff flags, a boost, the search copies), so what renters read
 * is kept apart: when the listing was first made public (posted), and when what renters read last
 * changed (content updated): an edit of its texts, pictures, place, building facts or units
 * (changesWhatRentersRead in edit-review.ts), its approval again after such an edit, or its return
 * to the market.
 */

/** What a listing says about its age: when it was posted, or when it was last updated after that. */
export interface ListingFreshness {
  kind: 'posted' | 'updated';
  at: Date;
}

/** 'Updated' only for a change after the listing was posted; otherwise 'Posted'. */
export function listingFreshness(postedAt: Date, contentUpdatedAt: Date | null): ListingFreshness {
  return contentUpdatedAt && contentUpdatedAt > postedAt
    ? { kind: 'updated', at: contentUpdatedAt }
    : { kind: 'posted', at: postedAt };
}

/** A past moment as Intl.RelativeTimeFormat takes it: a negative value of a unit (0 days is today). */
export interface RelativeAge {
  value: number;
  unit: 'day' | 'week' | 'month' | 'year';
}

const dayNumber = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
};

/**
 * How long ago a calendar day ('YYYY-MM-DD') was, seen on another: today, yesterday and up to six
 * days in days, then whole weeks, whole months (of 30 days) from the 30th day, whole years from the
 * 365th. A day after `today` (a clock running behind) reads as today.
 */
export function relativeAge(today: string, day: string): RelativeAge {
  const days = Math.max(0, dayNumber(today) - dayNumber(day));
  if (days < 7) return { value: days === 0 ? 0 : -days, unit: 'day' };
  if (days < 30) return { value: -Math.floor(days / 7), unit: 'week' };
  if (days < 365) return { value: -Math.floor(days / 30), unit: 'month' };
  return { value: -Math.floor(days / 365), unit: 'year' };
}
