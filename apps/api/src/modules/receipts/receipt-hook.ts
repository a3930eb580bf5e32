import type { Locale } from '@rentals/domain/users/enums';
import { registerPaymentHook } from '../payments/payment-hooks';
import { sendEmail } from '../mail/notification.service';
import { receiptEmail } from './receipt-email';
import { receiptOf } from './receipt.service';

/*
 * Every paid payment e-mails its receipt to the payer, written to the outbox in the transaction
 * that marks the payment PAID: the receipt goes out exactly once, and never for a payment whose
 * event was rolled back. A payer whose account is gone gets none (their receipt stays for staff).
 */

const asLocale = (locale: string): Locale => (locale === 'fr' ? 'fr' : 'en');

registerPaymentHook('receipt', 'ALL', {
  async onPaid(tx, payment, deps) {
    const receipt = await receiptOf(deps.config, tx, payment, asLocale(payment.locale));
    if (!receipt?.payerEmail) return;
    await sendEmail(
      deps,
      tx,
      'PAYMENT_RECEIPT',
      receiptEmail(receipt.payerEmail, receipt, deps.config.publicUrl),
    );
  },
});
