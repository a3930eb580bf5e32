import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { createEncryptionAdapter } from '../adapters/crypto/encryption';
import { createFactories } from './factories';

const API_DIR = path.resolve(import.meta.dirname, '../..');

/** The API as `npm start` runs it, in a process of its own, for behaviour only a process has (signals). */
export interface ApiProcess {
  child: ChildProcess;
  /** http://localhost:<port> */
  url: string;
  /** A renter's session made before the start, for operations that need one. */
  token: string;
  /** Resolves with the exit code (null when a signal ended it) and when it happened. */
  exited: Promise<{ code: number | null; at: number }>;
  /** What it wrote, for a failing test's message. */
  output(): string;
  /** SIGKILL if it still runs, and its data directory removed. */
  cleanUp(): Promise<void>;
}

/**
 * Starts one on the embedded database in a new DATA_DIR, with `env` added. The database is made
 * first, in this process, with a renter and their session: the child then holds its lock.
 */
export async function startApiProcess(env: Record<string, string> = {}): Promise<ApiProcess> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-process-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
  let token: string;
  try {
    await runMigrations(database);
    ({ token } = await createFactories(database.db, createEncryptionAdapter(config)).user());
    await database.checkpoint();
  } finally {
    await database.close();
  }

  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: '0',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      LINK_CHECK: 'off',
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
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
  return {
    child,
    url,
    token,
    exited,
    output: () => output,
    async cleanUp() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
