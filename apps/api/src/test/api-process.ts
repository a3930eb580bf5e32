import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase, type DatabaseTarget } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createEncryptionAdapter } from '../adapters/crypto/encryption';
import { createFactories } from './factories';

const API_DIR = path.resolve(import.meta.dirname, '../..');

/** The API as `npm start` runs it, in a process of its own, for behaviour only a process has (signals). */
export interface ApiProcess {
  /** The running process; a new one after restart(). */
  child: ChildProcess;
  /** http://127.0.0.1:<port>; a new port after restart(). */
  url: string;
  /** A renter's session made before the start, for operations that need one. */
  token: string;
  /** Its DATA_DIR (encryption key, uploads; the embedded database unless DATABASE_URL is set). */
  dataDir: string;
  /** Resolves with the exit code (null when a signal ended it) and when it happened. */
  exited: Promise<{ code: number | null; at: number }>;
  /** What it wrote, for a failing test's message (every start's, in order). */
  output(): string;
  /** Starts it again on the same DATA_DIR and database, once the previous process has exited. */
  restart(): Promise<void>;
  /** SIGKILL if it still runs, and its data directory removed. */
  cleanUp(): Promise<void>;
}

export interface ApiProcessOptions {
  /** A PostgreSQL database for it (DATABASE_URL), migrated here first; the embedded one otherwise. */
  databaseUrl?: string;
}

interface Started {
  child: ChildProcess;
  url: string;
  exited: Promise<{ code: number | null; at: number }>;
}

/** Spawns `npm start`'s server and waits for its "running at" line. */
async function spawnApi(env: NodeJS.ProcessEnv, log: (text: string) => void): Promise<Started> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env,
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    log(chunk.toString());
  };
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    const look = () => {
      const match = /Rentals is running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!.replace('localhost', '127.0.0.1'));
    };
    child.stdout!.on('data', look);
    void exited.then(({ code }) =>
      reject(new Error(`The API exited (${code}) before it started:\n${output}`)),
    );
  });
  return { child, url, exited };
}

/**
 * Starts one in a new DATA_DIR, with `env` added: on the embedded database, or on the PostgreSQL
 * database `options.databaseUrl`. The database is made first, in this process, with a renter and
 * their session: on the embedded one the child then holds its lock.
 */
export async function startApiProcess(
  env: Record<string, string> = {},
  options: ApiProcessOptions = {},
): Promise<ApiProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-process-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const target: DatabaseTarget = options.databaseUrl
    ? { kind: 'postgres', url: options.databaseUrl, poolSize: 2 }
    : { kind: 'pglite', dir: path.join(dataDir, 'db') };
  const database = await openDatabase(target);
  let token: string;
  try {
    await runMigrations(database);
    ({ token } = await createFactories(database.db, createEncryptionAdapter(config)).user());
    await database.checkpoint();
  } finally {
    await database.close();
  }

  const childEnv: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'development',
    PORT: '0',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    LINK_CHECK: 'off',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...env,
  };
  let output = '';
  const log = (text: string) => (output += text);
  let current = await spawnApi(childEnv, log);
  const running = () => current.child.exitCode === null && current.child.signalCode === null;
  return {
    get child() {
      return current.child;
    },
    get url() {
      return current.url;
    },
    get exited() {
      return current.exited;
    },
    token,
    dataDir,
    output: () => output,
    async restart() {
      if (running()) throw new Error('The API is still running: stop it before restarting it');
      await current.exited;
      log('\n--- restarted ---\n');
      current = await spawnApi(childEnv, log);
    },
    async cleanUp() {
      if (running()) {
        current.child.kill('SIGKILL');
        await current.exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
