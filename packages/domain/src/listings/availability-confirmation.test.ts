import { describe, expect, it } from 'vitest';
import {
  checkConfirmation,
  confirmationDueAt,
  confirmationLinkExpiresAt,
  confirmationLinkIssue,
  isConfirmationOverdue,
  isStale,
  rankedListedAt,
} from './availability-confirmation';
import {
  availableAgainChanges,
  rentedByLinkChanges,
  stillAvailableChanges,
  unconfirmedUnpublishChanges,
} from './rules';

const at = (day: string) => new Date(`${day}T09:00:00Z`);
const confirmed = at('2026-03-01');

describe('confirmationDueAt and isConfirmationOverdue', () => {
  it('asks again 14 days after the last confirmation', () => {
    expect(confirmationDueAt(confirmed)).toEqual(at('2026-03-15'));
  });

  it.each([
    ['2026-03-01', false],
    ['2026-03-14', false],
    ['2026-03-15', true],
    ['2026-03-29', true],
  ])('on %s overdue is %s', (day, overdue) => {
    expect(isConfirmationOverdue(confirmed, at(day))).toBe(overdue);
  });
});

describe('isStale', () => {
  it.each([
    ['2026-03-30', 30, false],
    ['2026-03-31', 30, true],
    ['2026-03-10', 9, true],
    ['2026-04-20', 60, false],
  ])('on %s with %i days stale is %s', (day, maxDays, stale) => {
    expect(isStale(confirmed, at(day), maxDays)).toBe(stale);
  });
});

describe('checkConfirmation', () => {
  const asked = at('2026-03-15');
  it.each([
    ['2026-03-05', asked, { action: 'WAIT', nextCheckAt: at('2026-03-15') }],
    ['2026-03-15', null, { action: 'ASK', nextCheckAt: at('2026-03-29') }],
    // The second reminder's next check is the stale time, not a third reminder.
    ['2026-03-29', asked, { action: 'ASK', nextCheckAt: at('2026-03-31') }],
    ['2026-03-31', asked, { action: 'UNPUBLISH' }],
    ['2026-05-01', asked, { action: 'UNPUBLISH' }],
    // Stale without its owner asked since the confirmation: asked first, with 14 days to answer.
    ['2026-03-31', null, { action: 'ASK', nextCheckAt: at('2026-04-14') }],
    ['2026-05-01', at('2026-02-20'), { action: 'ASK', nextCheckAt: at('2026-05-15') }],
  ])('on %s, last asked %o: %o', (day, lastAskedAt, expected) => {
    expect(checkConfirmation(confirmed, at(day), 30, lastAskedAt)).toEqual(expected);
  });
});

describe('confirmation links', () => {
  const sent = at('2026-03-15');
  const link = { usedAt: null, expiresAt: confirmationLinkExpiresAt(sent) };

  it('expire 14 days after they are sent', () => {
    expect(link.expiresAt).toEqual(at('2026-03-29'));
  });

  it.each([
    ['2026-03-15', null, null],
    ['2026-03-28', null, null],
    ['2026-03-29', null, 'CONFIRMATION_LINK_EXPIRED'],
    ['2026-03-16', at('2026-03-15'), 'CONFIRMATION_LINK_USED'],
    // Used and expired: used is what happened first, and what the owner needs to hear.
    ['2026-04-20', at('2026-03-15'), 'CONFIRMATION_LINK_USED'],
  ])('on %s (used %s) the issue is %s', (day, usedAt, issue) => {
    expect(confirmationLinkIssue({ ...link, usedAt }, at(day))).toBe(issue);
  });
});

describe('rankedListedAt', () => {
  const listed = at('2026-02-01');

  it.each([
    ['confirmed recently', confirmed, '2026-03-10', listed],
    ['overdue', confirmed, '2026-03-16', at('2026-01-02')],
    ['never confirmed (not public yet)', null, '2026-03-16', listed],
  ])('%s', (_, confirmedAt, day, expected) => {
    expect(rankedListedAt(listed, confirmedAt, at(day))).toEqual(expected);
  });
});

describe('stillAvailableChanges', () => {
  const now = at('2026-03-20');

  it.each([
    ['a public listing', { isHidden: false, unpublishedReason: null }, { availabilityConfirmedAt: now }],
    [
      'one unpublished for want of confirmation (back on the market)',
      { isHidden: true, unpublishedReason: 'NOT_CONFIRMED' },
      { availabilityConfirmedAt: now, ...availableAgainChanges() },
    ],
    [
      'one hidden for another reason (stays hidden)',
      { isHidden: true, unpublishedReason: null },
      { availabilityConfirmedAt: now },
    ],
  ])('%s', (_, listing, expected) => {
    expect(stillAvailableChanges(listing, now)).toEqual(expected);
  });
});

describe('rentedByLinkChanges and unconfirmedUnpublishChanges', () => {
  it('hide the listing; rented also ends its boost, keeping any lease details recorded', () => {
    const now = at('2026-03-20');
    expect(rentedByLinkChanges(now)).toEqual({
      isHidden: true,
      isPremium: false,
      premiumName: null,
      premiumStart: now,
      premiumEnd: now,
    });
    expect(unconfirmedUnpublishChanges()).toEqual({ isHidden: true, unpublishedReason: 'NOT_CONFIRMED' });
  });
});
