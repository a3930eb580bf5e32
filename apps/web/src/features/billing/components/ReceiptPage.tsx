import { useQuery } from '@apollo/client/react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadError } from '../../../components/LoadError';
import { PrivateDownloadButton } from '../../../components/PrivateDownloadButton';
import { useLocale } from '../../../i18n/use-locale';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ReceiptDocument } from '../api/receipt-operations';
import { ReceiptSheet } from './ReceiptSheet';

/**
 * A payment's receipt in the page's language, to read, print or download as PDF: the payer's
 * under /building/billing, staff's under /payments. The API decides who may read it; a refusal
 * reads as 'Payment not found.'.
 */
export function ReceiptPage({ back }: { back: 'billing' | 'payments' }) {
  const { t } = useTranslation('billing');
  const { t: tc } = useTranslation();
  const locale = useLocale();
  const { paymentId = '' } = useParams();
  const { data, loading, error, refetch } = useQuery(ReceiptDocument, {
    variables: { paymentId, locale },
  });
  const receipt = data?.receipt;
  useDocumentTitle(receipt ? `${receipt.number}` : t('billing.title'));
  const backLink = back === 'billing' ? '/building/billing' : '/payments';

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'flex-start', displayPrint: 'none' }}
      >
        <Button
          component={RouterLink}
          to={backLink}
          startIcon={<ArrowBack />}
          sx={{ alignSelf: 'flex-start' }}
        >
          {back === 'billing' ? t('receipt.back') : t('receipt.backStaff')}
        </Button>
        {receipt && (
          <>
            <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()}>
              {t('receipt.print')}
            </Button>
            <PrivateDownloadButton
              url={`/payments/${receipt.paymentId}/receipt.pdf?locale=${locale}`}
              filename={`receipt-${receipt.number}-${locale}.pdf`}
              labels={{
                button: t('receipt.pdf'),
                accessibleName: t('receipt.pdfLabel', { number: receipt.number }),
                running: t('receipt.pdfRunning'),
                done: t('receipt.pdfDone'),
              }}
            />
          </>
        )}
      </Stack>
      {error && !receipt ? (
        <LoadError error={error} message={t('receipt.loadError')} onRetry={() => void refetch()} />
      ) : loading && !receipt ? (
        <Box role="status" aria-busy="true" aria-label={tc('loading')}>
          <Skeleton variant="rounded" height={480} sx={{ maxWidth: 760 }} />
        </Box>
      ) : receipt ? (
        <ReceiptSheet receipt={receipt} />
      ) : null}
    </Stack>
  );
}
