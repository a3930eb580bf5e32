import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { CRASH_CHECK_SQL, type CrashCheck, killAfterAcks, startWriteLoad } from './crash-test-helpers';
import { type LocalPostgres, postgresBinaries, startLocalPostgres } from './local-postgres';

const bin = postgresBinaries();

describe.skipIf(!bin)('PostgreSQL killed during writes (needs the PostgreSQL server binaries)', () => {
  let server: LocalPostgres | undefined;
  afterAll(() => server?.stop());

  it('keeps every acknowledged write, and no half-written object, after kill -9 of the server', async () => {
    server = await startLocalPostgres(bin!);
    const load = startWriteLoad('postgres', server.url);
    const acked = await killAfterAcks(load, 500, () => server!.killHard());
    await server.restart();

    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      const {
        rows: [check],
      } = await client.query<CrashCheck>(CRASH_CHECK_SQL);
      expect(check!.incomplete).toBe(0);
      expect(check!.objects).toBe(check!.highest);
      expect(check!.highest).toBeGreaterThanOrEqual(acked);
      expect(check!.highest).toBeLessThanOrEqual(acked + 1);
    } finally {
      await client.end();
    }
  }, 120_000);
});
