import { beforeAll, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import type { ListingPageQuery } from '../../../gql/graphql';
import { translations } from '../../../i18n/test-translations';
import { headTags } from '../../../lib/head/head-tags';
import { DESCRIPTION_MAX } from '../../../lib/head/page-head';
import { formatMoney } from './components/listing-page-format';
import { listingHead, listingNotFoundHead } from './listing-head';

type Listing = ListingPageQuery['listing'];
type Unit = Listing['units'][number];
type Picture = Listing['pictures'][number];

const picture = (id: string, order: number, mimeType = 'image/webp'): Picture => ({
  id,
  cardUrl: `/files/${id}/card`,
  detailUrl: `/files/${id}/detail`,
  url: `/files/${id}`,
  mimeType,
  width: 1600,
  height: 1200,
  order,
});

const flags = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, false])) as Record<K, boolean>;

function unit(overrides: Partial<Unit> = {}): Unit {
  return {
    id: 'u1',
    title: 'Unit 101',
    number: '101',
    available: true,
    startDateAvailability: '2026-07-01',
    unitSize: 650,
    bedrooms: 'ONE_BEDROOM',
    bathrooms: 1,
    den: false,
    monthlyPrice: 1850,
    deposit: 1850,
    contactForPricing: false,
    leaseTerm: 12,
    parking: null,
    parkingSpots: null,
    storage: null,
    maintenance: null,
    smokeAlarm: null,
    furnished: false,
    moveInBonuses: null,
    floorplan: null,
    pictures: [],
    unitAmenities: flags([
      'ac',
      'centralHeat',
      'electricalHeating',
      'radiatorHeating',
      'fireplace',
      'carpet',
      'ceilingFan',
      'hardwoodFloor',
      'walkInCloset',
      'highCeilings',
      'bathroomFan',
      'balcony',
    ]),
    unitAppliances: flags([
      'fridge',
      'stove',
      'rangehood',
      'dishwasher',
      'microwave',
      'inunitwasher',
      'inunitdryer',
      'wineFridge',
      'dehumidifier',
      'firePlaceElectric',
      'firePlaceGas',
      'jacuzzi',
    ]),
    ...overrides,
  } as Unit;
}

function listing(overrides: Partial<Listing> = {}): Listing {
  return {
    id: '7d0c1c1e-0000-4000-8000-000000000001',
    title: 'Bright corner condo',
    status: 'AVAILABLE',
    isapproved: true,
    isPremium: false,
    premiumEnd: null,
    propertyType: 'CONDO',
    role: null,
    description: 'A bright corner unit with a view of the lake, steps from the streetcar.',
    moveInBonuses: null,
    buildingConstructionYear: null,
    storiesInBuilding: null,
    totalUnitsInBuilding: null,
    developmentCompany: null,
    basement: null,
    user: { id: 'owner', firstName: 'Dana' },
    location: {
      id: 'loc',
      address: '12 King St W',
      lat: 43.64,
      lng: -79.38,
      city: { id: 'c', name: 'Montreal', province: 'QC' },
      neighbourHood: { id: 'n', name: 'Old Montreal' },
      tags: {} as never,
    },
    // A PDF uploaded as a picture has no copy: the gallery, and the head, skip it.
    pictures: [picture('pdf', 0, 'application/pdf'), picture('b2', 2), picture('b1', 1)],
    amenities: {} as never,
    utilities: {} as never,
    pets: { cat: true, dog: false, other: false, none: false },
    tenantRequirements: {} as never,
    units: [unit({ pictures: [picture('u1p', 0)] })],
    ...overrides,
  } as Listing;
}

let en: TFunction<'listingPage'>;
let fr: TFunction<'listingPage'>;
beforeAll(async () => {
  en = await translations('en', 'listingPage');
  fr = await translations('fr', 'listingPage');
});

const ORIGIN = 'https://rentals.example';

describe('listingHead', () => {
  it('titles the page with the listing and its place, and describes price, place and text', () => {
    const head = listingHead(listing(), { t: en, locale: 'en' });
    expect(head.title).toBe('Bright corner condo – Old Montreal, Montreal');
    expect(head.description).toBe(
      '$1,850/month · Old Montreal, Montreal. A bright corner unit with a view of the lake, steps from the streetcar.',
    );
    expect(head.path).toBe('/listing/7d0c1c1e-0000-4000-8000-000000000001');
    expect(head.noindex).toBe(false);
  });

  it('says "From" the lowest rent of the available units, and Contact for Pricing! without one', () => {
    const two = listing({
      units: [
        unit({ id: 'a', monthlyPrice: 2400 }),
        unit({ id: 'b', monthlyPrice: 1999.5 }),
        // Not for rent: its price is not the listing's.
        unit({ id: 'c', monthlyPrice: 900, available: false }),
      ],
    });
    expect(listingHead(two, { t: en, locale: 'en' }).description).toMatch(/^From \$1,999\.50\/month · /);
    const contact = listing({
      units: [unit({ contactForPricing: true, monthlyPrice: null })],
      location: null,
    });
    expect(listingHead(contact, { t: en, locale: 'en' }).description).toBe(
      'Contact for Pricing! A bright corner unit with a view of the lake, steps from the streetcar.',
    );
  });

  it('is written in French for a French page, place names included', () => {
    const two = listing({
      units: [unit({ id: 'a', monthlyPrice: 2400 }), unit({ id: 'b', monthlyPrice: 1800 })],
    });
    const head = listingHead(two, { t: fr, locale: 'fr' });
    expect(head.title).toBe('Bright corner condo – Vieux-Montréal, Montréal');
    expect(
      head.description.startsWith(`À partir de ${formatMoney(1800, 'fr')}/mois · Vieux-Montréal, Montréal. `),
    ).toBe(true);
    const crumbs = head.jsonLd![1] as { itemListElement: { name: string }[] };
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual([
      'Accueil',
      'Logements à louer à Montréal',
      'Bright corner condo',
    ]);
  });

  it('clips a long description at a word, within the limit', () => {
    const head = listingHead(listing({ description: 'word '.repeat(200) }), { t: en, locale: 'en' });
    expect(head.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(head.description).toMatch(/ word…$/);
  });

  it('previews and preloads the first gallery picture as the gallery draws it', () => {
    const head = listingHead(listing(), { t: en, locale: 'en' });
    expect(head.image).toBe('/files/b1/detail');
    expect(head.imageAlt).toBe(`Picture of ${listing().title}`);
    expect(head.preloadImage).toEqual({
      src: '/files/b1/detail',
      srcset: '/files/b1/card 640w, /files/b1/detail 1600w',
      sizes: '(min-width: 900px) 600px, 100vw',
    });
    // Without building pictures, the first unit's.
    const unitOnly = listingHead(listing({ pictures: [] }), { t: en, locale: 'en' });
    expect(unitOnly.image).toBe('/files/u1p/detail');
    const none = listingHead(listing({ pictures: [], units: [unit()] }), { t: en, locale: 'en' });
    expect(none.image).toBeNull();
    expect(none.imageAlt).toBeUndefined();
    expect(none.preloadImage).toBeNull();
  });

  it('describes the home, its address and its rent offer in JSON-LD', () => {
    const head = listingHead(listing(), { t: en, locale: 'en' });
    const html = headTags(head, { origin: ORIGIN, lang: 'en' });
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );
    const url = `${ORIGIN}/listing/7d0c1c1e-0000-4000-8000-000000000001`;
    expect(scripts[0]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Apartment',
      name: 'Bright corner condo',
      description: 'A bright corner unit with a view of the lake, steps from the streetcar.',
      url,
      image: [`${ORIGIN}/files/b1/detail`, `${ORIGIN}/files/b2/detail`, `${ORIGIN}/files/u1p/detail`],
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 King St W',
        addressLocality: 'Montreal',
        addressRegion: 'QC',
        addressCountry: 'CA',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 43.64, longitude: -79.38 },
      numberOfBedrooms: 1,
      numberOfBathroomsTotal: 1,
      floorSize: { '@type': 'QuantitativeValue', value: 650, unitCode: 'FTK', unitText: 'sq ft' },
      petsAllowed: true,
      offers: {
        '@type': 'Offer',
        price: 1850,
        priceCurrency: 'CAD',
        availability: 'https://schema.org/InStock',
        availabilityStarts: '2026-07-01',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        url,
        priceSpecification: {
          '@type': 'UnitPriceSpecification',
          price: 1850,
          priceCurrency: 'CAD',
          unitCode: 'MON',
          unitText: 'MONTH',
        },
      },
    });
    expect(scripts[1]).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: `${ORIGIN}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Rentals in Montreal',
          item: `${ORIGIN}/search?city=Montreal`,
        },
        { '@type': 'ListItem', position: 3, name: 'Bright corner condo', item: url },
      ],
    });
  });

  it('offers several units as an AggregateOffer from the lowest to the highest rent, with ranges of rooms', () => {
    const head = listingHead(
      listing({
        propertyType: 'HOUSE_OR_TOWNHOUSE',
        units: [
          unit({ id: 'a', monthlyPrice: 2400, bedrooms: 'THREE_BEDROOMS', unitSize: 1200, bathrooms: 2 }),
          unit({ id: 'b', monthlyPrice: 1800, bedrooms: 'STUDIO', unitSize: null, bathrooms: 1.5 }),
          unit({ id: 'c', contactForPricing: true, monthlyPrice: null, bathrooms: 2 }),
        ],
      }),
      { t: en, locale: 'en' },
    );
    const home = head.jsonLd![0] as Record<string, unknown>;
    expect(home['@type']).toBe('House');
    expect(home.numberOfBedrooms).toEqual({ '@type': 'QuantitativeValue', minValue: 0, maxValue: 3 });
    expect(home.numberOfBathroomsTotal).toBe(2);
    expect(home.floorSize).toEqual({
      '@type': 'QuantitativeValue',
      minValue: 650,
      maxValue: 1200,
      unitCode: 'FTK',
      unitText: 'sq ft',
    });
    expect(home.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 1800,
      highPrice: 2400,
      offerCount: 2,
      priceCurrency: 'CAD',
    });
  });

  it('makes no offer when every unit is Contact for Pricing!', () => {
    const head = listingHead(listing({ units: [unit({ contactForPricing: true })] }), {
      t: en,
      locale: 'en',
    });
    expect((head.jsonLd![0] as Record<string, unknown>).offers).toBeUndefined();
  });

  it('keeps a listing the public may not see out of search engines, with its offer out of stock', () => {
    for (const hidden of [
      listing({ status: 'UNAVAILABLE' }),
      listing({ isapproved: false, status: 'PENDING_APPROVAL' }),
      listing({ status: 'INACTIVE' }),
    ]) {
      const head = listingHead(hidden, { t: en, locale: 'en' });
      expect(head.noindex).toBe(true);
      expect((head.jsonLd![0] as { offers: { availability: string } }).offers.availability).toBe(
        'https://schema.org/OutOfStock',
      );
    }
    expect(listingHead(listing({ status: 'ACTIVE' }), { t: en, locale: 'en' }).noindex).toBe(false);
  });
});

describe('listingNotFoundHead', () => {
  it('says the listing is not found, in the page language, and is not indexed', () => {
    expect(listingNotFoundHead('x', fr)).toEqual({
      title: 'Annonce introuvable',
      description: "Cette annonce n'existe pas, a été retirée ou n'est pas encore publiée.",
      path: '/listing/x',
      noindex: true,
    });
  });
});
