import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_MESSAGES } from '@rentals/domain/errors/codes';
import { translate } from '@rentals/domain/i18n/translate';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText } from '../../../../lib/errors/graphql-error';
import type { useDepositCheckout } from '../hooks/use-deposit-checkout';
import { DepositQuote, type QuoteSummaryProps } from './DepositQuote';

/**
 * Step 9, 'Payment': the amount once more, then Continue to the card checkout. A refusal shows
 * here ('Unauthorized Access' for a role that may not pay); a changed price shows the new total
 * to confirm again.
 */
export function PaymentStep({
  checkout,
  QuoteSummary,
}: {
  checkout: ReturnType<typeof useDepositCheckout>;
  QuoteSummary: ComponentType<QuoteSummaryProps>;
}) {
  const { t } = useTranslation('listWithUs');
  const locale = useLocale();
  const { failure } = checkout;
  return (
    <Stack spacing={3}>
      <Typography>{t('pay.paymentIntro')}</Typography>
      {checkout.priceChanged && (
        <Alert severity="warning" role="alert">
          {translate(ERROR_MESSAGES.PAYMENT_PRICE_CHANGED, locale)}
        </Alert>
      )}
      {failure && (
        <Alert severity="error" role="alert">
          {failure.code === 'PAYMENT_UNAUTHORIZED'
            ? errorText(failure, locale)
            : t('pay.failed', { message: errorText(failure, locale) })}
        </Alert>
      )}
      <DepositQuote checkout={checkout} QuoteSummary={QuoteSummary} />
    </Stack>
  );
}
