import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { StatusChip } from '../../../components/StatusChip';
import type { StaffRentalLawFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { formatNumber } from '../../../lib/format/number';

/** A page of entries: title with its review flag, where and for whom, figures, publish switch and actions. */
export function RentalLawsTable({
  rows,
  canEdit,
  canDelete,
  onPublish,
  onDelete,
}: {
  rows: readonly StaffRentalLawFieldsFragment[];
  canEdit: boolean;
  canDelete: boolean;
  onPublish: (entry: StaffRentalLawFieldsFragment, published: boolean) => void;
  onDelete: (entry: StaffRentalLawFieldsFragment) => void;
}) {
  const { t } = useTranslation('rentalLawsAdmin');
  const locale = useLocale();
  // The editor's back link returns to the list as filtered.
  const state = { listSearch: useLocation().search };
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label={t('list')}>
      <Table size="small" aria-label={t('list')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.title')}</TableCell>
            <TableCell>{t('columns.province')}</TableCell>
            <TableCell>{t('columns.audience')}</TableCell>
            <TableCell>{t('columns.language')}</TableCell>
            <TableCell>{t('columns.reviewed')}</TableCell>
            <TableCell align="right">{t('columns.views')}</TableCell>
            <TableCell align="right">{t('columns.clicks')}</TableCell>
            <TableCell>{t('columns.published')}</TableCell>
            {(canEdit || canDelete) && <TableCell>{t('columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ minWidth: 220 }}>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <Link
                    component={RouterLink}
                    to={`/admin-rental-laws/${entry.id}`}
                    state={state}
                    sx={{ fontWeight: 600 }}
                  >
                    {entry.title}
                  </Link>
                  {entry.needsReview && <StatusChip label={t('needsReview')} tone="attention" />}
                </Stack>
              </TableCell>
              <TableCell>{entry.province}</TableCell>
              <TableCell>{t(`audiences.${entry.audience}`)}</TableCell>
              <TableCell>{t(`languages.${entry.locale}`)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatPublicDate(entry.lastReviewedOn, locale)}
              </TableCell>
              <TableCell align="right">{formatNumber(entry.seen, locale)}</TableCell>
              <TableCell align="right">{formatNumber(entry.count, locale)}</TableCell>
              <TableCell>
                <Switch
                  checked={entry.isPublished}
                  disabled={!canEdit}
                  onChange={(event) => onPublish(entry, event.target.checked)}
                  slotProps={{ input: { 'aria-label': t('publishLabel', { title: entry.title }) } }}
                />
              </TableCell>
              {(canEdit || canDelete) && (
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {canEdit && (
                    <IconButton
                      component={RouterLink}
                      to={`/admin-rental-laws/${entry.id}`}
                      state={state}
                      aria-label={t('editLabel', { title: entry.title })}
                    >
                      <Edit fontSize="small" />
                    </IconButton>
                  )}
                  {canDelete && (
                    <IconButton
                      aria-label={t('deleteLabel', { title: entry.title })}
                      onClick={() => onDelete(entry)}
                    >
                      <Delete fontSize="small" />
                    </IconButton>
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
