import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { approvalState } from './admin-listing-format';
import { AvailabilityToggle } from './AvailabilityToggle';
import {
  ApprovalChip,
  ListingTitle,
  OwnerText,
  Timestamp,
  usePlanTexts,
  type AdminListing,
} from './listing-cells';
import { RowActions, type AdminRowHandlers } from './RowActions';

/** The Approve button beside a listing awaiting review or rejected (staff who review listings). */
function ApproveButton({ listing, handlers }: { listing: AdminListing; handlers: AdminRowHandlers }) {
  const { t } = useTranslation('adminListings');
  if (!handlers.canReview || approvalState(listing) === 'APPROVED') return null;
  return (
    <Button
      size="small"
      variant="contained"
      loading={handlers.approvingId === listing.id}
      onClick={() => handlers.onApprove(listing)}
      aria-label={t('approval.approveLabel', { title: listing.title })}
    >
      {t('approval.approve')}
    </Button>
  );
}

function ApprovalCell({ listing, handlers }: { listing: AdminListing; handlers: AdminRowHandlers }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <ApprovalChip listing={listing} />
      <ApproveButton listing={listing} handlers={handlers} />
    </Stack>
  );
}

/** /listings from 900px: one row per listing with every column of the issue. */
export function AdminListingsTable({
  rows,
  handlers,
  busy,
}: {
  rows: readonly AdminListing[];
  handlers: AdminRowHandlers;
  busy: boolean;
}) {
  const { t } = useTranslation('adminListings');
  const texts = usePlanTexts();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('list.table')} aria-busy={busy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.listing')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell>{t('columns.approval')}</TableCell>
            <TableCell>{t('columns.owner')}</TableCell>
            <TableCell>{t('columns.plan')}</TableCell>
            <TableCell>{t('columns.premium')}</TableCell>
            <TableCell>{t('columns.created')}</TableCell>
            <TableCell>{t('columns.updated')}</TableCell>
            <TableCell>{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((listing) => (
            <TableRow key={listing.id} hover sx={{ verticalAlign: 'top' }}>
              <TableCell component="th" scope="row" sx={{ minWidth: 180, maxWidth: 300 }}>
                <ListingTitle listing={listing} />
              </TableCell>
              <TableCell>
                <AvailabilityToggle
                  listing={listing}
                  busy={handlers.togglingId === listing.id}
                  onToggle={handlers.onToggle}
                />
              </TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                <ApprovalCell listing={listing} handlers={handlers} />
              </TableCell>
              <TableCell sx={{ maxWidth: 240 }}>
                <OwnerText owner={listing.user} />
              </TableCell>
              <TableCell>{texts.plan(listing)}</TableCell>
              <TableCell sx={{ minWidth: 90 }}>{texts.premium(listing)}</TableCell>
              <TableCell>
                <Timestamp iso={listing.createdAt} />
              </TableCell>
              <TableCell>
                <Timestamp iso={listing.updatedAt} />
              </TableCell>
              <TableCell>
                <RowActions listing={listing} handlers={handlers} compact />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** /listings under 900px: each listing as a card with the same facts and actions. */
export function AdminListingCards({
  rows,
  handlers,
  busy,
}: {
  rows: readonly AdminListing[];
  handlers: AdminRowHandlers;
  busy: boolean;
}) {
  const { t } = useTranslation('adminListings');
  const texts = usePlanTexts();
  return (
    <Stack component="section" aria-label={t('list.table')} aria-busy={busy} spacing={2}>
      {rows.map((listing) => (
        <Paper
          key={listing.id}
          component="article"
          variant="outlined"
          aria-label={listing.title}
          sx={{ p: 2 }}
        >
          <Stack spacing={1.5}>
            <ListingTitle listing={listing} headingLevel="h2" />
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
              <AvailabilityToggle
                listing={listing}
                busy={handlers.togglingId === listing.id}
                onToggle={handlers.onToggle}
              />
              <ApprovalCell listing={listing} handlers={handlers} />
            </Stack>
            <OwnerText owner={listing.user} />
            <Stack spacing={0.25}>
              <Typography variant="body2">{t('cells.plan', { plan: texts.plan(listing) })}</Typography>
              <Typography variant="body2">
                {t('cells.premium', { premium: texts.premium(listing) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('cells.created', { date: formatTimestamp(listing.createdAt) })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('cells.updated', { date: formatTimestamp(listing.updatedAt) })}
              </Typography>
            </Stack>
            <RowActions listing={listing} handlers={handlers} compact={false} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
