import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import HomeWork from '@mui/icons-material/HomeWork';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import MeetingRoomOutlined from '@mui/icons-material/MeetingRoomOutlined';
import Replay from '@mui/icons-material/Replay';
import TaskAlt from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { LandlordListingFieldsFragment } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { formatPublicDate } from '../../../../lib/format/date';
import { formatMoney, inOrder, priceSummary, type PriceSummary } from './listing-format';
import { ListingStatusChip } from './ListingStatusChip';
import { ListingStatsBlock, STATS_BLOCK_HEIGHT } from './ListingStatsBlock';
import { WhenNearViewport } from '../../../../components/WhenNearViewport';
import { availabilityConfirmedText } from '../../../../components/plain/listing-age-text';

export type LandlordListing = LandlordListingFieldsFragment;

export interface RowActions {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (listing: LandlordListing) => void;
  onAddUnit: (listing: LandlordListing) => void;
  onMarkRented: (listing: LandlordListing) => void;
  /** 'Make available again' for a rented (hidden) listing. */
  onRelist: (listing: LandlordListing) => void;
  /** The listing being made available again, if any. */
  relistingId: string | null;
  /** 'Confirm availability' for a public listing. */
  onConfirmAvailability: (listing: LandlordListing) => void;
  /** The listing whose availability is being confirmed, if any. */
  confirmingId: string | null;
  onDelete: (listing: LandlordListing) => void;
  /** The listing's boost, when the route provides it. */
  renderBoost?: (listing: LandlordListing) => ReactNode;
}

export function usePriceText() {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  return (summary: PriceSummary) =>
    summary.kind === 'contact'
      ? t('card.contactForPricing')
      : summary.kind === 'single'
        ? t('card.perMonth', { price: formatMoney(summary.amount, locale) })
        : t('card.priceRange', {
            min: formatMoney(summary.min, locale),
            max: formatMoney(summary.max, locale),
          });
}

/** One building of the landlord dashboard: cover, facts, status, dates and what can be done. */
export function ListingRow({ listing, actions }: { listing: LandlordListing; actions: RowActions }) {
  const { t } = useTranslation('listings');
  const { t: tCommon } = useTranslation();
  const locale = useLocale();
  const priceText = usePriceText();
  const cover = inOrder(listing.pictures)[0];
  const firstUnit = listing.units[0];
  const title = listing.title;

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={title}
      sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, overflow: 'hidden' }}
    >
      <Box
        sx={{
          width: { xs: '100%', sm: 200 },
          height: { xs: 180, sm: 'auto' },
          minHeight: { sm: 160 },
          flexShrink: 0,
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
          position: 'relative',
          overflow: 'hidden',
        }}
      >
        {cover ? (
          <Box
            component="img"
            src={cover.cardUrl}
            alt={t('card.coverOf', { title })}
            loading="lazy"
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary' }} spacing={0.5}>
            <HomeWork fontSize="large" aria-hidden />
            <Typography variant="body2">{t('card.noPicture')}</Typography>
          </Stack>
        )}
      </Box>
      <Stack spacing={1} sx={{ p: 2, flexGrow: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="h6" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {/* The title opens what renters see; 'Manage units' below opens the owner's unit page. */}
            <Link component={RouterLink} to={`/listing/${listing.id}`} color="inherit">
              {title}
            </Link>
          </Typography>
          <ListingStatusChip status={listing.status} />
        </Stack>
        {listing.location && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {listing.location.address}
          </Typography>
        )}
        <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{priceText(priceSummary(listing.units))}</Typography>
          <Typography>{t('card.units', { count: listing.units.length })}</Typography>
        </Stack>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 0, md: 2 }}
          sx={{ color: 'text.secondary' }}
        >
          <Typography variant="body2">
            {t('card.created', { date: formatPublicDate(listing.createdAt, locale, { withTime: true }) })}
          </Typography>
          <Typography variant="body2">
            {t('card.updated', { date: formatPublicDate(listing.updatedAt, locale, { withTime: true }) })}
          </Typography>
          {listing.availabilityConfirmedAt && !listing.isHidden && (
            <Typography variant="body2">
              {availabilityConfirmedText(listing.availabilityConfirmedAt, new Date(), locale, tCommon)}
            </Typography>
          )}
        </Stack>
        {listing.isHidden && listing.unpublishedReason === 'NOT_CONFIRMED' && (
          <Alert severity="warning">{t('availability.unpublished')}</Alert>
        )}
        {actions.renderBoost?.(listing)}
        <Stack
          direction="row"
          role="group"
          aria-label={t('card.actions', { title })}
          sx={{ flexWrap: 'wrap', gap: 1, pt: 0.5 }}
        >
          {firstUnit && (
            <Button
              component={RouterLink}
              to={`/unit/${firstUnit.id}`}
              size="small"
              variant="outlined"
              startIcon={<MeetingRoomOutlined />}
            >
              {t('card.manageUnits')}
            </Button>
          )}
          {actions.canEdit && (
            <>
              <Button
                size="small"
                variant="outlined"
                startIcon={<Edit />}
                onClick={() => actions.onEdit(listing)}
              >
                {t('card.edit')}
              </Button>
              <Button
                size="small"
                variant="outlined"
                startIcon={<Add />}
                onClick={() => actions.onAddUnit(listing)}
              >
                {t('card.addUnit')}
              </Button>
              {listing.isHidden ? (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<Replay />}
                  loading={actions.relistingId === listing.id}
                  onClick={() => actions.onRelist(listing)}
                >
                  {t('card.relist')}
                </Button>
              ) : (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<KeyOutlined />}
                  onClick={() => actions.onMarkRented(listing)}
                >
                  {t('card.markRented')}
                </Button>
              )}
              {listing.status === 'ACTIVE' && (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<TaskAlt />}
                  loading={actions.confirmingId === listing.id}
                  onClick={() => actions.onConfirmAvailability(listing)}
                >
                  {t('card.confirmAvailability')}
                </Button>
              )}
            </>
          )}
          {actions.canDelete && (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteOutlined />}
              onClick={() => actions.onDelete(listing)}
            >
              {t('card.delete')}
            </Button>
          )}
        </Stack>
        {/* Its own query, run only for the rows the landlord scrolls to: the list stays fast. */}
        <WhenNearViewport minHeight={STATS_BLOCK_HEIGHT}>
          <ListingStatsBlock listingId={listing.id} title={title} />
        </WhenNearViewport>
      </Stack>
    </Paper>
  );
}
