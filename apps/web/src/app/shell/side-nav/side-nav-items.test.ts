import { expect, it } from 'vitest';
import { sideNavItems } from './side-nav-items';

const segments = (userType: Parameters<typeof sideNavItems>[0]) =>
  sideNavItems(userType).map((i) => i.segment);

it('shows each role only the items whose page exists', () => {
  expect(segments({ userType: 'ADMIN' })).toEqual(['dashboards', 'profile']);
  expect(segments({ userType: 'SUB_ADMIN' })).toEqual(['dashboards', 'profile']);
  expect(segments({ userType: 'LANDLORD' })).toEqual(['building', 'profile']);
  expect(segments({ userType: 'RENTER' })).toEqual(['profile']);
});

it('gives guests, unverified accounts and visitors no side navigation', () => {
  expect(segments({ userType: 'GUEST' })).toEqual([]);
  expect(segments({ userType: 'UNVERIFIED' })).toEqual([]);
  expect(segments(null)).toEqual([]);
});
