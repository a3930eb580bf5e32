import { afterAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { checkAfterCrash, findingsTable, NO_HALF_WRITTEN } from './api-crash-checks';
import { prepareLoadClients } from './api-load-clients';
import { ENOUGH_BEFORE_THE_KILL, startApiWriteLoad, summary, UNITS_PER_LISTING } from './api-write-load';
import { openDatabase, type Database } from '../client';
import { type LocalPostgres, postgresBinaries, startLocalPostgres } from './local-postgres';

/*
 * Issue 26, faults and durability: the PostgreSQL server killed with SIGKILL (postmaster and
 * backends, as an OOM kill would) under the API's write load of listings, messages and payments,
 * then started again. Every write the API acknowledged is there after PostgreSQL's recovery, none
 * is half-written, and the same API process, not restarted, takes writes again.
 */

const bin = postgresBinaries();

describe.skipIf(!bin)('PostgreSQL killed during writes (needs the PostgreSQL server binaries)', () => {
  let server: LocalPostgres | undefined;
  let api: ApiProcess | undefined;
  let handle: Database | undefined;
  afterAll(async () => {
    await api?.cleanUp();
    await handle?.close();
    await server?.stop();
  });

  it('keeps every acknowledged write, and no half-written object, after kill -9 of the server', async () => {
    const started = performance.now();
    server = await startLocalPostgres(bin!);
    api = await startApiProcess({}, { databaseUrl: server.url });
    handle = await openDatabase({ kind: 'postgres', url: server.url, poolSize: 2 });
    const clients = await prepareLoadClients(api, handle.db, { landlords: 3, renters: 6 });
    await handle.close();
    handle = undefined;

    const load = startApiWriteLoad(clients);
    await load.until(ENOUGH_BEFORE_THE_KILL);
    await server.killHard();
    const paidBefore = load.acks.payments.length;
    const sentBefore = load.acks.messages.length;
    const failedBefore = load.failures();
    // The clients meet a database that is gone for a while, then back.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await server.restart();
    const restartedAt = performance.now();
    // The same process takes writes of every kind again.
    await load
      .until((acks) => acks.payments.length >= paidBefore + 3 && acks.messages.length >= sentBefore + 12)
      .catch((error: Error) => {
        throw new Error(`${error.message}\n${api!.output()}`);
      });
    const recovered = (performance.now() - restartedAt) / 1000;
    await load.stop();
    expect(api.child.exitCode, api.output()).toBeNull();
    expect(load.failures()).toBeGreaterThan(failedBefore); // the kill was felt

    const findings = await checkAfterCrash(server.url, load.acks, UNITS_PER_LISTING);
    console.log(findingsTable('PostgreSQL killed', findings, (performance.now() - started) / 1000));
    console.log(
      `  ${load.failures()} requests failed; 3 payments and 12 messages more ${recovered.toFixed(1)} s after the restart`,
    );
    for (const kind of ['listings', 'units', 'checkouts', 'payments', 'messages'] as const) {
      expect(findings[kind].found, `${kind}: ${summary(load.acks)}`).toBe(findings[kind].acked);
    }
    expect(findings.halfWritten).toEqual(NO_HALF_WRITTEN(findings));
    expect(findings.openingsCutShort).toBeLessThanOrEqual(clients.landlords.length);
  }, 300_000);
});
