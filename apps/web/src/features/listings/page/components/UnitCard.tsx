import { translate } from '@rentals/domain/i18n/translate';
import { BEDROOM_LABELS, PARKING_TYPE_LABELS, STORAGE_OPTION_LABELS } from '@rentals/domain/listings/enums';
import {
  UNIT_AMENITIES,
  UNIT_AMENITY_LABELS,
  UNIT_APPLIANCES,
  UNIT_APPLIANCE_LABELS,
} from '@rentals/domain/listings/features';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListingPageQuery } from '../../../../gql/graphql';
import { CheckCircleIcon, DescriptionIcon, OpenInNewIcon } from './listing-page-icons';
import { useLocale } from '../../../../i18n/use-locale';
import { unitCardId } from '../hooks/use-matched-units';
import { useListingPageStyles } from './listing-page-css';
import { ChipList, FactList } from './PageSection';
import { formatPublicDate } from '../../../../lib/format/date';
import { flagsOn, formatMoney, formatNumber, isPriced } from './listing-page-format';

export type PageUnit = ListingPageQuery['listing']['units'][number];

function FloorPlan({ unit, title }: { unit: PageUnit; title: string }) {
  const { t } = useTranslation('listingPage');
  const plan = unit.floorplan;
  if (!plan) return null;
  const isImage = plan.mimeType.startsWith('image/');
  return (
    <div>
      <h4 className="listing-subheading">{t('units.floorPlan')}</h4>
      <a
        href={isImage ? plan.detailUrl : plan.url}
        target="_blank"
        rel="noopener"
        aria-label={t('units.openFloorPlan', { title })}
        className="plain-link listing-link--icon"
      >
        {isImage ? (
          <img
            src={plan.cardUrl}
            alt={t('units.floorPlanOf', { title })}
            loading="lazy"
            width={plan.width ?? undefined}
            height={plan.height ?? undefined}
            className="floor-plan"
          />
        ) : (
          <>
            <DescriptionIcon />
            {t('units.floorPlanOf', { title })}
          </>
        )}
        <span className="listing-link__small" aria-hidden>
          <OpenInNewIcon />
        </span>
      </a>
    </div>
  );
}

/**
 * One unit of the building: its rent, facts, amenities, appliances and floor plan, with a link to
 * its page. `matched`: the search the visitor came from matched it, and the card says so.
 */
export function UnitCard({ unit, matched = false }: { unit: PageUnit; matched?: boolean }) {
  useListingPageStyles();
  const { t } = useTranslation('listingPage');
  const locale = useLocale();
  const notGiven = t('facts.notGiven');
  const yesNo = (value: boolean) => (value ? t('facts.yes') : t('facts.no'));
  const title = unit.number ? `${unit.title} · ${t('units.number', { number: unit.number })}` : unit.title;
  const priced = isPriced(unit);

  const facts: [string, ReactNode][] = [
    [
      t('units.price'),
      priced ? t('price.perMonth', { price: formatMoney(unit.monthlyPrice!, locale) }) : t('price.contact'),
    ],
  ];
  if (priced && unit.deposit != null) facts.push([t('units.deposit'), formatMoney(unit.deposit, locale)]);
  facts.push(
    [t('units.bedrooms'), translate(BEDROOM_LABELS[unit.bedrooms], locale)],
    [t('units.bathrooms'), formatNumber(unit.bathrooms, locale)],
    [
      t('units.size'),
      unit.unitSize != null ? t('units.sizeValue', { size: formatNumber(unit.unitSize, locale) }) : notGiven,
    ],
    [
      t('units.availability'),
      !unit.available
        ? t('units.notAvailable')
        : unit.startDateAvailability
          ? t('units.availableFrom', { date: formatPublicDate(unit.startDateAvailability, locale) })
          : t('units.availableNow'),
    ],
    [
      t('units.leaseTerm'),
      unit.leaseTerm != null ? t('units.leaseTermValue', { count: unit.leaseTerm }) : notGiven,
    ],
    [t('units.furnished'), yesNo(unit.furnished)],
    [
      t('units.parking'),
      unit.parking
        ? unit.parkingSpots
          ? t('units.parkingSpots', {
              type: translate(PARKING_TYPE_LABELS[unit.parking], locale),
              count: unit.parkingSpots,
            })
          : translate(PARKING_TYPE_LABELS[unit.parking], locale)
        : notGiven,
    ],
  );
  if (unit.storage) facts.push([t('units.storage'), translate(STORAGE_OPTION_LABELS[unit.storage], locale)]);
  if (unit.den != null) facts.push([t('units.den'), yesNo(unit.den)]);
  if (unit.maintenance != null) facts.push([t('units.maintenance'), yesNo(unit.maintenance)]);
  if (unit.smokeAlarm != null) facts.push([t('units.smokeAlarm'), yesNo(unit.smokeAlarm)]);

  const amenities = flagsOn(UNIT_AMENITIES, unit.unitAmenities).map((a) =>
    translate(UNIT_AMENITY_LABELS[a], locale),
  );
  const appliances = flagsOn(UNIT_APPLIANCES, unit.unitAppliances).map((a) =>
    translate(UNIT_APPLIANCE_LABELS[a], locale),
  );

  return (
    <article
      id={unitCardId(unit.id)}
      aria-labelledby={`unit-${unit.id}-title`}
      className={`listing-paper listing-stack listing-stack--20${matched ? ' unit-card--matched' : ''}`}
    >
      {matched && (
        <p className="unit-card__match">
          <CheckCircleIcon />
          {t('units.matches')}
        </p>
      )}
      <div className="unit-card__head">
        <h3 id={`unit-${unit.id}-title`} className="unit-card__title">
          {title}
        </h3>
        <RouterLink
          to={`/unit/${unit.id}`}
          aria-label={t('units.openLabel', { title })}
          className="plain-link plain-link--strong"
        >
          {t('units.open')}
        </RouterLink>
      </div>
      {unit.moveInBonuses && (
        <p className="plain-text unit-card__bonus">
          {t('units.moveInBonuses', { text: unit.moveInBonuses })}
        </p>
      )}
      <FactList facts={facts} />
      <div>
        <h4 className="listing-subheading">{t('units.amenities')}</h4>
        <ChipList labels={amenities} empty={t('units.noneListed')} />
      </div>
      <div>
        <h4 className="listing-subheading">{t('units.appliances')}</h4>
        <ChipList labels={appliances} empty={t('units.noneListed')} />
      </div>
      <FloorPlan unit={unit} title={title} />
    </article>
  );
}
