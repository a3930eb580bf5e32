import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** The write load of write-load.ts on the embedded database in `dir`, started in its own process. */
export function startWriteLoad(dir: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'write-load.ts'), dir], {
    cwd: path.resolve(import.meta.dirname, '../../..'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/**
 * Waits until the load has acknowledged `atLeast` objects, kills it with SIGKILL (`victim`), and
 * answers the highest acknowledged object once the load has exited.
 */
export async function killAfterAcks(
  load: ChildProcess,
  atLeast: number,
  victim: () => void | Promise<void>,
): Promise<number> {
  let acked = 0;
  let buffer = '';
  const exited = new Promise<void>((resolve) => load.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    load.once('exit', (code) => reject(new Error(`The write load stopped by itself (${code}) at ${acked}`)));
    load.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop()!;
      for (const line of lines) {
        const match = /^ack (\d+)$/.exec(line);
        if (match) acked = Number(match[1]);
      }
      if (acked >= atLeast) resolve();
    });
  });
  await victim();
  load.kill('SIGKILL'); // a no-op when the victim was the load itself
  await exited;
  return acked;
}

/** Counts of what a database holds after a crash, for the write-load tables. */
export const CRASH_CHECK_SQL = `
  SELECT (SELECT count(*) FROM objects)::int AS objects,
         (SELECT coalesce(max(n), 0) FROM objects)::int AS highest,
         (SELECT count(*) FROM (
            SELECT o.n FROM objects o LEFT JOIN object_parts p ON p.n = o.n
            GROUP BY o.n HAVING count(p.n) <> 3) broken)::int AS incomplete`;

export interface CrashCheck {
  objects: number;
  highest: number;
  incomplete: number;
}
