import { LOGGED_IN, ROLES, type Role } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { newKey, payableListingOf, paymentRowOf, card, CARDS } from './test-payments';

/*
 * Payments (modules/payments). Only a listing's owner pays for it, and only as a role that may pay:
 * landlords and staff (a renter lists, and pays, as a landlord after the wizard's user type step).
 * Payments are seen by their payer and staff with boostListings view (admins; the demo sub-admin has
 * no boostListings flag); the sandbox checkout is open to whoever holds its id.
 */
const PAYERS: Role[] = ['LANDLORD', 'SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'];
const BOOST_STAFF: Role[] = ['ADMIN'];
const LISTING_STAFF: Role[] = ['SUB_ADMIN', 'ADMIN'];

/** The caller's own listing (a visitor's belongs to another user). */
const ownListing = async (api: TestApi, a: Actors) => payableListingOf(api, a.self ?? a.other);

const withOwnListing =
  (query: string, vars: (listingId: string) => Record<string, unknown>) => async (api: TestApi, a: Actors) =>
    api.execute(query, vars(await ownListing(api, a)), { token: a.self?.token });
const withOthersListing =
  (query: string, vars: (listingId: string) => Record<string, unknown>) => async (api: TestApi, a: Actors) =>
    api.execute(query, vars(await payableListingOf(api, a.other)), { token: a.self?.token });
/** A call on a sandbox payment of the caller (own) or of another user, in `status`. */
const withPayment =
  (
    query: string,
    vars: (ids: { id: string; checkoutId: string }) => Record<string, unknown>,
    own: boolean,
    status: 'PENDING' | 'PAID' = 'PENDING',
  ) =>
  async (api: TestApi, a: Actors) => {
    const payer = own ? (a.self ?? a.other) : a.other;
    const listingId = await payableListingOf(api, payer);
    const row = await paymentRowOf(api, payer, listingId, status);
    return api.execute(query, vars({ id: row.id, checkoutId: row.checkoutId! }), { token: a.self?.token });
  };

const QUOTE = 'query($id: ID!) { depositQuote(listingId: $id) { totalCents } }';
const CHECKOUT = `mutation($id: ID!, $key: String!) {
  createCheckoutSession(listingId: $id, price: 8475, idempotencyKey: $key) { url } }`;
const PAYMENT = 'query($id: ID!) { payment(id: $id) { id status } }';
const UPDATE_PAYMENT = 'mutation($id: ID!) { updatePayment(where: { id: $id }) { id } }';
const UPDATE_SUBSCRIPTION =
  'mutation($id: ID!) { updateSubscription(where: { id: $id }, data: { planIds: [6] }) { id } }';

export const PAYMENT_ROWS: Row[] = [
  { operation: 'paymentsConfig', allowed: ROLES, run: q('{ paymentsConfig { provider sandbox } }') },
  {
    operation: 'depositQuoteForPlans',
    allowed: ROLES,
    run: q('{ depositQuoteForPlans(planIds: [7], province: "ON") { totalCents } }'),
  },
  {
    operation: 'depositQuote',
    case: 'own listing',
    allowed: LOGGED_IN,
    run: withOwnListing(QUOTE, (id) => ({ id })),
  },
  {
    operation: 'depositQuote',
    case: 'another’s listing',
    allowed: [],
    run: withOthersListing(QUOTE, (id) => ({ id })),
  },
  {
    operation: 'createCheckoutSession',
    case: 'own listing',
    allowed: PAYERS,
    run: withOwnListing(CHECKOUT, (id) => ({ id, key: newKey() })),
  },
  {
    operation: 'createCheckoutSession',
    case: 'another’s listing',
    allowed: [],
    run: withOthersListing(CHECKOUT, (id) => ({ id, key: newKey() })),
  },
  {
    operation: 'payment',
    case: 'own payment',
    allowed: LOGGED_IN,
    run: withPayment(PAYMENT, ({ id }) => ({ id }), true),
  },
  {
    operation: 'payment',
    case: 'another’s payment',
    allowed: BOOST_STAFF,
    run: withPayment(PAYMENT, ({ id }) => ({ id }), false),
  },
  {
    operation: 'refundPayment',
    allowed: BOOST_STAFF,
    run: withPayment(
      'mutation($id: ID!) { refundPayment(id: $id) { status } }',
      ({ id }) => ({ id }),
      false,
      'PAID',
    ),
  },
  {
    operation: 'sandboxCheckout',
    allowed: ROLES,
    run: withPayment(
      'query($id: ID!) { sandboxCheckout(id: $id) { id } }',
      ({ checkoutId }) => ({ id: checkoutId }),
      false,
    ),
  },
  {
    operation: 'sandboxPay',
    allowed: ROLES,
    run: withPayment(
      'mutation($id: ID!, $card: SandboxCardInput!) { sandboxPay(id: $id, card: $card) { outcome } }',
      ({ checkoutId }) => ({ id: checkoutId, card: card(CARDS.DECLINED) }),
      false,
    ),
  },
  {
    operation: 'sandboxAuthenticate',
    allowed: ROLES,
    run: withPayment(
      'mutation($id: ID!) { sandboxAuthenticate(id: $id, approve: false) { outcome } }',
      ({ checkoutId }) => ({ id: checkoutId }),
      false,
    ),
  },
  {
    operation: 'sandboxCancel',
    allowed: ROLES,
    run: withPayment(
      'mutation($id: ID!) { sandboxCancel(id: $id) { outcome } }',
      ({ checkoutId }) => ({ id: checkoutId }),
      false,
    ),
  },
  {
    operation: 'updatePayment',
    case: 'own listing',
    allowed: LOGGED_IN,
    run: withOwnListing(UPDATE_PAYMENT, (id) => ({ id })),
  },
  {
    operation: 'updatePayment',
    case: 'another’s listing',
    allowed: LISTING_STAFF,
    run: withOthersListing(UPDATE_PAYMENT, (id) => ({ id })),
  },
  {
    operation: 'updateSubscription',
    case: 'own listing',
    allowed: ['LANDLORD', 'SUB_ADMIN', 'ADMIN'],
    run: withOwnListing(UPDATE_SUBSCRIPTION, (id) => ({ id })),
  },
  {
    operation: 'updateSubscription',
    case: 'another’s listing',
    allowed: LISTING_STAFF,
    run: withOthersListing(UPDATE_SUBSCRIPTION, (id) => ({ id })),
  },
];
