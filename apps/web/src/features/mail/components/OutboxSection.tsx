import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { OUTBOX_STATUSES, type OutboxStatus } from '@rentals/domain/mail/notifications';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../components/list-state/ListState';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import { formatTimestamp } from '../../../lib/format/timestamp';
import { EmailOutboxDocument, ResendEmailDocument } from '../api/mail-operations';

/** Border colours of the state chips; their text stays the body colour, for contrast. */
const STATUS_COLOURS: Record<OutboxStatus, string> = {
  PENDING: '#b26a00',
  SENT: '#007a3f',
  FAILED: '#c62828',
  STORED: '#757575',
};

/** The outbox: the last messages with their delivery state, filtered by state, and Resend. */
export function OutboxSection({ onMessage }: { onMessage: (message: string) => void }) {
  const { t } = useTranslation('mail');
  const locale = useLocale();
  const headingId = useId();
  const [status, setStatus] = useState<OutboxStatus | ''>('');
  const [page, setPage] = useState(1);
  const [failure, setFailure] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(EmailOutboxDocument, {
    variables: { status: status || null, first: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [resend] = useMutation(ResendEmailDocument);
  const [resendingId, setResendingId] = useState<string | null>(null);
  const shown = (data ?? previousData)?.emailOutbox;
  const rows = shown?.items ?? [];

  const resendOne = async (id: string) => {
    setFailure(null);
    setResendingId(id);
    try {
      await resend({ variables: { id } });
      onMessage(t('mail.outbox.resent'));
      // The copy is the newest message: show the first page, where it is.
      if (page === 1) await refetch();
      else setPage(1);
    } catch (e) {
      setFailure(errorText(toAppError(e), locale));
    } finally {
      setResendingId(null);
    }
  };

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2">
        {t('mail.outbox.heading')}
      </Typography>
      <TextField
        select
        size="small"
        label={t('mail.outbox.status')}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as OutboxStatus | '');
          setPage(1);
        }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: { sm: 260 } }}
      >
        <MenuItem value="">{t('mail.outbox.anyStatus')}</MenuItem>
        {OUTBOX_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`mail.outbox.statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {failure && (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      )}
      <ListState
        query={{ data, previousData, loading, error, refetch }}
        errorMessage={t('mail.outbox.loadError')}
        skeleton={{ rows: 4, height: 48 }}
        empty={
          status
            ? { title: t('mail.outbox.noMatchTitle'), titleAs: 'p' }
            : { title: t('mail.outbox.emptyTitle'), text: t('mail.outbox.emptyText'), titleAs: 'p' }
        }
        paging={{
          page,
          pageLength: rows.length,
          total: shown?.count ?? 0,
          onPage: setPage,
          label: t('mail.outbox.table'),
        }}
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('mail.outbox.table')} aria-busy={loading}>
            <TableHead>
              <TableRow>
                <TableCell>{t('mail.outbox.columns.to')}</TableCell>
                <TableCell>{t('mail.outbox.columns.subject')}</TableCell>
                <TableCell>{t('mail.outbox.columns.template')}</TableCell>
                <TableCell>{t('mail.outbox.columns.status')}</TableCell>
                <TableCell align="right">{t('mail.outbox.columns.attempts')}</TableCell>
                <TableCell>{t('mail.outbox.columns.created')}</TableCell>
                <TableCell>{t('mail.outbox.columns.sent')}</TableCell>
                <TableCell>{t('mail.outbox.columns.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((mail) => (
                <TableRow key={mail.id} hover sx={{ verticalAlign: 'top' }}>
                  <TableCell sx={{ wordBreak: 'break-all', minWidth: 160 }}>{mail.to}</TableCell>
                  <TableCell component="th" scope="row" sx={{ minWidth: 200, overflowWrap: 'anywhere' }}>
                    {mail.subject}
                  </TableCell>
                  <TableCell>{mail.template}</TableCell>
                  <TableCell>
                    <Stack spacing={0.5}>
                      <Chip
                        size="small"
                        variant="outlined"
                        label={t(`mail.outbox.statuses.${mail.status}`)}
                        title={t(`mail.outbox.statusHelp.${mail.status}`)}
                        sx={{
                          alignSelf: 'flex-start',
                          borderColor: STATUS_COLOURS[mail.status],
                          borderWidth: 2,
                        }}
                      />
                      {mail.lastError && (
                        <Typography variant="caption" color="error" sx={{ overflowWrap: 'anywhere' }}>
                          {t('mail.outbox.lastError', { error: mail.lastError })}
                        </Typography>
                      )}
                    </Stack>
                  </TableCell>
                  <TableCell align="right">{mail.attempts}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimestamp(mail.createdAt)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {mail.sentAt ? formatTimestamp(mail.sentAt) : t('mail.outbox.notSent')}
                  </TableCell>
                  <TableCell>
                    <Button
                      size="small"
                      variant="outlined"
                      loading={resendingId === mail.id}
                      disabled={!!resendingId && resendingId !== mail.id}
                      onClick={() => void resendOne(mail.id)}
                      aria-label={t('mail.outbox.resendLabel', { subject: mail.subject, to: mail.to })}
                    >
                      {t('mail.outbox.resend')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>
    </Stack>
  );
}
