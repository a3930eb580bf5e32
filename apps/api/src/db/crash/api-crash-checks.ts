import pg from 'pg';
import { PAYMENT_RECEIPT_TEMPLATE } from '../../modules/receipts/receipt-email';
import type { Acks } from './api-write-load';

/*
 * What a database must hold after the API or its server was killed under the write load: every
 * acknowledged object (counted), and no object half-written, by invariants read from the schema:
 * a listing has its location, its units and its pictures; a message is in a conversation whose
 * two parties are in it and whose last-message time has seen it; a paid deposit has the event that
 * paid it, its listing marked paid with its charge, and exactly one receipt e-mail; no listing is
 * paid twice.
 */

export interface KindCount {
  acked: number;
  found: number;
}

export interface CrashFindings {
  listings: KindCount;
  units: KindCount;
  checkouts: KindCount;
  payments: KindCount;
  messages: KindCount;
  /**
   * Payment rows without a checkout: an opening cut short between storing the row and the processor's
   * answer (payments.service.ts openCheckout), never acknowledged. At most one per landlord client.
   */
  openingsCutShort: number;
  /** Each invariant's violations; every one must be 0. */
  halfWritten: Record<string, number>;
}

const FOUND_SQL = `
  SELECT (SELECT count(*) FROM listings WHERE id = ANY($1::uuid[]))::int AS listings,
         (SELECT count(*) FROM units WHERE id = ANY($2::uuid[]))::int AS units,
         (SELECT count(*) FROM payments WHERE id = ANY($3::uuid[]) AND checkout_id IS NOT NULL)::int AS checkouts,
         (SELECT count(*) FROM payments WHERE id = ANY($4::uuid[]) AND status = 'PAID')::int AS payments,
         (SELECT count(*) FROM messages WHERE id = ANY($5::uuid[]))::int AS messages,
         (SELECT count(*) FROM payments WHERE checkout_id IS NULL)::int AS "openingsCutShort"`;

const HALF_WRITTEN_SQL = `
  SELECT
    (SELECT count(*) FROM listings l WHERE NOT EXISTS
       (SELECT 1 FROM listing_locations x WHERE x.listing_id = l.id))::int AS "listing without location",
    (SELECT count(*) FROM listings l WHERE (SELECT count(*) FROM units u WHERE u.listing_id = l.id) <> $1)::int
      AS "listing without all its units",
    (SELECT count(*) FROM listings l WHERE NOT EXISTS
       (SELECT 1 FROM pictures p WHERE p.listing_id = l.id AND p.unit_id IS NULL))::int AS "listing without pictures",
    (SELECT count(*) FROM rooms r WHERE (SELECT count(*) FROM room_participants p WHERE p.room_id = r.id) <> 2)::int
      AS "conversation without its two parties",
    (SELECT count(*) FROM messages m WHERE NOT EXISTS
       (SELECT 1 FROM room_participants p WHERE p.room_id = m.room_id AND p.user_id = m.sender_id))::int
      AS "message from outside its conversation",
    (SELECT count(*) FROM rooms r WHERE r.last_message_at <
       (SELECT max(m.created_at) FROM messages m WHERE m.room_id = r.id))::int AS "conversation behind its last message",
    (SELECT count(*) FROM payments p WHERE p.status = 'PAID' AND NOT EXISTS
       (SELECT 1 FROM payment_events e WHERE e.payment_id = p.id AND e.type = 'checkout.session.completed'))::int
      AS "paid payment without its event",
    (SELECT count(*) FROM payments p JOIN listings l ON l.id = p.listing_id
       WHERE p.status = 'PAID' AND p.purpose = 'DEPOSIT'
         AND (l.payment_status IS DISTINCT FROM 'PAID' OR l.charge_id IS DISTINCT FROM p.charge_id))::int
      AS "paid deposit not on its listing",
    (SELECT count(*) FROM payments p WHERE p.status = 'PAID' AND (SELECT count(*) FROM email_outbox o
       WHERE o.template = $2 AND o.text_body LIKE '%' || p.id::text || '%') <> 1)::int
      AS "paid payment without exactly one receipt",
    (SELECT count(*) FROM (SELECT listing_id FROM payments WHERE status = 'PAID' AND purpose = 'DEPOSIT'
       GROUP BY listing_id HAVING count(*) > 1) twice)::int AS "listing paid twice"`;

/** Counts what `acks` promised and the invariants' violations in the database at `url`. */
export async function checkAfterCrash(
  url: string,
  acks: Acks,
  unitsPerListing: number,
): Promise<CrashFindings> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const unitIds = acks.listings.flatMap((l) => l.unitIds);
    const {
      rows: [found],
    } = await client.query<
      Record<'listings' | 'units' | 'checkouts' | 'payments' | 'messages' | 'openingsCutShort', number>
    >(FOUND_SQL, [
      acks.listings.map((l) => l.id),
      unitIds,
      acks.checkouts,
      acks.payments.map((p) => p.id),
      acks.messages.map((m) => m.id),
    ]);
    const {
      rows: [halfWritten],
    } = await client.query<Record<string, number>>(HALF_WRITTEN_SQL, [
      unitsPerListing,
      PAYMENT_RECEIPT_TEMPLATE,
    ]);
    return {
      listings: { acked: acks.listings.length, found: found!.listings },
      units: { acked: unitIds.length, found: found!.units },
      checkouts: { acked: acks.checkouts.length, found: found!.checkouts },
      payments: { acked: acks.payments.length, found: found!.payments },
      messages: { acked: acks.messages.length, found: found!.messages },
      openingsCutShort: found!.openingsCutShort,
      halfWritten: halfWritten!,
    };
  } finally {
    await client.end();
  }
}

/** Every invariant at 0, for one assertion that names the broken ones. */
export const NO_HALF_WRITTEN = (findings: CrashFindings) =>
  Object.fromEntries(Object.keys(findings.halfWritten).map((k) => [k, 0]));

/** The findings as table rows for the test's output: kind, acknowledged, found. */
export function findingsTable(label: string, findings: CrashFindings, seconds: number): string {
  const kinds = ['listings', 'units', 'checkouts', 'payments', 'messages'] as const;
  const rows = kinds.map(
    (k) =>
      `  ${k.padEnd(10)} ${String(findings[k].acked).padStart(6)} ${String(findings[k].found).padStart(6)}`,
  );
  const cut = `  checkout openings cut short (unacknowledged): ${findings.openingsCutShort}`;
  return [`${label} (${seconds.toFixed(1)} s)`, '  kind        acked  found', ...rows, cut].join('\n');
}
