import { describe, expect, it } from 'vitest';
import { nextPlace, placeElementId, placesDone, withPlaceDone } from './places';

const ALL = ['PAGE_INITIALS', 'ADDITIONAL_TERMS_INITIALS', 'SIGNATURE'] as const;

describe('signing places', () => {
  it('reads the places done from the places left, in order', () => {
    expect(placesDone(ALL, ['SIGNATURE'])).toEqual(['PAGE_INITIALS', 'ADDITIONAL_TERMS_INITIALS']);
    expect(placesDone(ALL, ALL)).toEqual([]);
  });

  it('adds a tap in the ceremony order whatever the order of taps', () => {
    expect(withPlaceDone(ALL, ['SIGNATURE'], 'PAGE_INITIALS')).toEqual(['PAGE_INITIALS', 'SIGNATURE']);
    expect(withPlaceDone(ALL, ['PAGE_INITIALS'], 'PAGE_INITIALS')).toEqual(['PAGE_INITIALS']);
  });

  it('names the first place not done as the next, then none', () => {
    expect(nextPlace(ALL, [])).toBe('PAGE_INITIALS');
    expect(nextPlace(ALL, ['PAGE_INITIALS'])).toBe('ADDITIONAL_TERMS_INITIALS');
    expect(nextPlace(['PAGE_INITIALS', 'SIGNATURE'], ['PAGE_INITIALS'])).toBe('SIGNATURE');
    expect(nextPlace(ALL, ALL)).toBeNull();
  });

  it('gives each place a stable element id', () => {
    expect(placeElementId('ADDITIONAL_TERMS_INITIALS')).toBe('lease-place-additional_terms_initials');
  });
});
