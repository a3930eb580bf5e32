import { describe, expect, it } from 'vitest';
import type { PosterProfileQuery } from '../../../gql/graphql';
import { translations } from '../../../i18n/test-translations';
import { posterHead, posterNotFoundHead } from './poster-head';

type Profile = NonNullable<PosterProfileQuery['posterProfile']>;

const profile: Profile = {
  id: 'p1',
  firstName: 'Marie',
  roles: ['LANDLORD_OWNER'],
  memberSince: '2025-03-02T00:00:00Z',
  listingCount: 2,
  verification: { role: 'LANDLORD_OWNER', verifiedAt: '2026-03-03T15:00:00Z' },
  listings: [],
};

describe('posterHead', () => {
  it('names the poster and counts their homes, in the page language', async () => {
    expect(posterHead(profile, await translations('en', 'listingPage'))).toEqual({
      title: 'Marie – Landlord profile',
      description: 'Landlord profile: Marie has 2 homes for rent on Rentals.',
      path: '/landlord/p1',
    });
    expect(
      posterHead({ ...profile, firstName: ' ', listingCount: 1 }, await translations('fr', 'listingPage')),
    ).toEqual({
      title: 'Ce propriétaire – Profil du propriétaire',
      description: 'Profil du propriétaire : Ce propriétaire a 1 logement à louer sur Rentals.',
      path: '/landlord/p1',
    });
  });

  it('keeps a missing profile out of search engines', async () => {
    expect(posterNotFoundHead('p2', await translations('en', 'listingPage'))).toMatchObject({
      title: 'Profile not found',
      path: '/landlord/p2',
      noindex: true,
    });
  });
});
