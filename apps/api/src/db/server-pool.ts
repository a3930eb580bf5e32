import pg from 'pg';

/*
 * The pool of connections to a PostgreSQL server, made to outlive the server going away (a crash,
 * a kill -9, a failover) so the process serves again once it is back, without a restart.
 *
 * Two gaps, each found by killing the server under the write load (db/crash):
 * - pg-pool listens for errors only on idle clients. A client checked out, between two statements
 *   of a transaction, receives the server's "terminating connection" as an 'error' event nobody
 *   listens to, and Node ends the process.
 * - drizzle's transaction() sends BEGIN before the try/finally that releases its client
 *   (drizzle-orm issues 6023, 6241; open). When BEGIN fails because the connection just died, the
 *   client is never released, and each such failure takes a place of the pool for good: a few
 *   outages later every request waits for a connection that never comes.
 * So every client gets an error listener (the loss is reported to its statements all the same),
 * and a checked-out client whose connection ends is given back by the pool itself, which discards
 * it; the owner's own release afterwards, if it comes, does nothing.
 */

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/** Makes `client.release` safe to call twice, and calls it when the connection ends first. */
function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const lost = () => client.release(new Error('The connection to the database server was lost'));
  client.release = (err?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('end', lost);
    release(err);
  };
  client.once('end', lost);
  return client;
}

class ServerPool extends pg.Pool {
  constructor(config: pg.PoolConfig) {
    super(config);
    this.on('connect', (client) => client.on('error', () => undefined));
    // An idle client losing its server: pg-pool drops it and says so here; the next query reports it.
    this.on('error', () => undefined);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // The callback form is pool.query's own, which releases its client on every outcome.
    if (callback) return super.connect(callback);
    return super.connect().then(releasedWhenLost);
  }
}

/** A pool of at most `max` connections to the server at `url`. */
export function createServerPool(url: string, max: number): pg.Pool {
  return new ServerPool({ connectionString: url, max, connectionTimeoutMillis: 5000 });
}
