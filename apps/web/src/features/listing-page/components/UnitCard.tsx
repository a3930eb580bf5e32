import Description from '@mui/icons-material/DescriptionOutlined';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import {
  BEDROOM_LABELS,
  PARKING_TYPE_LABELS,
  STORAGE_OPTION_LABELS,
  UNIT_AMENITIES,
  UNIT_AMENITY_LABELS,
  UNIT_APPLIANCES,
  UNIT_APPLIANCE_LABELS,
} from '@rentals/domain/listings/enums';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListingPageQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { ChipList, FactList } from './PageSection';
import { flagsOn, formatIsoDate, formatMoney, formatNumber, isPriced } from './listing-page-format';

export type PageUnit = ListingPageQuery['listing']['units'][number];

function FloorPlan({ unit, title }: { unit: PageUnit; title: string }) {
  const { t } = useTranslation('listingPage');
  const plan = unit.floorplan;
  if (!plan) return null;
  const isImage = plan.mimeType.startsWith('image/');
  return (
    <Box>
      <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
        {t('units.floorPlan')}
      </Typography>
      <Link
        href={isImage ? plan.detailUrl : plan.url}
        target="_blank"
        rel="noopener"
        aria-label={t('units.openFloorPlan', { title })}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}
      >
        {isImage ? (
          <Box
            component="img"
            src={plan.cardUrl}
            alt={t('units.floorPlanOf', { title })}
            loading="lazy"
            width={plan.width ?? undefined}
            height={plan.height ?? undefined}
            sx={{
              width: 200,
              maxWidth: '100%',
              height: 'auto',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'common.white',
            }}
          />
        ) : (
          <>
            <Description aria-hidden />
            {t('units.floorPlanOf', { title })}
          </>
        )}
        <OpenInNew fontSize="small" aria-hidden />
      </Link>
    </Box>
  );
}

/** One unit of the building: its rent, facts, amenities, appliances and floor plan, with a link to its page. */
export function UnitCard({ unit }: { unit: PageUnit }) {
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
          ? t('units.availableFrom', { date: formatIsoDate(unit.startDateAvailability) })
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
    <Paper
      variant="outlined"
      component="article"
      aria-labelledby={`unit-${unit.id}-title`}
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Stack spacing={2.5}>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' } }}
        >
          <Typography
            id={`unit-${unit.id}-title`}
            variant="h6"
            component="h3"
            sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
          >
            {title}
          </Typography>
          <Link
            component={RouterLink}
            to={`/unit/${unit.id}`}
            aria-label={t('units.openLabel', { title })}
            sx={{ fontWeight: 600, flexShrink: 0 }}
          >
            {t('units.open')}
          </Link>
        </Stack>
        {unit.moveInBonuses && (
          <Typography sx={{ bgcolor: 'rgba(0,168,87,0.08)', borderRadius: 1, px: 1.5, py: 1 }}>
            {t('units.moveInBonuses', { text: unit.moveInBonuses })}
          </Typography>
        )}
        <FactList facts={facts} />
        <Box>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
            {t('units.amenities')}
          </Typography>
          <ChipList labels={amenities} empty={t('units.noneListed')} />
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h4" sx={{ fontWeight: 700, mb: 1 }}>
            {t('units.appliances')}
          </Typography>
          <ChipList labels={appliances} empty={t('units.noneListed')} />
        </Box>
        <FloorPlan unit={unit} title={title} />
      </Stack>
    </Paper>
  );
}
