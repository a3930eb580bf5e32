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
import type { LeaseDetailFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';

/**
 * The lease's audit trail, oldest first, as the API records it for the parties and staff: when,
 * what, who, from which address and browser. It is the evidence behind each signature.
 */
export function AuditTrail({ events }: { events: LeaseDetailFieldsFragment['events'] }) {
  const { t } = useTranslation('leases');
  const locale = useLocale();
  return (
    // The table is the region (it scrolls on a phone): the frame around it is not a second one.
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1.5}>
        <Typography component="h2" variant="h6">
          {t('trail.title')}
        </Typography>
        {/* A table wider than a phone scrolls by itself, and is reachable by keyboard to do so. */}
        <TableContainer tabIndex={0} role="region" aria-label={t('trail.title')}>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('trail.at')}</TableCell>
                <TableCell>{t('trail.what')}</TableCell>
                <TableCell>{t('trail.who')}</TableCell>
                <TableCell>{t('trail.ip')}</TableCell>
                <TableCell>{t('trail.browser')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {events.map((e) => (
                <TableRow key={e.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {formatPublicDate(e.at, locale, { withTime: true })}
                  </TableCell>
                  <TableCell>{t(`trail.kind.${e.kind}`)}</TableCell>
                  <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>{e.actor}</TableCell>
                  <TableCell>{e.ip ?? '—'}</TableCell>
                  <TableCell sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>{e.userAgent ?? '—'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Stack>
    </Paper>
  );
}
