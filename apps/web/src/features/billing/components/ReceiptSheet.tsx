import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatCents } from '@rentals/domain/billing/payments';
import { RECEIPT_LABELS } from '@rentals/domain/billing/receipt-labels';
import { cardText, formatReceiptDate, refundedText } from '@rentals/domain/billing/receipts';
import { interpolate } from '@rentals/domain/i18n/translate';
import type { ReceiptQuery } from '../../../gql/graphql';

export type ReceiptData = ReceiptQuery['receipt'];

/**
 * A receipt as a document, in its own language with the words of the e-mailed and PDF copies
 * (the domain's RECEIPT_LABELS), so all three read alike; laid out to print on one page.
 */
export function ReceiptSheet({ receipt }: { receipt: ReceiptData }) {
  const locale = receipt.locale;
  const t = RECEIPT_LABELS[locale];
  const money = (cents: number) => formatCents(cents, locale);
  const refunded = refundedText({
    refundedAt: receipt.refundedAt ? new Date(receipt.refundedAt) : null,
    locale,
  });
  const card = cardText({
    cardBrand: receipt.cardBrand ?? null,
    cardLast4: receipt.cardLast4 ?? null,
    locale,
  });
  const facts: [string, string][] = [
    [t.number, receipt.number],
    [t.datePaid, formatReceiptDate(new Date(receipt.paidAt), locale)],
  ];
  const payer = [receipt.payerName, receipt.payerEmail].filter(Boolean).join(' — ');
  if (payer) facts.push([t.billedTo, payer]);
  const listing = [receipt.listingTitle, receipt.listingAddress].filter(Boolean).join(' — ');
  if (listing) facts.push([t.listing, listing]);
  if (card) facts.push([t.paidWith, card]);
  const colon = locale === 'fr' ? '\u00a0:' : ':';

  return (
    <Paper
      component="article"
      variant="outlined"
      lang={locale}
      aria-labelledby="receipt-title"
      sx={{ p: { xs: 2, sm: 4 }, maxWidth: 760, '@media print': { border: 0, p: 0 } }}
    >
      <Stack spacing={2}>
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{receipt.businessName}</Typography>
          {receipt.businessAddress && (
            <Typography color="text.secondary">{receipt.businessAddress}</Typography>
          )}
          {receipt.businessTaxNumber && (
            <Typography color="text.secondary">
              {t.taxNumber}
              {colon} {receipt.businessTaxNumber}
            </Typography>
          )}
        </Box>
        <Typography id="receipt-title" variant="h4" component="h1">
          {t.title} {receipt.number}
        </Typography>
        {refunded && (
          <Alert severity="error" icon={false} sx={{ fontWeight: 700 }}>
            {refunded}
          </Alert>
        )}
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { sm: 'max-content 1fr' }, gap: 0.5, m: 0 }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary" sx={{ pr: 3 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        <Table size="small" aria-label={t.title}>
          <TableHead>
            <TableRow>
              <TableCell>{t.description}</TableCell>
              <TableCell align="right">{t.amount}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {receipt.lines.map((line) => (
              <TableRow key={line.kind}>
                <TableCell>{line.name}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {money(line.amountCents)}
                </TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell>{t.subtotal}</TableCell>
              <TableCell align="right">{money(receipt.subtotalCents)}</TableCell>
            </TableRow>
            {receipt.taxes.map((tax) => (
              <TableRow key={tax.component}>
                <TableCell>{tax.label}</TableCell>
                <TableCell align="right">{money(tax.amountCents)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 700 }}>
                {interpolate('{total} ({currency})', { total: t.total, currency: receipt.currency })}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {money(receipt.totalCents)}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
        {receipt.terms && <Typography>{receipt.terms}</Typography>}
        <Typography variant="body2" color="text.secondary">
          {t.currencyNote}
        </Typography>
      </Stack>
    </Paper>
  );
}
