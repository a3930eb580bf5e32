/**
 * A process that writes objects into an embedded database until it is killed, for the PGlite crash
 * test: each object is one row in `objects` and three in `object_parts`, in one transaction, and
 * `ack <n>` is printed once the commit has returned. Whatever was acknowledged must survive a
 * kill -9; no object may be found with fewer than its three parts. (On a PostgreSQL server the
 * API itself is the load: api-write-load.ts.)
 *
 * `node --import tsx write-load.ts <dir>`.
 */
import { PGlite } from '@electric-sql/pglite';

const [target] = process.argv.slice(2);

// Being killed is what the test does to it: one line says so, not a stack.
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

const db = await PGlite.create(target!);
await db.exec(SCHEMA);
console.log('ready');
for (let n = 1; ; n++) {
  await db.transaction(async (tx) => {
    await tx.query('INSERT INTO objects VALUES ($1, $2)', [n, body]);
    for (let part = 1; part <= 3; part++)
      await tx.query('INSERT INTO object_parts VALUES ($1, $2, $3)', [n, part, body]);
  });
  console.log(`ack ${n}`);
}
