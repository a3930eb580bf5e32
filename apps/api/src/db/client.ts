import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index';
import { createServerPool } from './server-pool';

export type Schema = typeof schema;
/** The Drizzle handle every service receives: the same API over PGlite and a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Flushes to disk (PGlite) before a graceful exit; a no-op on a server. */
  checkpoint(): Promise<void>;
  /** PGlite only: the whole database as one file, which a new in-memory one can start from. */
  snapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { kind: 'postgres'; url: string; poolSize?: number } | { kind: 'pglite'; dir: string | null; from?: Blob };

/** PGlite in `dir` (memory when null), or a pg pool for a PostgreSQL server. */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = createServerPool(target.url, target.poolSize ?? 10);
    return {
      db: drizzlePg(pool, { schema }) as unknown as Db,
      kind: 'postgres',
      checkpoint: async () => undefined,
      close: () => pool.end(),
    };
  }
  if (target.dir) fs.mkdirSync(path.dirname(target.dir), { recursive: true });
  // The contrib extensions the migrations create (content search); PGlite loads them on demand.
  const extensions = { unaccent, pg_trgm };
  const client = target.dir
    ? await PGlite.create(target.dir, { extensions })
    : await PGlite.create({ extensions, ...(target.from ? { loadDataDir: target.from } : {}) });
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    checkpoint: async () => {
      await client.exec('CHECKPOINT');
    },
    snapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
