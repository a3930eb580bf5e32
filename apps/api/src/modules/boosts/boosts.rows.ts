import { randomUUID } from 'node:crypto';
import { LOGGED_IN, ROLES, type Role } from '../../test/authorization/roles';
import { onListing, q, type Row } from '../../test/authorization/table';

/*
 * Boosts and premium settings (modules/boosts). The demo sub-admin has no boostListings flags, so
 * only admins run the staff operations here; sub-admins given the flags are in boost-staff.test.ts
 * and premium-settings.test.ts. updatePremium writes the value already set, so other rows' boost
 * price stays as seeded.
 */
const ADMIN_ONLY: Role[] = ['ADMIN'];
/** Who may pay for their own listing (spec/03 §6). */
const PAYERS: Role[] = ['LANDLORD', 'SUB_ADMIN', 'SUB_ADMIN_NONE', 'ADMIN'];

export const BOOST_ROWS: Row[] = [
  {
    operation: 'getPremiumType',
    allowed: ROLES,
    run: q('{ getPremiumType(where: { name: "BOOST_DAYS" }) { name value } }'),
  },
  {
    operation: 'updatePremium',
    allowed: ADMIN_ONLY,
    run: q('mutation { updatePremium(where: { name: "BOOST_DAYS" }, data: { value: "7" }) { value } }'),
  },
  {
    operation: 'boostedListing',
    allowed: ADMIN_ONLY,
    run: q('{ boostedListing(first: 10, skip: 0) { count items { daysLeft } } }'),
  },
  {
    operation: 'premimumListing',
    allowed: ADMIN_ONLY,
    run: onListing(
      'mutation($id: ID!) { premimumListing(id: $id, isPremium: true) { id isPremium } }',
      (l) => ({
        id: l.id,
      }),
    ),
  },
  {
    operation: 'extendBoost',
    allowed: ADMIN_ONLY,
    run: onListing('mutation($id: ID!) { extendBoost(id: $id, days: 3) { id } }', (l) => ({ id: l.id })),
  },
  {
    operation: 'boostQuote',
    allowed: LOGGED_IN,
    run: onListing(
      'query($id: ID!) { boostQuote(listingId: $id) { totalCents } }',
      (l) => ({ id: l.id }),
      'own',
    ),
  },
  {
    // Only the owner boosts, and only roles that may pay (the payments module's PAYMENT_UNAUTHORIZED).
    operation: 'boostListing',
    allowed: PAYERS,
    run: onListing(
      'mutation($id: ID!, $key: String!) { boostListing(id: $id, idempotencyKey: $key, price: 3389) { checkoutUrl } }',
      (l) => ({ id: l.id, key: randomUUID() }),
      'own',
    ),
  },
  {
    operation: 'premiumNotificationToAdmin',
    allowed: LOGGED_IN,
    run: onListing(
      'mutation($id: ID!) { premiumNotificationToAdmin(where: { id: $id }) }',
      (l) => ({ id: l.id }),
      'own',
    ),
  },
];
