import { describe, expect, it } from 'vitest';
import { isPremiumActive, isPubliclyVisible, listingState } from './states';

const now = new Date('2026-06-01T12:00:00Z');
const shown = { isapproved: true, isHidden: false, activate: true };

describe('listing states', () => {
  it('shows the public only approved, unhidden, activated listings', () => {
    expect(isPubliclyVisible(shown)).toBe(true);
    expect(isPubliclyVisible({ ...shown, isapproved: false })).toBe(false);
    expect(isPubliclyVisible({ ...shown, isHidden: true })).toBe(false);
    expect(isPubliclyVisible({ ...shown, activate: false })).toBe(false);
  });

  it('counts a boost as premium only while it runs', () => {
    expect(isPremiumActive({ isPremium: true, premiumEnd: '2026-06-02T00:00:00Z' }, now)).toBe(true);
    expect(isPremiumActive({ isPremium: true, premiumEnd: '2026-05-31T00:00:00Z' }, now)).toBe(false);
    expect(isPremiumActive({ isPremium: false, premiumEnd: '2026-06-02T00:00:00Z' }, now)).toBe(false);
    expect(isPremiumActive({ isPremium: true, premiumEnd: null }, now)).toBe(false);
  });

  it('gives one staff-facing state per listing: not approved, then hidden, then boosted', () => {
    const boosted = { isPremium: true, premiumEnd: '2026-07-01T00:00:00Z' };
    expect(listingState({ ...shown, ...boosted, isapproved: false, isHidden: true }, now)).toBe('PENDING');
    expect(listingState({ ...shown, ...boosted, activate: false }, now)).toBe('HIDDEN');
    expect(listingState({ ...shown, ...boosted }, now)).toBe('PREMIUM');
    expect(listingState(shown, now)).toBe('ACTIVE');
  });
});
