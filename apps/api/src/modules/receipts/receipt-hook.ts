import type { Locale } from '@rentals/domain/users/enums';
import type { Db } from '../../db/client';
import type { PaymentRow } from '../../db/schema/payments';
import type { AppDeps } from '../../graphql/context';
import { registerPaymentHook } from '../payments/payment-hooks';
import { sendEmail } from '../mail/notification.service';
import { receiptEmail } from './receipt-email';
import { receiptOf } from './receipt.service';

/*
 * Every paid payment e-mails its receipt to the payer, and a refunded one the receipt marked
 * REFUNDED, written to the outbox in the transaction that moves the payment: each goes out exactly
 * once, and never for a move that was rolled back. A payer whose account is gone gets none (the
 * receipt stays for staff).
 */

const asLocale = (locale: string): Locale => (locale === 'fr' ? 'fr' : 'en');

async function emailReceipt(tx: Db, payment: PaymentRow, deps: AppDeps): Promise<void> {
  const receipt = await receiptOf(deps.config, tx, payment, asLocale(payment.locale));
  if (!receipt?.payerEmail) return;
  await sendEmail(
    deps,
    tx,
    'PAYMENT_RECEIPT',
    receiptEmail(receipt.payerEmail, receipt, deps.config.publicUrl),
  );
}

registerPaymentHook('receipt', 'ALL', { onPaid: emailReceipt, onRefunded: emailReceipt });
