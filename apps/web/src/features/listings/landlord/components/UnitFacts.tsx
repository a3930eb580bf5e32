import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BEDROOM_LABELS, PARKING_TYPE_LABELS } from '@rentals/domain/listings/enums';
import {
  UNIT_AMENITIES,
  UNIT_AMENITY_LABELS,
  UNIT_APPLIANCES,
  UNIT_APPLIANCE_LABELS,
} from '@rentals/domain/listings/features';
import { translate, type Bilingual } from '@rentals/domain/i18n/translate';
import { useTranslation } from 'react-i18next';
import type { UnitPageBuildingQuery } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { formatPublicDate } from '../../../../lib/format/date';
import { formatMoney, formatNumber } from './listing-format';

export type PageUnit = UnitPageBuildingQuery['getBuildingByUnit']['units'][number];

function FlagList<K extends string>({
  title,
  names,
  flags,
  labels,
}: {
  title: string;
  names: readonly K[];
  flags: Record<K, boolean>;
  labels: Record<K, Bilingual>;
}) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const on = names.filter((name) => flags[name]);
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {on.length ? (
        <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
          {on.map((name) => (
            <li key={name}>
              <Chip label={translate(labels[name], locale)} variant="outlined" />
            </li>
          ))}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('unit.noneListed')}</Typography>
      )}
    </Paper>
  );
}

/** The unit's facts (price or Contact for Pricing!, rooms, size, availability...) with en/fr labels. */
export function UnitFacts({ unit }: { unit: PageUnit }) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const notGiven = t('unit.notGiven');
  const priced = !unit.contactForPricing && unit.monthlyPrice != null && unit.monthlyPrice > 0;

  const facts: [string, string][] = [
    [
      t('unit.price'),
      priced
        ? t('card.perMonth', { price: formatMoney(unit.monthlyPrice!, locale) })
        : t('card.contactForPricing'),
    ],
    ...(priced && unit.deposit != null
      ? [[t('unit.deposit'), formatMoney(unit.deposit, locale)] as [string, string]]
      : []),
    [t('unit.bedrooms'), translate(BEDROOM_LABELS[unit.bedrooms], locale)],
    [t('unit.bathrooms'), formatNumber(unit.bathrooms, locale)],
    [
      t('unit.size'),
      unit.unitSize != null ? t('unit.sizeValue', { size: formatNumber(unit.unitSize, locale) }) : notGiven,
    ],
    [
      t('unit.availability'),
      !unit.available
        ? t('unit.notAvailable')
        : unit.startDateAvailability
          ? t('unit.availableFrom', { date: formatPublicDate(unit.startDateAvailability, locale) })
          : t('unit.availableNow'),
    ],
    [
      t('unit.parking'),
      unit.parking
        ? unit.parkingSpots
          ? t('unit.parkingSpots', {
              type: translate(PARKING_TYPE_LABELS[unit.parking], locale),
              count: unit.parkingSpots,
            })
          : translate(PARKING_TYPE_LABELS[unit.parking], locale)
        : notGiven,
    ],
    [
      t('unit.leaseTerm'),
      unit.leaseTerm != null ? t('unit.leaseTermValue', { count: unit.leaseTerm }) : notGiven,
    ],
    [t('unit.furnished'), unit.furnished ? t('unit.yes') : t('unit.no')],
    ...(unit.den != null
      ? [[t('unit.den'), unit.den ? t('unit.yes') : t('unit.no')] as [string, string]]
      : []),
  ];

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('unit.facts')}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            gap: 2,
            m: 0,
          }}
        >
          {facts.map(([label, value]) => (
            <Box key={label}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      <FlagList
        title={t('unit.amenities')}
        names={UNIT_AMENITIES}
        flags={unit.unitAmenities}
        labels={UNIT_AMENITY_LABELS}
      />
      <FlagList
        title={t('unit.appliances')}
        names={UNIT_APPLIANCES}
        flags={unit.unitAppliances}
        labels={UNIT_APPLIANCE_LABELS}
      />
    </Stack>
  );
}
