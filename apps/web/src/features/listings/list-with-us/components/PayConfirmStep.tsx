import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { chosenPlanLines, type PlanSummary } from '../form/plan-summary';

/**
 * Step 8, the pay confirmation: the chosen plans and their prices. Card payment comes with the
 * payments issue; until then 'Pay later' submits and the team sends the payment details.
 */
export function PayConfirmStep({
  plans,
  planIds,
}: {
  plans: readonly PlanSummary[];
  planIds: readonly number[];
}) {
  const { t } = useTranslation('listWithUs');
  const locale = useLocale();
  const lines = chosenPlanLines(plans, planIds, locale);
  return (
    <Stack spacing={3}>
      <Typography>{t('pay.intro')}</Typography>
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
      <Alert severity="info">{t('pay.payLaterHint')}</Alert>
    </Stack>
  );
}
