import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { chosenPlanLines, type PlanSummary } from '../form/plan-summary';
import type { useDepositCheckout } from '../hooks/use-deposit-checkout';
import { DepositQuote, type QuoteSummaryProps } from './DepositQuote';

/**
 * Step 8, the pay confirmation (spec/03 §2.1, §9): the chosen plans and their prices, then the
 * onboarding deposit with its tax and terms. 'Pay' goes on to the payment step; 'Pay later'
 * submits the listing unpaid.
 */
export function PayConfirmStep({
  plans,
  planIds,
  checkout,
  QuoteSummary,
}: {
  plans: readonly PlanSummary[];
  planIds: readonly number[];
  checkout: ReturnType<typeof useDepositCheckout>;
  QuoteSummary: ComponentType<QuoteSummaryProps>;
}) {
  const { t } = useTranslation('listWithUs');
  const locale = useLocale();
  const lines = chosenPlanLines(plans, planIds, locale);
  return (
    <Stack spacing={3}>
      <Typography>{t('pay.intro')}</Typography>
      {lines.length > 0 && (
        <Table size="small" aria-label={t('pay.plansTable')}>
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('pay.plan')}
              </TableCell>
              <TableCell component="th" scope="col" align="right">
                {t('pay.price')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={line.id}>
                <TableCell component="th" scope="row">
                  {line.name}
                </TableCell>
                <TableCell align="right">{line.price}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <DepositQuote checkout={checkout} QuoteSummary={QuoteSummary} />
      <Alert severity="info">{t('pay.payLaterHint')}</Alert>
    </Stack>
  );
}
