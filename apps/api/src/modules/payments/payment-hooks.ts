import type { PaymentPurpose } from '@rentals/domain/billing/payments';
import type { Db } from '../../db/client';
import type { PaymentRow } from '../../db/schema/payments';
import type { AppDeps } from '../../graphql/context';

/*
 * What happens when a payment is paid or refunded is known by the domain that sells the thing (a
 * boost makes its listing premium; a deposit marks its listing paid; every paid payment gets a
 * receipt). Each registers its hook when its module loads, as domains register job handlers, and the
 * payments service calls them inside the transaction that records the processor's event, so a
 * payment is never PAID without its effects (and a failing hook leaves the event to be retried).
 */

export interface PaymentHook {
  /** Runs once per payment, in the transaction that moves it to PAID. */
  onPaid?(tx: Db, payment: PaymentRow, deps: AppDeps): Promise<void>;
  /** Runs once per payment, in the transaction that moves it to REFUNDED. */
  onRefunded?(tx: Db, payment: PaymentRow, deps: AppDeps): Promise<void>;
}

interface Registered {
  name: string;
  purposes: readonly PaymentPurpose[] | 'ALL';
  hook: PaymentHook;
}

const registered: Registered[] = [];

/**
 * Called once by a domain when its module loads. `purposes` limits the hook to payments of those
 * purposes ('ALL' for every payment, e.g. receipts). `name` makes a second registration an error.
 */
export function registerPaymentHook(name: string, purposes: Registered['purposes'], hook: PaymentHook): void {
  if (registered.some((r) => r.name === name)) throw new Error(`payment hook ${name} is already registered`);
  registered.push({ name, purposes, hook });
}

/** The hooks that apply to a payment of `purpose`, in registration order. */
export function paymentHooksFor(purpose: PaymentPurpose): PaymentHook[] {
  return registered.filter((r) => r.purposes === 'ALL' || r.purposes.includes(purpose)).map((r) => r.hook);
}
