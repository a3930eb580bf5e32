import { expect, it } from 'vitest';
import { fetchesPendingCount, sideNavItems } from './side-nav-items';

const segments = (userType: Parameters<typeof sideNavItems>[0]) =>
  sideNavItems(userType).map((i) => i.segment);

it('shows each role only the items whose page exists', () => {
  expect(segments({ userType: 'ADMIN' })).toEqual([
    'dashboards',
    'listings',
    'requestedListing',
    'boostListing',
    'internal-properties',
    'users',
    'plans',
    'features',
    'articles',
    'admin-rental-laws',
    'adminInbox',
    'viewing-requests',
    'viewings',
    'profile',
    'admin-help-center',
    'admin-blogs',
    'admin-forms',
    'search-history',
    'rental-application-details',
    'e-mail-configuration',
    'lease-details-table',
    'payments',
    'admin-legal',
    'privacy-requests',
  ]);
  expect(segments({ userType: 'SUB_ADMIN' })).toEqual([
    'dashboards',
    'listings',
    'requestedListing',
    'internal-properties',
    'users',
    'adminInbox',
    'viewing-requests',
    'viewings',
    'profile',
    'search-history',
    'e-mail-configuration',
  ]);
  expect(segments({ userType: 'LANDLORD' })).toEqual([
    'building',
    'message',
    'leases',
    'verification',
    'profile',
  ]);
  expect(segments({ userType: 'RENTER' })).toEqual([
    'message',
    'my-viewings',
    'my-applications',
    'leases',
    'request-for-viewing',
    'profile',
  ]);
});

it('shows Articles to a sub-admin only with the articles view permission', () => {
  const view = { module: 'articles', add: false, edit: false, delete: false, view: true } as const;
  expect(segments({ userType: 'SUB_ADMIN' })).not.toContain('articles');
  expect(segments({ userType: 'SUB_ADMIN', permissions: [view] })).toContain('articles');
});

it('shows Help Center to a sub-admin only with the helpCenter view permission', () => {
  const view = { module: 'helpCenter', add: false, edit: false, delete: false, view: true } as const;
  expect(segments({ userType: 'SUB_ADMIN' })).not.toContain('admin-help-center');
  expect(segments({ userType: 'SUB_ADMIN', permissions: [view] })).toContain('admin-help-center');
});

it('shows Rental Application to a sub-admin only with the applications view permission', () => {
  const view = { module: 'applications', add: false, edit: false, delete: false, view: true } as const;
  expect(segments({ userType: 'SUB_ADMIN' })).not.toContain('rental-application-details');
  expect(segments({ userType: 'SUB_ADMIN', permissions: [view] })).toContain('rental-application-details');
  expect(segments({ userType: 'SUB_ADMIN', permissions: [{ ...view, view: false }] })).not.toContain(
    'rental-application-details',
  );
});

it('shows Lease Details to a sub-admin only with the leases view permission', () => {
  const view = { module: 'leases', add: false, edit: false, delete: false, view: true } as const;
  expect(segments({ userType: 'SUB_ADMIN' })).not.toContain('lease-details-table');
  expect(segments({ userType: 'SUB_ADMIN', permissions: [view] })).toContain('lease-details-table');
});

it('shows Payments to a sub-admin only with the boosts view permission', () => {
  const view = { module: 'boostListings', add: false, edit: false, delete: false, view: true } as const;
  expect(segments({ userType: 'SUB_ADMIN' })).not.toContain('payments');
  expect(segments({ userType: 'SUB_ADMIN', permissions: [view] })).toContain('payments');
});

it('shows Rental Laws to a sub-admin only with the articles view permission', () => {
  const view = { module: 'articles', add: false, edit: false, delete: false, view: true } as const;
  expect(segments({ userType: 'SUB_ADMIN' })).not.toContain('admin-rental-laws');
  expect(segments({ userType: 'SUB_ADMIN', permissions: [view] })).toContain('admin-rental-laws');
});

it('shows Legal Documents to admins only, whatever a sub-admin may do', () => {
  const all = (['add', 'edit', 'delete', 'view'] as const).reduce((p, a) => ({ ...p, [a]: true }), {
    module: 'articles' as const,
    add: false,
    edit: false,
    delete: false,
    view: false,
  });
  expect(segments({ userType: 'ADMIN' })).toContain('admin-legal');
  expect(segments({ userType: 'SUB_ADMIN', permissions: [all] })).not.toContain('admin-legal');
});

it('gives guests, unverified accounts and visitors no side navigation', () => {
  expect(segments({ userType: 'GUEST' })).toEqual([]);
  expect(segments({ userType: 'UNVERIFIED' })).toEqual([]);
  expect(segments(null)).toEqual([]);
});

it('puts the pending listing count on Requested Properties only', () => {
  const badges = sideNavItems({ userType: 'ADMIN' }).filter((i) => i.badge);
  expect(badges.map((i) => [i.segment, i.badge])).toEqual([['requestedListing', 'pendingListings']]);
});

it('puts the unread message count on Message', () => {
  for (const userType of ['LANDLORD', 'RENTER'] as const) {
    const badges = sideNavItems({ userType }).filter((i) => i.badge);
    expect(badges.map((i) => [i.segment, i.badge])).toEqual([['message', 'unreadMessages']]);
  }
});

it('fetches the pending listing count for Admin and SubAdmin only', () => {
  const review = { module: 'requestedListings', add: false, edit: false, delete: false, view: true } as const;
  expect(fetchesPendingCount({ userType: 'ADMIN' })).toBe(true);
  expect(fetchesPendingCount({ userType: 'SUB_ADMIN', permissions: [review] })).toBe(true);
  // A sub-admin without the requested listings view would only be refused by the API.
  expect(fetchesPendingCount({ userType: 'SUB_ADMIN', permissions: [] })).toBe(false);
  for (const userType of ['LANDLORD', 'RENTER', 'GUEST', 'UNVERIFIED'] as const) {
    expect(fetchesPendingCount({ userType, permissions: [review] })).toBe(false);
  }
  expect(fetchesPendingCount(null)).toBe(false);
});

it('shows Blogs to a sub-admin only with the blogs view permission', () => {
  const view = { module: 'blogs', add: false, edit: false, delete: false, view: true } as const;
  expect(segments({ userType: 'SUB_ADMIN' })).not.toContain('admin-blogs');
  expect(segments({ userType: 'SUB_ADMIN', permissions: [view] })).toContain('admin-blogs');
});

it('shows Privacy Requests to a sub-admin only with the users view permission', () => {
  const view = { module: 'users', add: false, edit: false, delete: false, view: true } as const;
  expect(segments({ userType: 'SUB_ADMIN' })).not.toContain('privacy-requests');
  expect(segments({ userType: 'SUB_ADMIN', permissions: [view] })).toContain('privacy-requests');
});
