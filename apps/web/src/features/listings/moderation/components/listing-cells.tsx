import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminListingFieldsFragment } from '../../../../gql/graphql';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { approvalState, ownerName, type ApprovalState } from './admin-listing-format';

/* The cells the staff tables and their narrow-screen cards share. */

export type AdminListing = AdminListingFieldsFragment;

/** The title, linking to the listing page, and the address under it. */
export function ListingTitle({ listing, headingLevel }: { listing: AdminListing; headingLevel?: 'h2' }) {
  const { t } = useTranslation('adminListings');
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography
        component={headingLevel ?? 'span'}
        variant={headingLevel ? 'subtitle1' : 'body2'}
        sx={{ fontWeight: 700, overflowWrap: 'break-word' }}
      >
        <Link component={RouterLink} to={`/listing/${listing.id}`}>
          {listing.title}
        </Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
        {listing.location?.address ?? t('cells.noAddress')}
      </Typography>
    </Stack>
  );
}

/** The owner's name and e-mail. */
export function OwnerText({ owner }: { owner: AdminListing['user'] }) {
  const { t } = useTranslation('adminListings');
  return (
    <Stack spacing={0.25} sx={{ minWidth: 0 }}>
      <Typography variant="body2">{ownerName(owner) ?? t('cells.noName')}</Typography>
      {owner.email && (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
          {owner.email}
        </Typography>
      )}
    </Stack>
  );
}

/** MM-DD-YYYY hh:mm, which a narrow column may wrap between the day and the time only. */
export function Timestamp({ iso }: { iso: string }) {
  const [day, time] = formatTimestamp(iso).split(' ');
  return (
    <>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {day}
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {time}
      </Box>
    </>
  );
}

/** The plan's name: the premium plan when there is one, Basic otherwise. */
export function usePlanTexts() {
  const { t } = useTranslation('adminListings');
  return {
    plan: (listing: AdminListing) => listing.premiumName || t('cells.basicPlan'),
    premium: (listing: AdminListing) =>
      !listing.isPremium
        ? t('cells.premiumNo')
        : listing.premiumEnd
          ? t('cells.premiumUntil', { date: formatTimestamp(listing.premiumEnd) })
          : t('cells.premiumYes'),
  };
}

/* Light backgrounds with dark text, at least 4.5:1, as the landlord status chips. */
const APPROVAL_COLOURS: Record<ApprovalState, { bgcolor: string; color: string }> = {
  APPROVED: { bgcolor: '#e3f5ea', color: '#00522a' },
  PENDING: { bgcolor: '#fff4e5', color: '#663c00' },
  REJECTED: { bgcolor: '#fdecea', color: '#7a1c14' },
};

/** Approved, Pending or Rejected; a rejected one tells its reason on hover and keyboard focus. */
export function ApprovalChip({ listing }: { listing: AdminListing }) {
  const { t } = useTranslation('adminListings');
  const state = approvalState(listing);
  const chip = (
    <Chip
      size="small"
      label={t(`approval.${state}`)}
      tabIndex={state === 'REJECTED' && listing.rejectionReason ? 0 : undefined}
      sx={{ ...APPROVAL_COLOURS[state], fontWeight: 700 }}
    />
  );
  if (state !== 'REJECTED' || !listing.rejectionReason) return chip;
  return (
    <Tooltip title={t('approval.rejectedBecause', { reason: listing.rejectionReason })} describeChild>
      {chip}
    </Tooltip>
  );
}
