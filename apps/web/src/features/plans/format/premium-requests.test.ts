import { describe, expect, it } from 'vitest';
import { ageText, nextStatus } from './premium-requests';

// Local dates: ages are counted on the staff's own clock.
const friday = new Date(2026, 10, 20, 10, 0);

describe('premium requests', () => {
  it('moves a request along one step at a time', () => {
    expect(nextStatus('NEW')).toBe('CONTACTED');
    expect(nextStatus('CONTACTED')).toBe('CLOSED');
    expect(nextStatus('CLOSED')).toBeNull();
  });

  it('says how long ago a request came, in both languages', () => {
    const now = new Date(2026, 10, 22, 10, 0);
    expect(ageText(friday.toISOString(), now, 'en')).toBe('2 days ago');
    expect(ageText(new Date(2026, 10, 22, 7, 0).toISOString(), now, 'en')).toBe('3 hours ago');
    expect(ageText(friday.toISOString(), now, 'fr')).toBe('avant-hier');
    expect(ageText(now.toISOString(), now, 'en')).toBe('this minute');
  });
});
