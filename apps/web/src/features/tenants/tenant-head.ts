import type { TFunction } from 'i18next';
import type { TenantProfileQuery } from '../../gql/graphql';
import type { PageHead } from '../../lib/head/page-head';
import { tenantName } from './components/tenant-format';

/*
 * The head of /tenant/{id}, a renter's public profile. It says no more than the card's heading
 * does (first name, last initial, the city searched): no budget, bio or picture, which a search
 * result or a shared link would repeat out of the profile's context.
 */

type Profile = NonNullable<TenantProfileQuery['tenantProfile']>;

export function tenantHead(profile: Profile, t: TFunction<'listingPage'>): PageHead {
  const name = tenantName(profile);
  const city = profile.city?.trim();
  return {
    title: `${name} – ${t('tenant.title')}`,
    description: city
      ? t('tenant.headDescription', { name, city })
      : t('tenant.headDescriptionNoCity', { name }),
    path: `/tenant/${profile.id}`,
  };
}

/**
 * A profile that does not exist or is not shared (the API answers TENANT_NOT_FOUND to anyone but
 * the renter and staff): kept out of search engines.
 */
export function tenantNotFoundHead(id: string, t: TFunction<'listingPage'>): PageHead {
  return {
    title: t('tenant.notFoundTitle'),
    description: t('tenant.notFoundText'),
    path: `/tenant/${id}`,
    noindex: true,
  };
}
