import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@rentals/domain/billing/payments';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';

/** What a quote, a checkout or a payment shows: the same fields in the GraphQL types. */
export interface QuoteSummaryProps {
  lines: readonly { kind: string; name: string; amountCents: number }[];
  subtotalCents: number;
  taxes: readonly { component: string; ratePer: number; amountCents: number }[];
  totalCents: number;
  /** The deposit's terms, under the total (spec/03 §9). */
  terms?: string | null;
}

/**
 * The amounts of a payment, as every payment screen shows them: the items, the subtotal, each tax
 * by its component and rate (HST 13%), and the total in CAD.
 */
export function QuoteSummary({ lines, subtotalCents, taxes, totalCents, terms }: QuoteSummaryProps) {
  const { t } = useTranslation('payments');
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const rate = (ratePer: number) =>
    new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { maximumFractionDigits: 3 }).format(ratePer);
  const component = (name: string) => (name === 'GST' || name === 'HST' ? t(`tax.${name}`) : name);
  return (
    <>
      <Table size="small" aria-label={t('summary.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col">
              {t('summary.item')}
            </TableCell>
            <TableCell component="th" scope="col" align="right">
              {t('summary.amount')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.kind}>
              <TableCell component="th" scope="row">
                {line.name}
              </TableCell>
              <TableCell align="right">{money(line.amountCents)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row">
              {t('summary.subtotal')}
            </TableCell>
            <TableCell align="right">{money(subtotalCents)}</TableCell>
          </TableRow>
          {taxes.map((tax) => (
            <TableRow key={tax.component}>
              <TableCell component="th" scope="row">
                {t('summary.tax', { component: component(tax.component), rate: rate(tax.ratePer) })}
              </TableCell>
              <TableCell align="right">{money(tax.amountCents)}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 800, borderBottom: 0 }}>
              {t('summary.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 800, borderBottom: 0 }}>
              {money(totalCents)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {terms && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {terms}
        </Typography>
      )}
    </>
  );
}
