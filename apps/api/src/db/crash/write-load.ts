/**
 * A process that writes objects until it is killed, for the crash tests: each object is one row
 * in `objects` and three in `object_parts`, in one transaction, and `ack <n>` is printed once
 * the commit has returned. Whatever was acknowledged must survive a kill -9; no object may be
 * found with fewer than its three parts.
 *
 * `node --import tsx write-load.ts pglite <dir>` or `… postgres <url>`.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const [kind, target] = process.argv.slice(2);

// The server going away under it is what the test does: one line says so, not a stack.
process.on('uncaughtException', (error) => {
  console.error(`write load stopped: ${error.message}`);
  process.exit(1);
});
process.on('unhandledRejection', (error) => {
  console.error(`write load stopped: ${(error as Error).message}`);
  process.exit(1);
});

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS objects (n int PRIMARY KEY, body text NOT NULL);
  CREATE TABLE IF NOT EXISTS object_parts (n int NOT NULL REFERENCES objects (n), part int NOT NULL, body text NOT NULL)`;
const body = 'x'.repeat(2_000);

type Run = (sql: string, params: unknown[]) => Promise<unknown>;

async function writeForever(
  exec: (sql: string) => Promise<unknown>,
  transaction: (work: (run: Run) => Promise<void>) => Promise<void>,
) {
  await exec(SCHEMA);
  console.log('ready');
  for (let n = 1; ; n++) {
    await transaction(async (run) => {
      await run('INSERT INTO objects VALUES ($1, $2)', [n, body]);
      for (let part = 1; part <= 3; part++)
        await run('INSERT INTO object_parts VALUES ($1, $2, $3)', [n, part, body]);
    });
    console.log(`ack ${n}`);
  }
}

if (kind === 'pglite') {
  const db = await PGlite.create(target!);
  await writeForever(
    (sql) => db.exec(sql),
    (work) => db.transaction(async (tx) => work((sql, params) => tx.query(sql, params))),
  );
} else {
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  await writeForever(
    (sql) => client.query(sql),
    async (work) => {
      await client.query('BEGIN');
      await work((sql, params) => client.query(sql, params));
      await client.query('COMMIT');
    },
  );
}
