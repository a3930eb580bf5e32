import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListingAuditTrailQuery } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError } from '../../../../lib/errors/graphql-error';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { ListingAuditTrailDocument } from '../api/admin-listing-operations';
import { auditActionWord, auditValueText, fieldChanges, isAuditField } from './audit-format';

type Entry = ListingAuditTrailQuery['auditTrail'][number];

/** One staff action: what, who and when, and each changed field before and after. */
function HistoryEntry({ entry }: { entry: Entry }) {
  const { t } = useTranslation('adminListings');
  const locale = useLocale();
  const word = auditActionWord(entry.action);
  const changes = fieldChanges(entry.before, entry.after);
  const words = { yes: t('history.yes'), no: t('history.no'), none: t('history.none') };
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {word ? t(`history.actions.${word}`) : entry.action}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('history.by', { email: entry.actorEmail, date: formatTimestamp(entry.createdAt) })}
      </Typography>
      {changes.length === 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('history.noChanges')}
        </Typography>
      ) : (
        <Box sx={{ overflowX: 'auto', mt: 1 }}>
          <Table size="small" aria-label={t('history.changes')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('history.field')}</TableCell>
                <TableCell>{t('history.before')}</TableCell>
                <TableCell>{t('history.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {changes.map((change) => (
                <TableRow key={change.field}>
                  <TableCell component="th" scope="row">
                    {isAuditField(change.field) ? t(`history.fields.${change.field}`) : change.field}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {auditValueText(change.field, change.before, locale, words)}
                  </TableCell>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    {auditValueText(change.field, change.after, locale, words)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}

/**
 * The audit trail of one listing (auditTrail): every staff action that changed it, newest first,
 * with who did it, when, and the fields before → after.
 */
export function ListingHistoryDialog({
  listing,
  onClose,
}: {
  listing: { id: string; title: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('adminListings');
  const locale = useLocale();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { data, loading, error, refetch } = useQuery(ListingAuditTrailDocument, {
    variables: { id: listing.id },
    fetchPolicy: 'network-only',
  });
  const entries = data?.auditTrail ?? [];

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={fullScreen}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('history.title', { title: listing.title })}
      </DialogTitle>
      <DialogContent dividers>
        {error && !data ? (
          <Alert
            severity="error"
            role="alert"
            action={
              <Button color="inherit" size="small" onClick={() => void refetch()}>
                {t('actions.retry', { ns: 'common' })}
              </Button>
            }
          >
            {t('history.loadError')} {errorText(toAppError(error), locale)}
          </Alert>
        ) : loading && !data ? (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <CircularProgress aria-label={t('loading', { ns: 'common' })} />
          </Box>
        ) : entries.length === 0 ? (
          <Typography>{t('history.empty')}</Typography>
        ) : (
          <Stack component="ol" spacing={2} sx={{ m: 0, p: 0 }}>
            {entries.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close', { ns: 'common' })}</Button>
      </DialogActions>
    </Dialog>
  );
}
