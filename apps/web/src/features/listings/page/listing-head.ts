import type { TFunction } from 'i18next';
import { GALLERY_LARGE_SIZES, galleryOrder, gallerySrcSet } from '@rentals/domain/listings/gallery';
import { placeName } from '@rentals/domain/locations/place-names';
import { citySearchPath } from '@rentals/domain/search-links';
import type { Locale } from '@rentals/domain/users/enums';
import type { ListingPageQuery } from '../../../gql/graphql';
import { breadcrumbList, clipText, type PageHead } from '../../../lib/head/page-head';
import { formatMoney, petsAnswer, priceRange } from './components/listing-page-format';
import { offeredUnits, postalAddress, rentOffer, residenceType, roomFacts } from './listing-json-ld';

/*
 * The head of /listing/{id}: what a shared link previews and what search engines read before any
 * script runs. The first gallery picture is the preview and is preloaded as the gallery draws it
 * (same copy, srcset and sizes), since it is the page's largest paint.
 */

type Listing = ListingPageQuery['listing'];

export interface ListingHeadContext {
  t: TFunction<'listingPage'>;
  locale: Locale;
}

/** Pictures in the JSON-LD: the first few of the gallery are enough to show the home. */
const JSON_LD_PICTURES = 5;
/** The JSON-LD's description: longer than the meta description, not the whole text. */
const JSON_LD_DESCRIPTION_MAX = 500;

/** Whether the listing is up for rent: approved and shown as available (a visitor sees no other). */
export function isListed(listing: Pick<Listing, 'isapproved' | 'status'>): boolean {
  return listing.isapproved && (listing.status === 'AVAILABLE' || listing.status === 'ACTIVE');
}

/** "Neighbourhood, City" in the page's language, or '' when the listing has no location. */
function placeOf(listing: Listing, locale: Locale): string {
  const location = listing.location;
  if (!location) return '';
  return [location.neighbourHood?.name, location.city.name]
    .filter((name): name is string => !!name)
    .map((name) => placeName(name, locale))
    .join(', ');
}

/** 'From $1,850/month', '$1,850/month' when every unit rents for the same, or 'Contact for Pricing!'. */
function priceText(listing: Listing, { t, locale }: ListingHeadContext): string {
  const range = priceRange(listing.units);
  if (!range) return t('price.contact');
  const min = formatMoney(range.min, locale);
  return range.min === range.max ? t('price.perMonth', { price: min }) : t('head.from', { price: min });
}

/** Sentences joined with '. ', unless the one before already ends a sentence ('Contact for Pricing!'). */
const sentences = (parts: readonly string[]) =>
  parts.reduce((text, part) => (!text ? part : `${text}${/[.!?]$/.test(text) ? ' ' : '. '}${part}`), '');

export function listingHead(listing: Listing, ctx: ListingHeadContext): PageHead {
  const { t, locale } = ctx;
  const path = `/listing/${listing.id}`;
  const place = placeOf(listing, locale);
  const summary = [priceText(listing, ctx), place].filter(Boolean).join(' · ');
  const text = listing.description?.trim() ?? '';
  const pictures = galleryOrder(listing, (p) => p.mimeType.startsWith('image/')).map((item) => item.picture);
  const first = pictures[0];
  const listed = isListed(listing);
  const location = listing.location;
  const pets = petsAnswer(listing.pets);

  const home = {
    '@context': 'https://schema.org',
    '@type': residenceType(listing.propertyType),
    name: listing.title,
    description: text ? clipText(text, JSON_LD_DESCRIPTION_MAX) : summary,
    url: path,
    image: pictures.length ? pictures.slice(0, JSON_LD_PICTURES).map((p) => p.detailUrl) : undefined,
    address: postalAddress(location),
    geo: location
      ? { '@type': 'GeoCoordinates', latitude: location.lat, longitude: location.lng }
      : undefined,
    ...roomFacts(offeredUnits(listing.units)),
    petsAllowed: pets.kind === 'notGiven' ? undefined : pets.kind === 'allowed',
    offers: rentOffer(listing.units, path, listed),
  };
  const city = location?.city;
  const crumbs = breadcrumbList([
    { name: t('head.home'), path: '/' },
    ...(city
      ? [
          {
            name: t('head.cityRentals', { city: placeName(city.name, locale) }),
            path: citySearchPath(city.name),
          },
        ]
      : []),
    { name: listing.title, path },
  ]);

  return {
    title: place ? `${listing.title} – ${place}` : listing.title,
    description: clipText(sentences([summary, text].filter(Boolean))),
    path,
    image: first?.detailUrl ?? null,
    imageAlt: first ? t('head.imageAlt', { title: listing.title }) : undefined,
    preloadImage: first
      ? { src: first.detailUrl, srcset: gallerySrcSet(first), sizes: GALLERY_LARGE_SIZES }
      : null,
    // The owner and staff see listings the public does not: those stay out of search engines.
    noindex: !listed,
    jsonLd: [home, crumbs],
  };
}

/** The head of a listing that does not exist or that the visitor may not see. */
export function listingNotFoundHead(id: string, t: TFunction<'listingPage'>): PageHead {
  return {
    title: t('notFound.title'),
    description: t('notFound.text'),
    path: `/listing/${id}`,
    noindex: true,
  };
}
