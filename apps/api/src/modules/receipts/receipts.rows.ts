import { LOGGED_IN } from '../../test/authorization/roles';
import { q, type Row } from '../../test/authorization/table';
import { paymentOf } from './test-receipts';

/*
 * Receipts (modules/receipts): any signed-in payer reads their own; staff with boostListings view
 * (only ADMIN among the table's roles: the demo sub-admin set has no boostListings flag) read
 * anyone's, and the payer's is refused to everyone else as PAYMENT_NOT_FOUND.
 */

const RECEIPT = 'query($id: ID!) { receipt(paymentId: $id) { number } }';

export const RECEIPT_ROWS: Row[] = [
  {
    operation: 'receipt',
    case: 'own',
    allowed: LOGGED_IN,
    run: async (api, actors) => {
      if (!actors.self) return api.execute(RECEIPT, { id: '00000000-0000-4000-8000-000000000000' });
      const payment = await paymentOf(api, actors.self, { status: 'REFUNDED' });
      return api.execute(RECEIPT, { id: payment.id }, { token: actors.self.token });
    },
  },
  {
    operation: 'receipt',
    case: 'another payer’s',
    allowed: ['ADMIN'],
    refusal: (role) => (role === 'visitor' ? 'UNAUTHENTICATED' : 'PAYMENT_NOT_FOUND'),
    run: async (api, actors) => {
      const payment = await paymentOf(api, actors.other, { status: 'REFUNDED' });
      return api.execute(RECEIPT, { id: payment.id }, { token: actors.self?.token });
    },
  },
  {
    operation: 'myPayments',
    allowed: LOGGED_IN,
    run: q('{ myPayments(first: 1) { count } }'),
  },
  {
    operation: 'payments',
    allowed: ['ADMIN'],
    run: q('{ payments(first: 1, status: PAID, purpose: BOOST) { count } }'),
  },
];
