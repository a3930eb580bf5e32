import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../test/free-port';

/**
 * A PostgreSQL server of its own for a crash test, started from the machine's binaries on a free
 * port: killing the shared test server would break every other test using it. PostgreSQL refuses
 * to run as root, so as root it runs as the `postgres` user.
 */
export interface LocalPostgres {
  url: string;
  /** kill -9 of the postmaster and every backend, as an OOM kill would do; answers once they are gone. */
  killHard(): Promise<void>;
  /** Starts the server again on the same directory: PostgreSQL replays its log on the way up. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** The directory of initdb and postgres, or null when the machine has no PostgreSQL server binaries. */
export function postgresBinaries(): string | null {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((v) => path.join(root, v, 'bin'))
    .find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  return bin ?? null;
}

const asRoot = process.getuid?.() === 0;
const command = (bin: string, args: string[]): [string, string[]] =>
  asRoot ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];

async function waitUntilAccepting(url: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      return;
    } catch {
      await client.end().catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`PostgreSQL did not start at ${url}`);
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Waits until the postmaster named in its pid file has been reaped, so a restart may take its place. */
async function untilGone(pidFile: string): Promise<void> {
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
  for (let attempt = 0; attempt < 100 && isAlive(pid); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 50));
}

export async function startLocalPostgres(bin: string): Promise<LocalPostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-pg-'));
  if (asRoot) execFileSync('chown', ['postgres:postgres', dir]);
  const data = path.join(dir, 'data');
  execFileSync(
    ...command(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']),
    {
      stdio: 'ignore',
    },
  );
  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  let server: ChildProcess;
  const start = async () => {
    // Its own process group, so that one kill reaches the postmaster and all its backends.
    server = spawn(
      ...command(path.join(bin, 'postgres'), [
        '-D',
        data,
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'listen_addresses=127.0.0.1',
      ]),
      { detached: true, stdio: 'ignore' },
    );
    await waitUntilAccepting(url);
  };
  const exited = () =>
    new Promise<void>((resolve) =>
      server.exitCode !== null ? resolve() : server.once('exit', () => resolve()),
    );
  await start();
  return {
    url,
    async killHard() {
      process.kill(-server.pid!, 'SIGKILL');
      await exited();
      await untilGone(path.join(data, 'postmaster.pid'));
    },
    restart: start,
    async stop() {
      if (server.exitCode === null) {
        process.kill(-server.pid!, 'SIGINT');
        await exited();
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
