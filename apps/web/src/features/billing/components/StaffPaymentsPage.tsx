import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatCents, PAYMENT_PURPOSES, PAYMENT_STATUSES } from '@rentals/domain/billing/payments';
import type { PaymentPurpose, PaymentStatus } from '@rentals/domain/billing/payments';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FilterSelect } from '../../../components/FilterSelect';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { StatusChip } from '../../../components/StatusChip';
import { SuccessToast } from '../../../components/SuccessToast';
import { useLocale } from '../../../i18n/use-locale';
import { usePageInRange } from '../../../lib/paging/use-page-in-range';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StaffPaymentsDocument } from '../api/payment-operations';
import { hasReceipt, paymentDate, purposeName, STATUS_TONES, statusName } from './payment-format';
import { RefundDialog } from './RefundDialog';

/** /payments: every payment for staff with boosts view, filtered by state and purpose; refunds with edit. */
export function StaffPaymentsPage() {
  const { t } = useTranslation('billing');
  const { user } = useSession();
  useDocumentTitle(t('payments.title'));
  if (!hasModulePermission(user, 'boostListings', 'view'))
    return <StaffNoAccess title={t('payments.title')} />;
  return <PaymentsTable canRefund={hasModulePermission(user, 'boostListings', 'edit')} />;
}

function PaymentsTable({ canRefund }: { canRefund: boolean }) {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  const [status, setStatus] = useState<PaymentStatus | ''>('');
  const [purpose, setPurpose] = useState<PaymentPurpose | ''>('');
  const [page, setPage] = useState(1);
  const [toRefund, setToRefund] = useState<{ id: string; total: string } | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(StaffPaymentsDocument, {
    variables: {
      first: PAGE_SIZE,
      skip: (page - 1) * PAGE_SIZE,
      status: status || null,
      purpose: purpose || null,
    },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.payments;
  const rows = shown?.items ?? [];
  const total = shown?.count ?? 0;
  usePageInRange(!!data, page, total, setPage);
  const any = { value: '', label: t('payments.any') };

  return (
    <Stack spacing={3}>
      <PageHeader title={t('payments.title')} subtitle={t('payments.subtitle')} />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <FilterSelect
          label={t('payments.status')}
          value={status}
          width={220}
          options={[any, ...PAYMENT_STATUSES.map((s) => ({ value: s, label: statusName(s, locale) }))]}
          onChange={(value) => {
            setStatus(value as PaymentStatus | '');
            setPage(1);
          }}
        />
        <FilterSelect
          label={t('payments.purpose')}
          value={purpose}
          width={260}
          options={[any, ...PAYMENT_PURPOSES.map((p) => ({ value: p, label: purposeName(p, locale) }))]}
          onChange={(value) => {
            setPurpose(value as PaymentPurpose | '');
            setPage(1);
          }}
        />
      </Stack>
      <ListState
        query={{ data, previousData, loading, error, refetch }}
        errorMessage={t('payments.loadError')}
        skeleton={{ rows: 4, height: 56 }}
        empty={
          status || purpose
            ? { title: t('payments.noMatchTitle') }
            : { title: t('payments.emptyTitle'), text: t('payments.emptyText') }
        }
        paging={{ page, pageLength: rows.length, total, onPage: setPage, label: t('payments.pagination') }}
      >
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
              {rows.map((p) => {
                const what = purposeName(p.purpose, locale);
                const date = paymentDate(p, locale);
                const amount = formatCents(p.totalCents, locale);
                return (
                  <TableRow key={p.id} sx={{ verticalAlign: 'top' }}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                      {p.payerEmail ?? '—'}
                    </TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>
                      {p.listingTitle ?? '—'}
                    </TableCell>
                    <TableCell component="th" scope="row">
                      {what}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {amount}
                    </TableCell>
                    <TableCell>
                      <StatusChip label={statusName(p.status, locale)} tone={STATUS_TONES[p.status]} />
                    </TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1}>
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
                            aria-label={t('payments.refundLabel', { what, total: amount, date })}
                            onClick={() => setToRefund({ id: p.id, total: amount })}
                          >
                            {t('payments.refund')}
                          </Button>
                        )}
                      </Stack>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>
      <RefundDialog
        payment={toRefund}
        onClose={() => setToRefund(null)}
        onRefunded={() => {
          setToRefund(null);
          setToast(t('payments.refunded'));
          void refetch();
        }}
      />
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
