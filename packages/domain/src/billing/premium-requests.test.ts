import { describe, expect, it } from 'vitest';
import { followUpDueAt, isFollowUpOverdue } from './premium-requests';

// Toronto is UTC-5 in winter (EST) and UTC-4 in summer (EDT).
describe('followUpDueAt', () => {
  it.each([
    ['Monday morning → Wednesday', '2026-11-23T15:00:00.000Z', '2026-11-25T15:00:00.000Z'],
    ['Thursday → Monday', '2026-11-26T15:00:00.000Z', '2026-11-30T15:00:00.000Z'],
    ['Friday → Tuesday', '2026-11-27T20:30:15.250Z', '2026-12-01T20:30:15.250Z'],
    ['Saturday → Tuesday', '2026-11-28T15:00:00.000Z', '2026-12-01T15:00:00.000Z'],
    ['Sunday → Tuesday', '2026-11-29T15:00:00.000Z', '2026-12-01T15:00:00.000Z'],
    // 23:30 Friday in Toronto is already Saturday in UTC: the Toronto day counts.
    ['late Friday in Toronto → Tuesday night', '2026-11-28T04:30:00.000Z', '2026-12-02T04:30:00.000Z'],
    // Across the autumn change (1 November 2026): the same wall-clock time, one hour more in UTC.
    ['Friday EDT → Tuesday EST', '2026-10-30T14:00:00.000Z', '2026-11-03T15:00:00.000Z'],
    // Across the spring change (8 March 2026).
    ['Friday EST → Tuesday EDT', '2026-03-06T15:00:00.000Z', '2026-03-10T14:00:00.000Z'],
  ])('%s', (_case, created, due) => {
    expect(followUpDueAt(new Date(created)).toISOString()).toBe(due);
  });
});

describe('isFollowUpOverdue', () => {
  const created = new Date('2026-11-27T15:00:00.000Z'); // Friday 10:00 in Toronto
  it.each([
    ['Monday', '2026-11-30T15:00:00.000Z', false],
    ['at the due time', '2026-12-01T15:00:00.000Z', false],
    ['a minute after', '2026-12-01T15:01:00.000Z', true],
  ])('%s: %s', (_case, now, overdue) => {
    expect(isFollowUpOverdue(created, new Date(now))).toBe(overdue);
  });
});
