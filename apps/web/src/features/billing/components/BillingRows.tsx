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
import type { MyPaymentsQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { hasReceipt, paymentDate, purposeName, STATUS_TONES, statusName } from './payment-format';
import { ReceiptPdfButton } from './ReceiptPdfButton';

type Payment = MyPaymentsQuery['myPayments']['items'][number];

/** A payment's words in the page's language, shared by the table and the cards. */
function useRow(p: Payment) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const what = purposeName(p.purpose, locale);
  const date = paymentDate(p, locale);
  return {
    what,
    date,
    listing: p.listingTitle ?? t('billing.noListing'),
    total: formatCents(p.totalCents, locale),
    status: <StatusChip label={statusName(p.status, locale)} tone={STATUS_TONES[p.status]} />,
  };
}

function ReceiptActions({ p, what, date }: { p: Payment; what: string; date: string }) {
  const { t } = useTranslation('billing');
  if (!hasReceipt(p))
    return (
      <Typography variant="body2" color="text.secondary">
        {t('billing.noReceipt')}
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        component={RouterLink}
        to={`/building/billing/${p.id}`}
        size="small"
        variant="outlined"
        aria-label={t('billing.viewLabel', { what, date })}
      >
        {t('billing.view')}
      </Button>
      <ReceiptPdfButton paymentId={p.id} name={`${what}, ${date}`} />
    </Stack>
  );
}

function TableLine({ p }: { p: Payment }) {
  const row = useRow(p);
  return (
    <TableRow sx={{ verticalAlign: 'middle' }}>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date}</TableCell>
      <TableCell component="th" scope="row">
        {row.what}
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.listing}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {row.total}
      </TableCell>
      <TableCell>{row.status}</TableCell>
      <TableCell>
        <ReceiptActions p={p} what={row.what} date={row.date} />
      </TableCell>
    </TableRow>
  );
}

/** The payments as a table, on screens wide enough for its six columns. */
export function PaymentTable({ rows, loading }: { rows: Payment[]; loading: boolean }) {
  const { t } = useTranslation('billing');
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t('billing.table')} aria-busy={loading}>
        <TableHead>
          <TableRow>
            <TableCell>{t('billing.columns.date')}</TableCell>
            <TableCell>{t('billing.columns.what')}</TableCell>
            <TableCell>{t('billing.columns.listing')}</TableCell>
            <TableCell align="right">{t('billing.columns.total')}</TableCell>
            <TableCell>{t('billing.columns.status')}</TableCell>
            <TableCell>{t('billing.columns.receipt')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => (
            <TableLine key={p.id} p={p} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Card({ p }: { p: Payment }) {
  const row = useRow(p);
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
        <div>{row.status}</div>
        <ReceiptActions p={p} what={row.what} date={row.date} />
      </Stack>
    </Paper>
  );
}

/** The payments as cards, one under the other, on a phone. */
export function PaymentCards({ rows }: { rows: Payment[] }) {
  const { t } = useTranslation('billing');
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('billing.table')} sx={{ p: 0, m: 0 }}>
      {rows.map((p) => (
        <Card key={p.id} p={p} />
      ))}
    </Stack>
  );
}
