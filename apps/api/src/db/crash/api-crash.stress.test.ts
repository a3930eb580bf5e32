import { afterAll, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from '../../test/api-process';
import { createServerDatabase } from '../../test/database';
import { describeWithService, serviceUrl } from '../../test/services';
import { openDatabase, type Database } from '../client';
import { checkAfterCrash, findingsTable, NO_HALF_WRITTEN } from './api-crash-checks';
import { prepareLoadClients } from './api-load-clients';
import { ENOUGH_BEFORE_THE_KILL, startApiWriteLoad, summary, UNITS_PER_LISTING } from './api-write-load';

/*
 * Issue 26, faults and durability: the API process killed with SIGKILL (an OOM kill, a host gone)
 * in the middle of a write load of listings, messages and payments on a PostgreSQL server. After a
 * restart every write it acknowledged is there, and nothing it was writing is left half-done.
 */

describeWithService('postgres', 'The API process killed during writes (PostgreSQL server)', () => {
  let api: ApiProcess | undefined;
  let handle: Database | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await api?.cleanUp();
    await handle?.close();
    await drop?.();
  });

  it('keeps every acknowledged write, and no half-written object, after kill -9 of the API', async () => {
    const started = performance.now();
    const database = await createServerDatabase(serviceUrl('postgres'), 'apikill');
    drop = database.drop;
    api = await startApiProcess({}, { databaseUrl: database.url });
    handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 2 });
    const clients = await prepareLoadClients(api, handle.db, { landlords: 3, renters: 6 });

    const load = startApiWriteLoad(clients);
    await load.until(ENOUGH_BEFORE_THE_KILL);
    api.child.kill('SIGKILL');
    const { code } = await api.exited;
    await load.stop();
    expect(code).toBeNull(); // the signal ended it, not its own exit
    await api.restart();

    const findings = await checkAfterCrash(database.url, load.acks, UNITS_PER_LISTING);
    console.log(findingsTable('API killed', findings, (performance.now() - started) / 1000));
    for (const kind of ['listings', 'units', 'checkouts', 'payments', 'messages'] as const) {
      expect(findings[kind].found, `${kind}: ${summary(load.acks)}`).toBe(findings[kind].acked);
    }
    expect(findings.halfWritten).toEqual(NO_HALF_WRITTEN(findings));
    expect(findings.openingsCutShort).toBeLessThanOrEqual(clients.landlords.length);
  }, 300_000);
});
