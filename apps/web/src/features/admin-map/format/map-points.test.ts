import { expect, it } from 'vitest';
import { countByState, trackerPoints, type TrackedListing } from './map-points';

const listings: TrackedListing[] = [
  { id: 'a', title: 'Loft', lat: 43.6, lng: -79.4, state: 'PREMIUM', city: 'Toronto' },
  { id: 'b', title: 'Flat', lat: 45.5, lng: -73.6, state: 'PENDING', city: 'Montréal' },
];

it('names the state on each marker and marks premium listings for their colour', () => {
  expect(trackerPoints(listings, (s) => s.toLowerCase())).toEqual([
    { id: 'a', lat: 43.6, lng: -79.4, title: 'Loft', price: 'premium', subtitle: 'Toronto', premium: true },
    { id: 'b', lat: 45.5, lng: -73.6, title: 'Flat', price: 'pending', subtitle: 'Montréal', premium: false },
  ]);
});

it('counts the listings of each state, 0 for the others', () => {
  expect(countByState(listings)).toEqual({ PENDING: 1, ACTIVE: 0, HIDDEN: 0, PREMIUM: 1 });
});
