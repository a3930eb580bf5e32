import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { describeWithService, serviceUrl } from '../test/services';
import { openDatabase, type Database } from './client';
import { createServerPool } from './server-pool';
import { rowsOf } from './sql-helpers';

/*
 * The server ending a connection the process holds (what a kill -9 or a restart of PostgreSQL does
 * to every one of them; pg_terminate_backend does it to one, with the same FATAL message): the
 * process lives on and its pool serves again.
 */

/** Ends the server process behind connection `pid`, as the server's own crash would. */
async function terminate(pid: number): Promise<void> {
  const admin = new pg.Client({ connectionString: serviceUrl('postgres') });
  await admin.connect();
  try {
    await admin.query('SELECT pg_terminate_backend($1)', [pid]);
  } finally {
    await admin.end();
  }
}

const PID = 'SELECT pg_backend_pid() AS pid';

describeWithService('postgres', 'The pool of a PostgreSQL server losing a connection', () => {
  let database: Database | undefined;
  let pool: pg.Pool | undefined;
  afterAll(async () => {
    await database?.close();
    await pool?.end();
  });

  it('fails the transaction whose connection ended between two statements, and serves the next', async () => {
    database = await openDatabase({ kind: 'postgres', url: serviceUrl('postgres'), poolSize: 1 });
    const db = database.db;
    const transaction = db.transaction(async (tx) => {
      const { pid } = rowsOf<{ pid: number }>(await tx.execute(sql.raw(PID)))[0]!;
      // No statement of its own under way when the server's message comes: before, an 'error'
      // event nobody listened to, which ended the process.
      await terminate(pid);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx.execute(sql`SELECT 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(rowsOf(await db.execute(sql`SELECT 1 AS one`))).toEqual([{ one: 1 }]);
  }, 20_000);

  it('takes back a client whose connection ended before its user released it', async () => {
    pool = createServerPool(serviceUrl('postgres'), 1);
    const client = await pool.connect();
    const ended = new Promise((resolve) => client.once('end', resolve));
    await terminate((await client.query<{ pid: number }>(PID)).rows[0]!.pid);
    await ended;
    // Not released, as drizzle's transaction() leaves a client whose BEGIN failed: the one place
    // of the pool must be free again all the same.
    const { rows } = await pool.query('SELECT 1 AS one');
    expect(rows).toEqual([{ one: 1 }]);
    expect(() => client.release()).not.toThrow();
  }, 20_000);
});
