import { useQuery } from '@apollo/client/react';
import Close from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ListingState } from '@rentals/domain/listings/states';
import { useEffect, useId, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { SingleMapBuildingDocument } from '../api/map-tracker-operations';
import { StateChip } from './StateChip';

/** The details of the listing chosen on the tracker (singleMapBuilding), with a link to its page. */
export function MapListingDetails({
  id,
  state,
  onClose,
}: {
  id: string;
  state: ListingState;
  onClose: () => void;
}) {
  const { t } = useTranslation('mapTracker');
  const headingId = useId();
  const panel = useRef<HTMLElement>(null);
  const { data, loading, error, refetch } = useQuery(SingleMapBuildingDocument, { variables: { id } });
  const listing = data?.singleMapBuilding;
  // The panel opens from a button of the list: move the focus to it, so the details are read next.
  useEffect(() => panel.current?.focus(), [id]);

  const owner = listing ? [listing.user.firstName, listing.user.lastName].filter(Boolean).join(' ') : '';
  return (
    <Paper
      ref={panel}
      component="section"
      variant="outlined"
      tabIndex={-1}
      aria-labelledby={headingId}
      sx={{ p: 2, outline: 'none', '&:focus-visible': { outline: '3px solid #1a1a1a' } }}
    >
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {listing?.title ?? t('map.details.heading')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('map.details.close')} size="small">
          <Close />
        </IconButton>
      </Stack>
      {error && !listing ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('actions.retry', { ns: 'common' })}
            </Button>
          }
        >
          {t('map.details.loadError')}
        </Alert>
      ) : loading && !listing ? (
        <Stack spacing={1} role="status" aria-busy="true" aria-label={t('loading', { ns: 'common' })}>
          <Skeleton width="60%" />
          <Skeleton width="80%" />
        </Stack>
      ) : listing ? (
        <Stack spacing={1} sx={{ mt: 1 }}>
          <div>
            <StateChip state={state} />
          </div>
          {listing.location && <Typography variant="body2">{listing.location.address}</Typography>}
          <Typography variant="body2">
            {listing.user.email
              ? t('map.details.ownerEmail', { name: owner || listing.user.email, email: listing.user.email })
              : t('map.details.owner', { name: owner })}
          </Typography>
          <Typography variant="body2">{t('map.details.units', { count: listing.units.length })}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('map.details.created', { date: formatTimestamp(listing.createdAt) })}
          </Typography>
          <Link component={RouterLink} to={`/listing/${encodeURIComponent(listing.id)}`}>
            {t('map.details.open')}
          </Link>
        </Stack>
      ) : null}
    </Paper>
  );
}
