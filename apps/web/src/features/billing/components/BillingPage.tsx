import { useQuery } from '@apollo/client/react';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { usePageInRange } from '../../../lib/paging/use-page-in-range';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MyPaymentsDocument } from '../api/payment-operations';
import { BillingNav } from './BillingNav';
import { PaymentCards, PaymentTable } from './BillingRows';

/** /building/billing: the signed-in payer's deposits and boosts, newest first, with their receipts. */
export function BillingPage() {
  const { t } = useTranslation('billing');
  useDocumentTitle(t('billing.title'));
  const narrow = useMediaQuery(useTheme().breakpoints.down('md'));
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(MyPaymentsDocument, {
    variables: { first: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = (data ?? previousData)?.myPayments;
  const rows = shown?.items ?? [];
  const total = shown?.count ?? 0;
  usePageInRange(!!data, page, total, setPage);

  return (
    <Stack spacing={3}>
      <BillingNav />
      <PageHeader title={t('billing.title')} subtitle={t('billing.subtitle')} />
      <ListState
        query={{ data, previousData, loading, error, refetch }}
        errorMessage={t('billing.loadError')}
        skeleton={{ rows: 3, height: 56 }}
        empty={{ title: t('billing.emptyTitle'), text: t('billing.emptyText') }}
        paging={{ page, pageLength: rows.length, total, onPage: setPage, label: t('billing.pagination') }}
      >
        {narrow ? <PaymentCards rows={rows} /> : <PaymentTable rows={rows} loading={loading} />}
      </ListState>
    </Stack>
  );
}
