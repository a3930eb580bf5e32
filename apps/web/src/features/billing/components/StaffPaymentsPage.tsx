import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAYMENT_PURPOSES, PAYMENT_STATUSES } from '@rentals/domain/billing/payments';
import type { PaymentPurpose, PaymentStatus } from '@rentals/domain/billing/payments';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/FilterSelect';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { SuccessToast } from '../../../components/SuccessToast';
import { useLocale } from '../../../i18n/use-locale';
import { usePageInRange } from '../../../lib/paging/use-page-in-range';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { StaffPaymentsDocument } from '../api/payment-operations';
import { purposeName, statusName } from './payment-format';
import { StaffPaymentCards, StaffPaymentTable } from './StaffPaymentRows';
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
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
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
        {narrow ? (
          <StaffPaymentCards rows={rows} canRefund={canRefund} onRefund={setToRefund} />
        ) : (
          <StaffPaymentTable rows={rows} canRefund={canRefund} onRefund={setToRefund} loading={loading} />
        )}
      </ListState>
      {toRefund && (
        <RefundDialog
          payment={toRefund}
          onClose={() => setToRefund(null)}
          onRefunded={() => {
            setToRefund(null);
            setToast(t('payments.refunded'));
            void refetch();
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
