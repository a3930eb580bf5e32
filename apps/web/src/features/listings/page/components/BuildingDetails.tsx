import { translate } from '@rentals/domain/i18n/translate';
import {
  LOCATION_TAGS,
  LOCATION_TAG_LABELS,
  PARKING_TYPE_LABELS,
  PET_LABELS,
  POSTER_ROLE_LABELS,
  PROPERTY_TYPE_LABELS,
  UTILITIES,
  UTILITY_LABELS,
} from '@rentals/domain/listings/enums';
import {
  BUILDING_AMENITIES,
  BUILDING_AMENITY_LABELS,
  TENANT_REQUIREMENTS,
  TENANT_REQUIREMENT_LABELS,
} from '@rentals/domain/listings/features';
import { placeName } from '@rentals/domain/locations/place-names';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingPageQuery } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { ChipList, FactList, PageSection } from './PageSection';
import { flagsOn, formatNumber, laundry, parkingTypes, petsAnswer } from './listing-page-format';

type PageListing = ListingPageQuery['listing'];

/** The building's facts: type, year, floors, units, who posts it, parking and laundry. */
export function BuildingFacts({ listing }: { listing: PageListing }) {
  const { t } = useTranslation('listingPage');
  const locale = useLocale();
  const notGiven = t('facts.notGiven');
  const parking = parkingTypes(listing.units).map((type) => translate(PARKING_TYPE_LABELS[type], locale));
  const laundryKind = laundry(listing);

  const facts: [string, ReactNode][] = [
    [t('building.propertyType'), translate(PROPERTY_TYPE_LABELS[listing.propertyType], locale)],
    [t('building.yearBuilt'), listing.buildingConstructionYear || notGiven],
    [
      t('building.floors'),
      listing.storiesInBuilding != null ? formatNumber(listing.storiesInBuilding, locale) : notGiven,
    ],
    [
      t('building.totalUnits'),
      listing.totalUnitsInBuilding != null ? formatNumber(listing.totalUnitsInBuilding, locale) : notGiven,
    ],
    [t('building.parking'), parking.length ? parking.join(', ') : notGiven],
    [
      t('building.laundry'),
      laundryKind === 'inUnit'
        ? t('building.laundryInUnit')
        : laundryKind === 'onSite'
          ? t('building.laundryOnSite')
          : notGiven,
    ],
  ];
  if (listing.location?.neighbourHood)
    facts.push([t('building.neighbourhood'), placeName(listing.location.neighbourHood.name, locale)]);
  if (listing.basement != null)
    facts.push([t('building.basement'), listing.basement ? t('facts.yes') : t('facts.no')]);
  if (listing.role) facts.push([t('building.postedBy'), translate(POSTER_ROLE_LABELS[listing.role], locale)]);
  if (listing.developmentCompany) facts.push([t('building.developer'), listing.developmentCompany]);

  return (
    <PageSection id="listing-building" title={t('building.title')}>
      <FactList facts={facts} />
    </PageSection>
  );
}

/** Building amenities, utilities included, pets, tenant requirements and the location's tags. */
export function BuildingFeatures({ listing }: { listing: PageListing }) {
  const { t } = useTranslation('listingPage');
  const locale = useLocale();
  const pets = petsAnswer(listing.pets);
  const tags = listing.location ? flagsOn(LOCATION_TAGS, listing.location.tags) : [];

  return (
    <>
      <PageSection id="listing-amenities" title={t('amenities.title')}>
        <ChipList
          labels={flagsOn(BUILDING_AMENITIES, listing.amenities).map((a) =>
            translate(BUILDING_AMENITY_LABELS[a], locale),
          )}
          empty={t('amenities.none')}
        />
      </PageSection>
      <PageSection id="listing-utilities" title={t('utilities.title')}>
        <ChipList
          labels={flagsOn(UTILITIES, listing.utilities).map((u) => translate(UTILITY_LABELS[u], locale))}
          empty={t('utilities.none')}
        />
      </PageSection>
      <PageSection id="listing-pets" title={t('pets.title')}>
        {pets.kind === 'allowed' ? (
          <ChipList labels={pets.pets.map((p) => translate(PET_LABELS[p], locale))} empty="" />
        ) : (
          <p className="plain-text plain-text--muted">
            {pets.kind === 'none' ? t('pets.none') : t('pets.notGiven')}
          </p>
        )}
      </PageSection>
      <PageSection id="listing-requirements" title={t('requirements.title')}>
        <ChipList
          labels={flagsOn(TENANT_REQUIREMENTS, listing.tenantRequirements).map((r) =>
            translate(TENANT_REQUIREMENT_LABELS[r], locale),
          )}
          empty={t('requirements.none')}
        />
      </PageSection>
      {tags.length > 0 && (
        <PageSection id="listing-tags" title={t('tags.title')}>
          <ChipList labels={tags.map((tag) => translate(LOCATION_TAG_LABELS[tag], locale))} empty="" />
        </PageSection>
      )}
    </>
  );
}
