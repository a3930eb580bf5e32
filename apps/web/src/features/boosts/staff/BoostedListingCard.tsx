import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/StatusChip';
import type { BoostedListingFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { formatCents } from '@rentals/domain/billing/payments';

export type BoostedListing = BoostedListingFieldsFragment;

export interface BoostActions {
  canEdit: boolean;
  onExtend: (row: BoostedListing) => void;
  onEnd: (row: BoostedListing) => void;
  onRefund: (row: BoostedListing) => void;
}

const PAYMENT_TONES = {
  PENDING: 'attention',
  PAID: 'success',
  FAILED: 'danger',
  CANCELED: 'ended',
  REFUNDED: 'ended',
} as const;

/** One boosted listing on /boostListing: where, whose, when it started and ends, and the actions. */
export function BoostedListingCard({ row, actions }: { row: BoostedListing; actions: BoostActions }) {
  const { t } = useTranslation('boosts');
  const locale = useLocale();
  const { listing } = row;
  const owner =
    [listing.user.firstName, listing.user.lastName].filter(Boolean).join(' ') || listing.user.email || '';
  // French sets a space before the colon.
  const colon = (label: string) => (locale === 'fr' ? `${label} :` : `${label}:`);
  const date = (value: string | null | undefined) =>
    value ? formatPublicDate(value, locale, { withTime: true }) : '—';
  const { payment } = row;
  const refundable = payment?.status === 'PAID' && payment.totalCents > 0;
  return (
    <Paper component="li" variant="outlined" aria-label={listing.title} sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}
        >
          <Typography variant="h6" component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            <Link component={RouterLink} to={`/listing/${listing.id}`} color="inherit">
              {listing.title}
            </Link>
          </Typography>
          <StatusChip label={t('staff.daysLeft', { count: row.daysLeft })} tone="highlight" />
        </Stack>
        {listing.location && (
          <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {listing.location.address}
          </Typography>
        )}
        <Stack
          component="dl"
          direction={{ xs: 'column', md: 'row' }}
          spacing={{ xs: 0.5, md: 3 }}
          sx={{ m: 0, '& dd': { m: 0 }, '& dt': { fontWeight: 600 } }}
        >
          {(
            [
              [t('staff.owner'), owner],
              [t('staff.start'), date(row.premiumStart)],
              [t('staff.end'), date(row.premiumEnd)],
            ] as const
          ).map(([label, value]) => (
            <Stack key={label} direction="row" spacing={0.5} sx={{ minWidth: 0 }}>
              <Typography component="dt" variant="body2">
                {colon(label)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {colon(t('staff.payment'))}
          </Typography>
          {payment ? (
            <>
              <Typography variant="body2">{formatCents(payment.totalCents, locale)}</Typography>
              <StatusChip
                label={t(`staff.statuses.${payment.status}`)}
                tone={PAYMENT_TONES[payment.status]}
              />
            </>
          ) : (
            <Typography variant="body2">{t('staff.noPayment')}</Typography>
          )}
        </Stack>
        {actions.canEdit && (
          <Stack
            direction="row"
            role="group"
            aria-label={listing.title}
            sx={{ flexWrap: 'wrap', gap: 1, pt: 0.5 }}
          >
            <Button
              size="small"
              variant="outlined"
              aria-label={t('staff.extendLabel', { title: listing.title })}
              onClick={() => actions.onExtend(row)}
            >
              {t('staff.extend')}
            </Button>
            <Button
              size="small"
              color="error"
              variant="outlined"
              aria-label={t('staff.endLabel', { title: listing.title })}
              onClick={() => actions.onEnd(row)}
            >
              {t('staff.endBoost')}
            </Button>
            {refundable && (
              <Button
                size="small"
                color="error"
                variant="outlined"
                aria-label={t('staff.refundLabel', { title: listing.title })}
                onClick={() => actions.onRefund(row)}
              >
                {t('staff.refund')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
