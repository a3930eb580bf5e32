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
import Typography from '@mui/material/Typography';
import { formatCents } from '@rentals/domain/billing/payments';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { StatusChip } from '../../../components/StatusChip';
import { useLocale } from '../../../i18n/use-locale';
import { usePageInRange } from '../../../lib/paging/use-page-in-range';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { MyPaymentsDocument } from '../api/payment-operations';
import { BillingNav } from './BillingNav';
import { hasReceipt, paymentDate, purposeName, STATUS_TONES, statusName } from './payment-format';
import { ReceiptPdfButton } from './ReceiptPdfButton';

/** /building/billing: the signed-in payer's deposits and boosts, newest first, with their receipts. */
export function BillingPage() {
  const { t } = useTranslation('billing');
  const locale = useLocale();
  useDocumentTitle(t('billing.title'));
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
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('billing.table')} aria-busy={loading}>
            <TableHead>
              <TableRow>
                <TableCell>{t('billing.columns.date')}</TableCell>
                <TableCell>{t('billing.columns.what')}</TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  {t('billing.columns.listing')}
                </TableCell>
                <TableCell align="right">{t('billing.columns.total')}</TableCell>
                <TableCell>{t('billing.columns.status')}</TableCell>
                <TableCell>{t('billing.columns.receipt')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((p) => {
                const what = purposeName(p.purpose, locale);
                const date = paymentDate(p, locale);
                const listing = p.listingTitle ?? t('billing.noListing');
                return (
                  <TableRow key={p.id} sx={{ verticalAlign: 'top' }}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{date}</TableCell>
                    <TableCell component="th" scope="row">
                      {what}
                      {/* On narrow screens the listing goes under what was paid. */}
                      <Typography
                        variant="body2"
                        color="text.secondary"
                        sx={{ display: { md: 'none' }, overflowWrap: 'anywhere' }}
                      >
                        {listing}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ display: { xs: 'none', md: 'table-cell' }, overflowWrap: 'anywhere' }}>
                      {listing}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatCents(p.totalCents, locale)}
                    </TableCell>
                    <TableCell>
                      <StatusChip label={statusName(p.status, locale)} tone={STATUS_TONES[p.status]} />
                    </TableCell>
                    <TableCell>
                      {hasReceipt(p) ? (
                        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
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
                      ) : (
                        <Typography variant="body2" color="text.secondary">
                          {t('billing.noReceipt')}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>
    </Stack>
  );
}
