import {
  depositLine,
  quote,
  type PaymentPurpose,
  type PaymentStatus,
} from '@rentals/domain/billing/payments';
import { boostLines } from '@rentals/domain/billing/boost';
import { PLAN_IDS } from '@rentals/domain/billing/plans';
import { randomUUID } from 'node:crypto';
import { payments, type PaymentRow } from '../../db/schema/payments';
import type { CreatedUser } from '../../test/factories';
import type { TestApi } from '../../test/harness';
import { paymentHooksFor } from '../payments/payment-hooks';

/*
 * Payments as the processor's events leave them, for the receipt tests: a row written as the
 * payments service writes it, and, for a paid one, the registered hooks run in one transaction as
 * the service runs them when it applies the 'succeeded' event.
 */

export async function paymentOf(
  api: TestApi,
  payer: CreatedUser,
  options: {
    listingId?: string | null;
    purpose?: PaymentPurpose;
    status?: PaymentStatus;
    province?: 'ON' | 'QC';
  } = {},
): Promise<PaymentRow> {
  const purpose = options.purpose ?? 'DEPOSIT';
  const status = options.status ?? 'PAID';
  const paidAt = new Date('2026-11-26T15:00:00Z');
  const q = quote(
    purpose === 'DEPOSIT' ? [depositLine([PLAN_IDS.VIEWINGS_MANAGEMENT])] : boostLines(2_500, 7),
    options.province ?? 'ON',
    paidAt,
  );
  const paid = status === 'PAID' || status === 'REFUNDED';
  const [row] = await api.deps.db
    .insert(payments)
    .values({
      userId: payer.user.id,
      listingId: options.listingId ?? null,
      purpose,
      status,
      provider: 'sandbox',
      checkoutId: `cs_test_${randomUUID()}`,
      lines: q.lines,
      subtotalCents: q.subtotalCents,
      taxes: q.taxes,
      taxRatePer: q.taxRatePer,
      taxCents: q.taxCents,
      totalCents: q.totalCents,
      province: q.province,
      boostDays: purpose === 'BOOST' ? 7 : null,
      idempotencyKey: randomUUID(),
      locale: payer.user.locale,
      cardBrand: paid ? 'visa' : null,
      cardLast4: paid ? '4242' : null,
      paidAt: paid ? paidAt : null,
      refundedAt: status === 'REFUNDED' ? new Date('2026-11-27T15:00:00Z') : null,
    })
    .returning();
  if (status === 'PAID') {
    await api.deps.db.transaction(async (tx) => {
      for (const hook of paymentHooksFor(purpose)) await hook.onPaid?.(tx, row!, api.deps);
    });
  }
  return row!;
}
