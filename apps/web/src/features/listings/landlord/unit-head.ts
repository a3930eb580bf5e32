import type { TFunction } from 'i18next';
import { translate } from '@rentals/domain/i18n/translate';
import { BEDROOM_LABELS } from '@rentals/domain/listings/enums';
import { placeName } from '@rentals/domain/locations/place-names';
import { citySearchPath } from '@rentals/domain/search-links';
import type { Locale } from '@rentals/domain/users/enums';
import type { UnitPageBuildingQuery } from '../../../gql/graphql';
import { breadcrumbList, clipText, type PageHead } from '../../../lib/head/page-head';
import { postalAddress, rentOffer, residenceType, roomFacts } from '../page/listing-json-ld';
import { formatMoney, inOrder } from './components/listing-format';

/*
 * The head of /unit/{id}: one unit of a building, its rent and rooms, with the building's address.
 * Its first picture is the one the page draws large (the building's first, else the unit's).
 */

type Building = UnitPageBuildingQuery['getBuildingByUnit'];
type Unit = Building['units'][number];

export interface UnitHeadContext {
  t: TFunction<'listings'>;
  locale: Locale;
}

/** "Unit 101 · Unit 101A": the unit's title and number, as the page's heading writes them. */
function unitTitle(unit: Unit, t: TFunction<'listings'>): string {
  return unit.number ? `${unit.title} · ${t('unit.unitNumber', { number: unit.number })}` : unit.title;
}

/** `building`: the UnitPageBuilding answer; `unit`: the unit of it the page shows. */
export function unitHead(building: Building, unit: Unit, { t, locale }: UnitHeadContext): PageHead {
  const path = `/unit/${unit.id}`;
  const listingPath = `/listing/${building.id}`;
  const city = building.location?.city;
  const cityName = city ? placeName(city.name, locale) : '';
  const priced = !unit.contactForPricing && unit.monthlyPrice != null && unit.monthlyPrice > 0;
  const price = priced
    ? t('card.perMonth', { price: formatMoney(unit.monthlyPrice!, locale) })
    : t('card.contactForPricing');
  const summary = [price, translate(BEDROOM_LABELS[unit.bedrooms], locale), cityName]
    .filter(Boolean)
    .join(' · ');
  const text = building.description?.trim();
  const pictures = [...inOrder(building.pictures), ...inOrder(unit.pictures)];
  const first = pictures[0];
  const listed = building.isapproved && !building.isHidden;
  const name = unitTitle(unit, t);

  const home = {
    '@context': 'https://schema.org',
    '@type': residenceType(building.propertyType),
    name,
    description: text ? clipText(text, 500) : summary,
    url: path,
    image: first ? [first.detailUrl] : undefined,
    address: postalAddress(building.location),
    ...roomFacts([unit]),
    containedInPlace: { '@type': 'Place', name: building.title, url: listingPath },
    offers: rentOffer([unit], path, listed),
  };
  const crumbs = breadcrumbList([
    { name: t('head.home', { ns: 'listingPage' }), path: '/' },
    ...(city
      ? [
          {
            name: t('head.cityRentals', { ns: 'listingPage', city: cityName }),
            path: citySearchPath(city.name),
          },
        ]
      : []),
    { name: building.title, path: listingPath },
    { name, path },
  ]);

  return {
    title: `${name} – ${building.title}`,
    description: clipText(text ? `${summary}. ${text}` : summary),
    path,
    image: first?.detailUrl ?? null,
    // The page draws its first picture large, from the detail copy, without a srcset.
    preloadImage: first ? { src: first.detailUrl } : null,
    // The owner and staff see units of listings the public does not.
    noindex: !listed,
    jsonLd: [home, crumbs],
  };
}

/** The head of a unit that does not exist or whose building the visitor may not see. */
export function unitNotFoundHead(id: string, t: TFunction<'listings'>): PageHead {
  return {
    title: t('unit.notFoundTitle'),
    description: t('unit.notFoundText'),
    path: `/unit/${id}`,
    noindex: true,
  };
}
