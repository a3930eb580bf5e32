import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StaffRentalApplicationsQuery } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { formatNumber } from '../../../../lib/format/number';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { applicationDetailsPath } from '../format/detail-paths';
import { ApplicationStatusChip } from '../../review/components/ApplicationStatusChip';
import { applicantNameOr } from '../../review/format/applicant-name';

export type ApplicationRow = StaffRentalApplicationsQuery['staffRentalApplications']['items'][number];

/**
 * The table of /rental-application-table-view: each applicant's name opens the application, and
 * a listing's 'Only this listing' narrows the table to it. On a phone the table scrolls sideways
 * inside its frame, the applicant's column first.
 */
export function ApplicationTable({
  rows,
  busy,
  onListing,
}: {
  rows: readonly ApplicationRow[];
  busy: boolean;
  onListing: (listingId: string) => void;
}) {
  const { t } = useTranslation('applicationStaff');
  const locale = useLocale();
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('table.list')} aria-busy={busy}>
        <TableHead>
          <TableRow>
            <TableCell>{t('table.columns.applicant')}</TableCell>
            <TableCell>{t('table.columns.listing')}</TableCell>
            <TableCell>{t('table.columns.unit')}</TableCell>
            <TableCell>{t('table.columns.status')}</TableCell>
            <TableCell align="right">{t('table.columns.ratio')}</TableCell>
            <TableCell>{t('table.columns.submitted')}</TableCell>
            <TableCell align="right">{t('table.columns.documents')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const name = applicantNameOr(row.applicantName, t('details.deletedApplicant'));
            return (
              <TableRow key={row.id} hover>
                <TableCell component="th" scope="row" sx={{ minWidth: 150 }}>
                  <Link
                    component={RouterLink}
                    to={applicationDetailsPath(row.id)}
                    aria-label={t('table.open', { name })}
                    sx={{ fontWeight: 600 }}
                  >
                    {name}
                  </Link>
                </TableCell>
                <TableCell sx={{ minWidth: 180 }}>
                  <Typography variant="body2">{row.listingTitle}</Typography>
                  <Button
                    size="small"
                    variant="text"
                    onClick={() => onListing(row.listingId)}
                    aria-label={t('table.onlyListingLabel', { listing: row.listingTitle })}
                    sx={{ px: 0, minWidth: 0, whiteSpace: 'nowrap' }}
                  >
                    {t('table.onlyListing')}
                  </Button>
                </TableCell>
                <TableCell>{row.unitTitle ?? '—'}</TableCell>
                <TableCell>
                  <ApplicationStatusChip status={row.status} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.incomeToRentRatio == null
                    ? '—'
                    : t('table.ratio', { ratio: formatNumber(row.incomeToRentRatio, locale) })}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(row.submittedAt)}</TableCell>
                <TableCell align="right">
                  {formatNumber(
                    row.documents.reduce((sum, d) => sum + d.count, 0),
                    locale,
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
