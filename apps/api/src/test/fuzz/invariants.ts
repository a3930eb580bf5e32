import { sql, type SQL } from 'drizzle-orm';
import { APPLICATION_STATUSES } from '@rentals/domain/rental-applications/statuses';
import { LEASE_STATUSES } from '@rentals/domain/leases/statuses';
import { LEASE_TERM_MAX, LEASE_TERM_MIN, LISTING_PICTURES_MAX } from '@rentals/domain/listings/limits';
import { PAYMENT_STATUSES } from '@rentals/domain/billing/payments';
import { VIEWING_STATUSES } from '@rentals/domain/viewings/statuses';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql-helpers';

/*
 * What must hold of the data whatever the API was asked: the rules the database's own constraints
 * (foreign keys, not-null) do not already enforce. Each check is a query answering the offending
 * rows (at most a few, to show): none means the invariant holds.
 */

const values = (list: readonly string[]) =>
  sql.join(
    list.map((v) => sql`${v}`),
    sql`, `,
  );

export const INVARIANTS: Record<string, SQL> = {
  'a rental application is in one of the domain statuses': sql`
    select id, status from rental_applications where status not in (${values(APPLICATION_STATUSES)})`,
  'a viewing and a lease are in one of their domain statuses': sql`
    select id, status from viewings where status not in (${values(VIEWING_STATUSES)})
    union all select id, status from leases where status not in (${values(LEASE_STATUSES)})`,
  'a payment has a known status and adds up: subtotal + tax = total, none negative': sql`
    select id, status, subtotal_cents, tax_cents, total_cents from payments
    where status not in (${values(PAYMENT_STATUSES)})
      or subtotal_cents < 0 or tax_cents < 0 or subtotal_cents + tax_cents <> total_cents`,
  "a message's sender takes part in its conversation": sql`
    select m.id, m.room_id, m.sender_id from messages m
    where m.sender_id is not null and not exists (
      select 1 from room_participants p where p.room_id = m.room_id and p.user_id = m.sender_id)`,
  "a conversation's participants are its renter and the listing's owner, or staff": sql`
    select p.room_id, p.user_id, p.role from room_participants p
    join rooms r on r.id = p.room_id join bookings b on b.id = r.booking_id
    join users u on u.id = p.user_id
    where (p.role = 'RENTER' and p.user_id <> b.seeker_id)
      or (p.role = 'STAFF' and u.user_type not in ('ADMIN', 'SUB_ADMIN'))`,
  'a unit has no negative price, deposit or size, and a lease term within the limits': sql`
    select id, monthly_price, deposit, unit_size, lease_term from units
    where monthly_price < 0 or deposit < 0 or unit_size < 0 or parking_spots < 0 or bathrooms < 0
      or lease_term < ${LEASE_TERM_MIN} or lease_term > ${LEASE_TERM_MAX}`,
  "a listing has at most the pictures allowed, and its units' search copy matches it": sql`
    select l.id, count(p.id)::int as pictures from listings l join pictures p on p.listing_id = l.id
    group by l.id having count(p.id) > ${LISTING_PICTURES_MAX}
    union all
    select u.id, null from units u join listings l on l.id = u.listing_id
    where u.search_public <> (l.isapproved and not l.is_hidden and l.activate)`,
  'a listing is owned by a landlord or staff, never by a renter': sql`
    select l.id, l.owner_id, u.user_type from listings l join users u on u.id = l.owner_id
    where u.user_type not in ('LANDLORD', 'ADMIN', 'SUB_ADMIN')`,
};

/** The invariants that do not hold, each with up to five offending rows. */
export async function brokenInvariants(db: Db): Promise<{ invariant: string; rows: unknown[] }[]> {
  const broken = [];
  for (const [invariant, query] of Object.entries(INVARIANTS)) {
    const rows = rowsOf(await db.execute(sql`select * from (${query}) as offending limit 5`));
    if (rows.length) broken.push({ invariant, rows });
  }
  return broken;
}
