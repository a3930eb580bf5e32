import { describe, expect, it } from 'vitest';
import type { TenantProfileQuery } from '../../gql/graphql';
import { translations } from '../../i18n/test-translations';
import { tenantHead, tenantNotFoundHead } from './tenant-head';

type Profile = NonNullable<TenantProfileQuery['tenantProfile']>;

const profile: Profile = {
  id: 'r1',
  firstName: 'Noor',
  lastInitial: 'h',
  avatarUrl: '/files/avatar/card',
  city: 'Toronto',
  occupation: 'Nurse',
  bio: 'I work nights at the hospital and keep quiet hours.',
  minBudget: 1200,
  budget: 1650,
  moveIn: '2026-09-01',
  bedrooms: ['one'],
  pets: ['cat'],
  furnishing: [],
  flatmates: 1,
  memberSince: '2025-01-02T00:00:00Z',
};

describe('tenantHead', () => {
  it('names the renter by first name and initial, and the city they search, in the page language', async () => {
    expect(tenantHead(profile, await translations('en', 'listingPage'))).toEqual({
      title: 'Noor H. – Renter profile',
      description: 'Renter profile: Noor H. is looking for a home in Toronto.',
      path: '/tenant/r1',
    });
    expect(tenantHead({ ...profile, city: null }, await translations('fr', 'listingPage'))).toEqual({
      title: 'Noor H. – Profil de locataire',
      description: 'Profil de locataire : Noor H. cherche un logement.',
      path: '/tenant/r1',
    });
  });

  it('repeats nothing else of the profile: no budget, bio, occupation or picture', async () => {
    const text = JSON.stringify(tenantHead(profile, await translations('en', 'listingPage')));
    for (const kept of ['1200', '1650', 'hospital', 'Nurse', 'avatar', '2026-09-01']) {
      expect(text).not.toContain(kept);
    }
  });

  it('keeps a profile that is not shared out of search engines', async () => {
    expect(tenantNotFoundHead('r2', await translations('en', 'listingPage'))).toEqual({
      title: 'Profile not found',
      description: 'This renter does not exist or does not share a profile.',
      path: '/tenant/r2',
      noindex: true,
    });
  });
});
