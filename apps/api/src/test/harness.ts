import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { ExecutionResult } from 'graphql';
import { loadConfig, type Config } from '../config';
import { createAdapters, type Adapters } from '../adapters/adapters';
import type { Database } from '../db/client';
import { settleAfterAnswer } from '../graphql/after-answer';
import type { AppDeps } from '../graphql/context';
import { CSRF_HEADER } from '../graphql/csrf-prevention';
import { createYogaServer, type Yoga } from '../graphql/yoga';
import { createLogger, type Logger } from '../logger';
import { createListingStats } from '../modules/listing-stats/listing-events';
import { createTestDatabase } from './database';
import { createFactories, type Factories } from './factories';

export interface GraphQLResponse<T = Record<string, unknown>> extends ExecutionResult<T> {
  status: number;
}

export interface RequestOptions {
  /** Bearer token of the caller; omitted for a visitor. */
  token?: string | null;
  headers?: Record<string, string>;
}

export interface TestApi {
  deps: AppDeps;
  database: Database;
  yoga: Yoga;
  config: Config;
  factories: Factories;
  uploadsDir: string;
  execute<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLResponse<T>>;
  /** A GraphQL multipart request (file uploads); `files` maps variable paths such as `files.0` to files. */
  upload<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown>,
    files: Record<string, File>,
    options?: RequestOptions,
  ): Promise<GraphQLResponse<T>>;
  /** Waits for the work requests left to do after their answers (graphql/after-answer.ts). */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/** The server context of a request arriving from the local proxy (the socket Node would give). */
const PROXY_SOCKET = { req: { socket: { remoteAddress: '127.0.0.1' } } as IncomingMessage };

function headersFor(options: RequestOptions = {}): Record<string, string> {
  return {
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    ...options.headers,
  };
}

/**
 * A complete API over a fresh database, called through Yoga's HTTP pipeline (limits, auth, masking).
 * `database` makes a second API process over another's database (it stays open when this one closes).
 */
export async function createTestApi(
  overrides: { env?: Record<string, string>; database?: Database; log?: Logger } & Partial<
    Omit<Adapters, 'pubsub' | 'pubsubPing'>
  > = {},
): Promise<TestApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    // Every request comes from 127.0.0.1, a trusted proxy: a test sets the client with X-Forwarded-For.
    TRUSTED_PROXIES: '127.0.0.1',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // Pub/sub goes through the local Redis when the run provides one (CI does).
    ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
    ...overrides.env,
  });
  // A test reading the log lines gives its own logger (writing to a stream it reads).
  const log = overrides.log ?? createLogger(config.LOG_LEVEL);
  const database = overrides.database ?? (await createTestDatabase());
  const uploadsDir = path.join(dataDir, 'uploads');
  // Built like production's, from the config (local uploads in the temporary DATA_DIR, the outbox,
  // the gazetteer, the built-in writer, no vision and no newsletter list, unless `env` names
  // services), with the test's own adapters in their place.
  const { env: _env, database: _database, log: _log, ...adapterOverrides } = overrides;
  const adapters = createAdapters(config, log, adapterOverrides);
  // Not started: a test writes the counted figures when it calls deps.listingStats.counter.flush().
  const listingStats = createListingStats(database.db, log);
  const deps: AppDeps = { config, db: database.db, log, listingStats, ...adapters.adapters };
  const yoga = createYogaServer(deps);

  async function send<T>(init: RequestInit): Promise<GraphQLResponse<T>> {
    const response = await yoga.fetch('http://localhost/graphql', init, PROXY_SOCKET);
    const body = (await response.json()) as ExecutionResult<T>;
    return { ...body, status: response.status };
  }

  return {
    deps,
    database,
    yoga,
    config,
    uploadsDir,
    factories: createFactories(deps.db, deps.encryption),
    execute: (query, variables = {}, options) =>
      send({
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headersFor(options) },
        body: JSON.stringify({ query, variables }),
      }),
    upload: (query, variables, files, options) => {
      const form = new FormData();
      form.append('operations', JSON.stringify({ query, variables }));
      const names = Object.keys(files);
      form.append(
        'map',
        JSON.stringify(Object.fromEntries(names.map((p, i) => [String(i), [`variables.${p}`]]))),
      );
      names.forEach((p, i) => form.append(String(i), files[p]!));
      // As the web app's uploads do: a multipart request without it is refused (csrf-prevention.ts).
      return send({ method: 'POST', headers: { [CSRF_HEADER]: '1', ...headersFor(options) }, body: form });
    },
    settle: () => settleAfterAnswer(deps),
    async close() {
      await settleAfterAnswer(deps);
      await listingStats.counter.stop();
      await adapters.close();
      if (!overrides.database) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The codes of a response's errors, for terse assertions. */
export function errorCodes(response: ExecutionResult): string[] {
  return (response.errors ?? []).map((e) => String(e.extensions?.code));
}
