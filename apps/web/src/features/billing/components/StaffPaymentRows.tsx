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
import { formatCents } from '@rentals/domain/billing/payments';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { StatusChip } from '../../../components/StatusChip';
import type { StaffPaymentsQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { hasReceipt, paymentDate, purposeName, STATUS_TONES, statusName } from './payment-format';

type Payment = StaffPaymentsQuery['payments']['items'][number];

interface RowsProps {
  rows: Payment[];
  canRefund: boolean;
  onRefund: (payment: { id: string; total: string }) => void;
}

/** A payment's words in the page's language and its actions, shared by the table and the cards. */
function useRow(p: Payment, { canRefund, onRefund }: Omit<RowsProps, 'rows'>) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const what = purposeName(p.purpose, locale);
  const date = paymentDate(p, locale);
  const total = formatCents(p.totalCents, locale);
  const actions = (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {hasReceipt(p) && (
        <Button
          component={RouterLink}
          to={`/payments/${p.id}`}
          size="small"
          variant="outlined"
          aria-label={t('payments.receiptLabel', { what, date })}
        >
          {t('payments.receipt')}
        </Button>
      )}
      {canRefund && p.status === 'PAID' && (
        <Button
          size="small"
          color="error"
          variant="outlined"
          aria-label={t('payments.refundLabel', { what, total, date })}
          onClick={() => onRefund({ id: p.id, total })}
        >
          {t('payments.refund')}
        </Button>
      )}
    </Stack>
  );
  return {
    what,
    date,
    total,
    payer: p.payerEmail ?? '—',
    listing: p.listingTitle ?? '—',
    status: <StatusChip label={statusName(p.status, locale)} tone={STATUS_TONES[p.status]} />,
    actions,
  };
}

function TableLine({ p, ...props }: Omit<RowsProps, 'rows'> & { p: Payment }) {
  const row = useRow(p, props);
  return (
    <TableRow sx={{ verticalAlign: 'top' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date}</TableCell>
      <TableCell sx={{ wordBreak: 'break-word', minWidth: 140 }}>{row.payer}</TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{row.listing}</TableCell>
      <TableCell component="th" scope="row">
        {row.what}
      </TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {row.total}
      </TableCell>
      <TableCell>{row.status}</TableCell>
      <TableCell>{row.actions}</TableCell>
    </TableRow>
  );
}

/** Every payment as a table, on screens wide enough for its seven columns. */
export function StaffPaymentTable({ rows, loading, ...props }: RowsProps & { loading: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('payments.table')} aria-busy={loading}>
        <TableHead>
          <TableRow>
            <TableCell>{t('payments.columns.date')}</TableCell>
            <TableCell>{t('payments.columns.payer')}</TableCell>
            <TableCell>{t('payments.columns.listing')}</TableCell>
            <TableCell>{t('payments.columns.what')}</TableCell>
            <TableCell align="right">{t('payments.columns.total')}</TableCell>
            <TableCell>{t('payments.columns.status')}</TableCell>
            <TableCell>{t('payments.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => (
            <TableLine key={p.id} p={p} {...props} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Card({ p, ...props }: Omit<RowsProps, 'rows'> & { p: Payment }) {
  const row = useRow(p, props);
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {row.what}
          </Typography>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>{row.total}</Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {row.date} · {row.listing}
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {row.payer}
        </Typography>
        <div>{row.status}</div>
        {row.actions}
      </Stack>
    </Paper>
  );
}

/** Every payment as cards, one under the other, on a phone. */
export function StaffPaymentCards({ rows, ...props }: RowsProps) {
  const { t } = useTranslation('billing');
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('payments.table')} sx={{ p: 0, m: 0 }}>
      {rows.map((p) => (
        <Card key={p.id} p={p} {...props} />
      ))}
    </Stack>
  );
}
