import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AVATAR_SIZES } from '@rentals/domain/limits';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RoommatesForListingQuery } from '../../../gql/graphql';
import { RoommatesForListingDocument } from '../api/tenant-operations';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { TenantAvatar } from './TenantAvatar';
import { tenantName } from './tenant-format';
import { useBudgetText } from './use-budget-text';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';

type Roommate = RoommatesForListingQuery['roommatesForListing'][number];

function RoommateCard({ person }: { person: Roommate }) {
  const { t } = useTranslation('listingPage');
  const locale = useLocale();
  const name = tenantName(person);
  const budget = useBudgetText(person.minBudget, person.budget);
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={{
        position: 'relative',
        p: 2,
        height: '100%',
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        '&:hover, &:focus-within': { boxShadow: 2 },
      }}
    >
      <TenantAvatar person={person} size={AVATAR_SIZES.small} />
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {/* The link covers the card, so the whole card is one click target and one tab stop. */}
          <Link
            component={RouterLink}
            to={`/tenant/${person.id}`}
            color="inherit"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
            }}
          >
            {name}
          </Link>
        </Typography>
        {person.occupation && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {person.occupation}
          </Typography>
        )}
        {budget && <Typography variant="body2">{t('roommates.budget', { budget })}</Typography>}
        {person.moveIn && (
          <Typography variant="body2">
            {t('roommates.moveIn', { date: formatPublicDate(person.moveIn, locale) })}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * Renters who look for a roommate in the listing's city, each linking to their profile. Nothing is
 * shown while they load, when there are none, or when they cannot be loaded: the section is extra.
 */
export function RoommatesSection({ listingId, city }: { listingId: string; city: string }) {
  const { t } = useTranslation('listingPage');
  const { data } = usePublicQuery(RoommatesForListingDocument, { variables: { id: listingId } });
  const people = data?.roommatesForListing ?? [];
  if (people.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="listing-roommates-title">
      <Typography id="listing-roommates-title" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t('roommates.title', { city })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('roommates.subtitle')}
      </Typography>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          gap: 2,
          m: 0,
          p: 0,
          listStyle: 'none',
        }}
      >
        {people.map((person) => (
          <li key={person.id}>
            <RoommateCard person={person} />
          </li>
        ))}
      </Box>
    </Box>
  );
}
