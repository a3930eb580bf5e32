import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { useDepositCheckout } from '../hooks/use-deposit-checkout';

/** What the payments feature's QuoteSummary takes (composed in by the route). */
export interface QuoteSummaryProps {
  lines: readonly { kind: string; name: string; amountCents: number }[];
  subtotalCents: number;
  taxes: readonly { component: string; ratePer: number; amountCents: number }[];
  totalCents: number;
  terms?: string | null;
}

/** The deposit, its tax by component and rate for the province, the total and the terms. */
export function DepositQuote({
  checkout,
  QuoteSummary,
}: {
  checkout: ReturnType<typeof useDepositCheckout>;
  QuoteSummary: ComponentType<QuoteSummaryProps>;
}) {
  const { t } = useTranslation('listWithUs');
  const { quote, quoteLoading, quoteError } = checkout;
  return (
    <Stack spacing={1} component="section" aria-labelledby="deposit-title">
      <Typography id="deposit-title" component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('pay.depositTitle')}
      </Typography>
      {quote ? (
        <QuoteSummary {...quote} />
      ) : quoteLoading ? (
        <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
          <CircularProgress size={20} aria-hidden />
          <Typography>{t('pay.quoteLoading')}</Typography>
        </Stack>
      ) : quoteError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={checkout.retryQuote}>
              {t('pay.retry')}
            </Button>
          }
        >
          {t('pay.quoteFailed')}
        </Alert>
      ) : null}
    </Stack>
  );
}
