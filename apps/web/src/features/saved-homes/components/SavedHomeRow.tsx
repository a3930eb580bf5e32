import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { coverPicture } from '@rentals/domain/listings/cover-picture';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ConfirmActionDialog } from '../../../components/ConfirmActionDialog';
import { StatusChip } from '../../../components/StatusChip';
import type { SavedHomesQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { formatMoney } from '../../../lib/format/number';
import { statusChipText } from '../format/saved-home-status';
import { setSaved } from '../hooks/saved-ids-store';
import { SavedHomeNote } from './SavedHomeNote';

type SavedHome = SavedHomesQuery['savedHomes']['items'][number];

/**
 * One saved home on /saved-homes: its picture and title (to the listing), its address, its rent
 * now, its status, the renter's note and 'Remove' (asked first: the note goes with it).
 */
export function SavedHomeRow({ home, onRemoved }: { home: SavedHome; onRemoved: () => void }) {
  const { t } = useTranslation('savedHomes');
  const locale = useLocale();
  const [confirming, setConfirming] = useState(false);
  // A listing no longer public comes without its listing: named by its title when saved, unlinked.
  const { listing, status, title } = home;
  const cover = listing && coverPicture(listing);
  const chip = statusChipText(status);
  const money = (n: number) => formatMoney(n, locale);
  const gone = status.kind === 'RENTED' || status.kind === 'UNAVAILABLE';

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' } }}
    >
      <Box
        sx={{
          aspectRatio: '16 / 10',
          bgcolor: 'grey.100',
          borderRadius: 1,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          filter: gone ? 'grayscale(1)' : undefined,
        }}
      >
        {cover ? (
          <Box
            component="img"
            src={cover.cardUrl}
            alt={t('pictureOf', { title })}
            loading="lazy"
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('noPicture')}
          </Typography>
        )}
      </Box>
      <Stack spacing={1.5} sx={{ minWidth: 0 }}>
        <Stack spacing={0.5}>
          <Box>
            <StatusChip
              tone={chip.tone}
              label={
                chip.amounts
                  ? t(chip.key, { from: money(chip.amounts.from), to: money(chip.amounts.to) })
                  : t(chip.key)
              }
            />
          </Box>
          <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {listing ? (
              <Link component={RouterLink} to={`/listing/${listing.id}`} underline="hover" color="inherit">
                {title}
              </Link>
            ) : (
              title
            )}
          </Typography>
          {listing?.location && (
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {listing.location.address}
            </Typography>
          )}
          {!gone && (
            <Typography sx={{ fontWeight: 700 }}>
              {status.currentPrice != null
                ? t('perMonth', { price: money(status.currentPrice) })
                : t('contactForPricing')}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary">
            {t('savedOn', { date: formatPublicDate(home.savedAt, locale) })}
          </Typography>
        </Stack>
        <SavedHomeNote listingId={home.listingId} note={home.note ?? null} />
        <Box>
          <Button color="error" aria-label={t('remove.label', { title })} onClick={() => setConfirming(true)}>
            {t('remove.button')}
          </Button>
        </Box>
      </Stack>
      {confirming && (
        <ConfirmActionDialog
          title={t('remove.title')}
          text={t('remove.text', { title })}
          confirm={t('remove.confirm')}
          destructive
          onConfirm={async () => {
            await setSaved(home.listingId, false);
            setConfirming(false);
            onRemoved();
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </Paper>
  );
}
