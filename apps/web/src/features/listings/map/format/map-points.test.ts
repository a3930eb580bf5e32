import { LISTING_STATES } from '@rentals/domain/listings/states';
import { expect, it } from 'vitest';
import { countByState, STATE_COLOURS, trackerPoints, type TrackedListing } from './map-points';

const listings: TrackedListing[] = [
  { id: 'a', title: 'Loft', lat: 43.6, lng: -79.4, state: 'PREMIUM', city: 'Toronto' },
  { id: 'b', title: 'Flat', lat: 45.5, lng: -73.6, state: 'PENDING', city: 'Montréal' },
];

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [dark, light] = [luminance(a), luminance(b)].sort((x, y) => x - y);
  return (light! + 0.05) / (dark! + 0.05);
}

it('names the state on each marker and gives it the colours of its state', () => {
  expect(trackerPoints(listings, (s) => s.toLowerCase())).toEqual([
    {
      id: 'a',
      lat: 43.6,
      lng: -79.4,
      title: 'Loft',
      price: 'premium',
      subtitle: 'Toronto',
      premium: true,
      colour: { background: '#6a1b9a', text: '#ffffff' },
    },
    {
      id: 'b',
      lat: 45.5,
      lng: -73.6,
      title: 'Flat',
      price: 'pending',
      subtitle: 'Montréal',
      premium: false,
      colour: { background: '#f2b600', text: '#1a1a1a' },
    },
  ]);
});

it('maps every state to its own colour, with marker text at WCAG AA contrast', () => {
  expect(STATE_COLOURS).toEqual({
    PENDING: { background: '#f2b600', text: '#1a1a1a' },
    ACTIVE: { background: '#007a3f', text: '#ffffff' },
    HIDDEN: { background: '#c4c4c4', text: '#1a1a1a' },
    PREMIUM: { background: '#6a1b9a', text: '#ffffff' },
  });
  const backgrounds = LISTING_STATES.map((state) => STATE_COLOURS[state].background);
  expect(new Set(backgrounds).size).toBe(LISTING_STATES.length);
  for (const state of LISTING_STATES) {
    const { background, text } = STATE_COLOURS[state];
    expect(contrast(text, background), state).toBeGreaterThanOrEqual(4.5);
  }
});

it('counts the listings of each state, 0 for the others', () => {
  expect(countByState(listings)).toEqual({ PENDING: 1, ACTIVE: 0, HIDDEN: 0, PREMIUM: 1 });
});
