import { payments, premiumSettings } from '../../db/schema/payments';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** The user's payments and refunds. */
registerExportPart({
  domain: 'payments',
  files: [
    rowsFile(payments, [payments.userId], {
      name: 'payments',
      note: {
        en: 'Your payments: amounts, taxes, card brand and last 4 digits, refunds. Full card numbers are never stored.',
        fr: 'Vos paiements : montants, taxes, type de carte et 4 derniers chiffres, remboursements. Les numéros de carte complets ne sont jamais conservés.',
      },
      omit: ['idempotencyKey'],
    }),
  ],
  excluded: [
    {
      columns: [payments.refundedById, premiumSettings.updatedById],
      reason: "staff's refunds of others' payments and price settings, not data about them",
    },
  ],
});
