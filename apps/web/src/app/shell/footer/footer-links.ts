import type { ParseKeys } from 'i18next';
import { FOOTER_CITIES, footerCitySearchPath } from '@rentals/domain/search-links';

export interface FooterLink {
  to: string;
  label: ParseKeys<'footer'>;
}

/** The footer's city links (spec/03 §2.4): /search with the city, $0–$4500 and every bedroom flag. */
export const CITY_LINKS = FOOTER_CITIES.map((city) => ({ city, to: footerCitySearchPath(city) }));

/*
 * The spec's other footer pages. Until the issue that builds a page lands, the router's catch-all
 * takes the visitor to the homepage, as the header's links do.
 */
export const COMPANY_LINKS: readonly FooterLink[] = [
  { to: '/services', label: 'links.services' },
  { to: '/list-with-us', label: 'links.listWithUs' },
  { to: '/blogs', label: 'links.blogs' },
  { to: '/rental-application-form', label: 'links.rentalApplication' },
  { to: '/terms', label: 'links.terms' },
  { to: '/privacy', label: 'links.privacy' },
];

export const SUPPORT_LINKS: readonly FooterLink[] = [
  { to: '/help-center', label: 'links.helpCenter' },
  { to: '/contact-us', label: 'links.contactUs' },
];

export interface ExternalLink {
  href: string;
  name: string;
}

/**
 * The social accounts are the operator's own addresses, set at build time (VITE_FACEBOOK_URL,
 * ...); an account that is not configured is not shown, so the footer never points to one that
 * does not exist. Help is this site's own help center (SUPPORT_LINKS, spec/03 §2.4).
 */
export function socialLinks(env: Record<string, string | undefined>): ExternalLink[] {
  return [
    { name: 'Facebook', href: env.VITE_FACEBOOK_URL },
    { name: 'Instagram', href: env.VITE_INSTAGRAM_URL },
    { name: 'LinkedIn', href: env.VITE_LINKEDIN_URL },
    { name: 'X', href: env.VITE_X_URL },
    { name: 'YouTube', href: env.VITE_YOUTUBE_URL },
  ].filter((l): l is ExternalLink => !!l.href && /^https:\/\//.test(l.href));
}
