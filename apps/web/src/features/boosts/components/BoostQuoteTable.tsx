import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { formatCents } from '@rentals/domain/billing/payments';
import { useTranslation } from 'react-i18next';
import type { BoostQuoteQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';

type Quote = BoostQuoteQuery['boostQuote'];

/** The boost's lines with a price, its tax by component and the total, as the checkout charges them. */
export function BoostQuoteTable({ quote }: { quote: Quote }) {
  const { t } = useTranslation('boosts');
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const rate = (ratePer: number) =>
    new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA').format(ratePer);
  return (
    <Table size="small" sx={{ '& td:last-of-type': { textAlign: 'right', whiteSpace: 'nowrap' } }}>
      <TableBody>
        {quote.lines
          .filter((line) => line.amountCents > 0)
          .map((line) => (
            <TableRow key={line.kind}>
              <TableCell component="th" scope="row">
                {line.name}
              </TableCell>
              <TableCell>{money(line.amountCents)}</TableCell>
            </TableRow>
          ))}
        {quote.taxes.map((tax) => (
          <TableRow key={tax.component}>
            <TableCell component="th" scope="row">
              {t('landlord.tax', { component: tax.component, rate: rate(tax.ratePer) })}
            </TableCell>
            <TableCell>{money(tax.amountCents)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
            {t('landlord.total')}
          </TableCell>
          <TableCell sx={{ fontWeight: 700 }}>{money(quote.totalCents)}</TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
