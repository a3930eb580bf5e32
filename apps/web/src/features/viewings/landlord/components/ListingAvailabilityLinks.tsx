import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { availabilityPath } from './ViewingRow';

/** Each of the landlord's listings with the way to its viewing hours: where an empty agenda leads. */
export function ListingAvailabilityLinks({
  listings,
}: {
  listings: readonly { id: string; title: string }[];
}) {
  const { t } = useTranslation('viewingAgenda');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="listing-hours"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="listing-hours" component="h2" variant="h6">
        {t('agenda.listingsTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {listings.length ? t('agenda.listingsText') : t('agenda.noListings')}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {listings.map((listing) => (
          <Stack
            component="li"
            key={listing.id}
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ justifyContent: 'space-between', gap: 0.5 }}
          >
            <Typography sx={{ overflowWrap: 'anywhere' }}>{listing.title}</Typography>
            <Link
              component={RouterLink}
              to={availabilityPath(listing.id)}
              aria-label={`${t('agenda.setAvailability')}: ${listing.title}`}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('agenda.setAvailability')}
            </Link>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
