import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { UnitPageBuildingQuery } from '../../../gql/graphql';
import { translations } from '../../../i18n/test-translations';
import { unitHead, unitNotFoundHead } from './unit-head';

type Building = UnitPageBuildingQuery['getBuildingByUnit'];
type Unit = Building['units'][number];

const picture = (id: string, order: number) => ({
  id,
  cardUrl: `/files/${id}/card`,
  detailUrl: `/files/${id}/detail`,
  filename: `${id}.jpg`,
  order,
});

const unit = (overrides: Partial<Unit> = {}): Unit =>
  ({
    id: 'u1',
    title: 'Garden suite',
    number: '2B',
    available: true,
    startDateAvailability: null,
    unitSize: 540,
    bedrooms: 'TWO_BEDROOMS',
    bathrooms: 1,
    den: false,
    monthlyPrice: 2100,
    deposit: 2100,
    contactForPricing: false,
    leaseTerm: 12,
    parking: null,
    parkingSpots: null,
    furnished: false,
    pictures: [picture('u', 0)],
    unitAmenities: {},
    unitAppliances: {},
    ...overrides,
  }) as Unit;

const building = (overrides: Partial<Building> = {}): Building =>
  ({
    id: 'b1',
    title: 'The Elms',
    status: 'AVAILABLE',
    isapproved: true,
    isHidden: false,
    propertyType: 'APARTMENT',
    description: 'A quiet building near the park.',
    user: { id: 'owner' },
    location: { id: 'l', address: '5 Elm St', city: { id: 'c', name: 'Quebec City', province: 'QC' } },
    pictures: [picture('b2', 1), picture('b1', 0)],
    units: [unit()],
    ...overrides,
  }) as Building;

let en: TFunction<'listings'>;
let fr: TFunction<'listings'>;
beforeAll(async () => {
  en = await translations('en', 'listings');
  fr = await translations('fr', 'listings');
});

describe('unitHead', () => {
  it("titles the unit with its building and describes its rent, bedrooms, city and the building's text", () => {
    const b = building();
    const head = unitHead(b, b.units[0]!, { t: en, locale: 'en' });
    expect(head).toMatchObject({
      title: 'Garden suite · Unit 2B – The Elms',
      description: '$2,100/month · Two Bedrooms · Quebec City. A quiet building near the park.',
      path: '/unit/u1',
      image: '/files/b1/detail',
      preloadImage: { src: '/files/b1/detail' },
      noindex: false,
    });
  });

  it('is written in French for a French page', () => {
    const b = building();
    const head = unitHead(b, b.units[0]!, { t: fr, locale: 'fr' });
    expect(head.title).toBe('Garden suite · Logement 2B – The Elms');
    expect(head.description).toMatch(/\/mois · Deux chambres · Québec\. /);
    const crumbs = head.jsonLd![1] as { itemListElement: { name: string; item: string }[] };
    expect(crumbs.itemListElement).toMatchObject([
      { name: 'Accueil', item: '/' },
      { name: 'Logements à louer à Québec', item: '/search?city=Quebec+City' },
      { name: 'The Elms', item: '/listing/b1' },
      { name: 'Garden suite · Logement 2B', item: '/unit/u1' },
    ]);
  });

  it('describes the unit as a home of its building with an offer for its rent', () => {
    const b = building();
    const home = unitHead(b, b.units[0]!, { t: en, locale: 'en' }).jsonLd![0];
    expect(home).toMatchObject({
      '@type': 'Apartment',
      name: 'Garden suite · Unit 2B',
      url: '/unit/u1',
      address: {
        streetAddress: '5 Elm St',
        addressLocality: 'Quebec City',
        addressRegion: 'QC',
        addressCountry: 'CA',
      },
      numberOfBedrooms: 2,
      floorSize: { value: 540, unitCode: 'FTK' },
      containedInPlace: { name: 'The Elms', url: '/listing/b1' },
      offers: {
        '@type': 'Offer',
        price: 2100,
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
      },
    });
  });

  it('keeps a unit of a listing the public may not see out of search engines', () => {
    for (const b of [building({ isHidden: true }), building({ isapproved: false })]) {
      expect(unitHead(b, b.units[0]!, { t: en, locale: 'en' }).noindex).toBe(true);
    }
    expect(unitNotFoundHead('u9', en)).toEqual({
      title: 'Unit not found',
      description: 'This unit does not exist, was deleted, or is not published yet.',
      path: '/unit/u9',
      noindex: true,
    });
  });
});
