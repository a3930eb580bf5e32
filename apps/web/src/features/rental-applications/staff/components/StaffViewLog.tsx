import { useQuery } from '@apollo/client/react';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/LoadError';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { RentalApplicationStaffViewsDocument } from '../api/staff-application-operations';

/**
 * Admins only: who of the staff opened the application and when, newest first. It is read after
 * the application itself, so the reader's own opening is in it.
 */
export function StaffViewLog({ applicationId }: { applicationId: string }) {
  const { t } = useTranslation('applicationStaff');
  const views = useQuery(RentalApplicationStaffViewsDocument, {
    variables: { id: applicationId },
    fetchPolicy: 'network-only',
  });
  const rows = views.data?.rentalApplicationStaffViews ?? [];

  return (
    <Paper
      variant="outlined"
      component="section"
      sx={{ p: { xs: 2, sm: 3 } }}
      aria-labelledby="staff-views-title"
    >
      <Typography id="staff-views-title" variant="h6" component="h2">
        {t('views.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('views.intro')}
      </Typography>
      {views.error ? (
        <LoadError error={views.error} message={t('views.loadError')} onRetry={() => void views.refetch()} />
      ) : views.loading && !views.data ? (
        <Skeleton variant="rounded" height={96} aria-label={t('views.title')} />
      ) : rows.length === 0 ? (
        <Typography variant="body2">{t('views.empty')}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="staff-views-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('views.who')}</TableCell>
                <TableCell>{t('views.when')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((view, index) => (
                <TableRow key={`${view.at}-${index}`}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {view.staffName || view.staffEmail || t('views.gone')}
                    {view.staffName && view.staffEmail && (
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {view.staffEmail}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(view.at)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Paper>
  );
}
