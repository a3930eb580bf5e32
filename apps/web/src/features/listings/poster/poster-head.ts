import type { TFunction } from 'i18next';
import type { PosterProfileQuery } from '../../../gql/graphql';
import type { PageHead } from '../../../lib/head/page-head';

/*
 * The head of /landlord/{id}, a poster's public profile: the name their listings show and how many
 * homes they have for rent, nothing a search result would repeat out of the page's context.
 */

type Profile = NonNullable<PosterProfileQuery['posterProfile']>;

/** The name the page calls the poster by: their first name as their listings show it. */
export function posterName(profile: Pick<Profile, 'firstName'>, t: TFunction<'listingPage'>): string {
  return profile.firstName?.trim() || t('poster.unnamed');
}

export function posterHead(profile: Profile, t: TFunction<'listingPage'>): PageHead {
  const name = posterName(profile, t);
  return {
    title: `${name} – ${t('poster.title')}`,
    description: t('poster.headDescription', { name, count: profile.listingCount }),
    path: `/landlord/${profile.id}`,
  };
}

/** A user with no public listing has no profile: kept out of search engines. */
export function posterNotFoundHead(id: string, t: TFunction<'listingPage'>): PageHead {
  return {
    title: t('poster.notFoundTitle'),
    description: t('poster.notFoundText'),
    path: `/landlord/${id}`,
    noindex: true,
  };
}
