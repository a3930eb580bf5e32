import { eq } from 'drizzle-orm';
import { payments, type PaymentRow } from '../../db/schema/payments';
import type { AppDeps } from '../../graphql/context';
import { AppError } from '../../graphql/errors';

/** One payment, or PAYMENT_NOT_FOUND. */
export async function getPaymentRow(deps: AppDeps, id: string): Promise<PaymentRow> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new AppError('PAYMENT_NOT_FOUND');
  const [row] = await deps.db.select().from(payments).where(eq(payments.id, id));
  if (!row) throw new AppError('PAYMENT_NOT_FOUND');
  return row;
}
