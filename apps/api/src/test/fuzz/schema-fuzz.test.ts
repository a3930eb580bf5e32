import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/sql-helpers';
import { faultOf, runSchemaFuzz } from './fuzz-run';
import { brokenInvariants } from './invariants';

/*
 * The short schema fuzz of every `npm test` (issue 26): the fixed seed and a few runs per role,
 * about 20 s on two cores. schema-fuzz.stress.test.ts runs many more with `npm run test:stress`.
 */
const fuzz = runSchemaFuzz(12);

describe('the fuzz would see', () => {
  it('a server error, an uncoded or unknown code, and the masked internal error', () => {
    const ok = { status: 200, data: { a: 1 } };
    const coded = { status: 200, errors: [{ message: 'm', extensions: { code: 'NO_ACCESS' } }] };
    expect([ok, coded].map((r) => faultOf(r as never))).toEqual([null, null]);
    const faults = [
      { status: 502, data: null },
      { status: 200, errors: [{ message: 'm' }] },
      { status: 200, errors: [{ message: 'm', extensions: { code: 'SOMETHING_ELSE' } }] },
      { status: 200, errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL' } }] },
    ];
    expect(faults.map((r) => faultOf(r as never))).toEqual([
      'HTTP 502',
      expect.stringContaining('without a known code'),
      expect.stringContaining('without a known code'),
      expect.stringContaining('masked internal error'),
    ]);
  });

  it('a broken invariant: an application in no status, a message from outside its conversation', async () => {
    const { db } = fuzz.api().deps;
    const [application] = rowsOf<{ id: string; status: string }>(
      await db.execute(sql`select id, status from rental_applications limit 1`),
    );
    const [outsider] = rowsOf<{ id: string }>(
      await db.execute(sql`select u.id from users u where not exists (
        select 1 from room_participants p where p.user_id = u.id) limit 1`),
    );
    const [room] = rowsOf<{ id: string }>(await db.execute(sql`select id from rooms limit 1`));
    await db.execute(sql`update rental_applications set status = 'LOST' where id = ${application!.id}`);
    await db.execute(sql`insert into messages (room_id, sender_id, type, text)
      values (${room!.id}, ${outsider!.id}, 'TEXT', 'fuzz check')`);
    try {
      expect((await brokenInvariants(db)).map((b) => b.invariant)).toEqual([
        'a rental application is in one of the domain statuses',
        "a message's sender takes part in its conversation",
      ]);
    } finally {
      await db.execute(
        sql`update rental_applications set status = ${application!.status} where id = ${application!.id}`,
      );
      await db.execute(sql`delete from messages where text = 'fuzz check'`);
    }
    expect(await brokenInvariants(db)).toEqual([]);
  });
});
