import { describe, expect, it } from 'vitest';
import type { UserType } from '@rentals/domain/users/enums';
import {
  accountMenuLinks,
  adminLinksFor,
  headerLinks,
  listYourPropertyLink,
  mobileMenuLinks,
} from './nav-links';

const as = (userType: UserType) => ({ userType });
const paths = (links: { to: string }[]) => links.map((l) => l.to);

describe('header links', () => {
  it('are the six spec links, with Messages going to the admin inbox for staff', () => {
    expect(paths(headerLinks(null))).toEqual([
      '/search',
      '/list-with-us',
      '/services',
      '/knowledge-center',
      '/message',
      '/help-center',
    ]);
    expect(paths(headerLinks(as('SUB_ADMIN')))[4]).toBe('/adminInbox');
  });

  it('route List Your Property by role', () => {
    expect(listYourPropertyLink(null)).toBe('/list-with-us');
    expect(listYourPropertyLink(as('LANDLORD'))).toBe('/building');
    expect(listYourPropertyLink(as('ADMIN'))).toBe('/listings');
    expect(listYourPropertyLink(as('RENTER'))).toBe('/list-with-us');
  });
});

describe('avatar menu', () => {
  it.each<[UserType, string[]]>([
    ['ADMIN', ['/profile', '/dashboards', '/admins']],
    ['SUB_ADMIN', ['/profile', '/dashboards']],
    ['LANDLORD', ['/profile', '/building', '/saved-homes', '/saved-searches']],
    ['RENTER', ['/profile', '/saved-homes', '/saved-searches']],
    ['GUEST', ['/profile', '/saved-homes', '/saved-searches']],
  ])('%s', (type, expected) => {
    expect(paths(accountMenuLinks(as(type)))).toEqual(expected);
  });
});

describe('mobile menu', () => {
  it('gives visitors the public links', () => {
    expect(mobileMenuLinks(null).map((l) => l.label)).toEqual([
      'exploreHomes',
      'listYourProperty',
      'services',
      'knowledgeCenter',
      'help',
    ]);
    expect(mobileMenuLinks(null).at(-1)?.to).toBe('/help-center');
  });

  it('gives members Messages, landlords also Dashboard', () => {
    expect(mobileMenuLinks(as('RENTER')).map((l) => l.label)).toEqual([
      'exploreHere',
      'profile',
      'savedHomes',
      'savedSearches',
      'knowledgeCenter',
      'messages',
      'help',
    ]);
    expect(paths(mobileMenuLinks(as('LANDLORD')))).toContain('/building');
  });

  it('gives staff the admin links instead of Messages, each destination once', () => {
    const links = paths(mobileMenuLinks(as('ADMIN')));
    expect(links).toContain('/dashboards');
    // Help is the help center; the admin list keeps its own Contact us.
    expect(links).toContain('/help-center');
    expect(links).toContain('/contact-us');
    expect(links).not.toContain('/message');
    expect(new Set(links).size).toBe(links.length);
  });
});

it('only lists admin links whose page exists, for the right audience', () => {
  expect(paths(adminLinksFor(as('SUB_ADMIN')))).toEqual([
    '/dashboards',
    '/building',
    '/listings',
    '/services',
    '/knowledge-center',
    '/adminInbox',
    '/contact-us',
    '/requestedListing',
    '/boostListing',
    '/users',
    '/plans',
    '/articles',
    '/features',
    '/admin-blogs',
  ]);
  // The staff pages (/admins) are for admins only (spec/01 §2).
  expect(paths(adminLinksFor(as('ADMIN')))).toEqual([
    '/dashboards',
    '/building',
    '/admins',
    '/listings',
    '/services',
    '/knowledge-center',
    '/adminInbox',
    '/contact-us',
    '/requestedListing',
    '/boostListing',
    '/users',
    '/plans',
    '/articles',
    '/features',
    '/admin-blogs',
  ]);
  expect(paths(adminLinksFor(as('LANDLORD')))).toEqual([
    '/building',
    '/services',
    '/knowledge-center',
    '/message',
    '/contact-us',
  ]);
  expect(paths(adminLinksFor(as('RENTER')))).toEqual([
    '/services',
    '/knowledge-center',
    '/message',
    '/contact-us',
  ]);
});
