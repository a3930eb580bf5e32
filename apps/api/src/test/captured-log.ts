import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../logger';

/** A logger at `level` whose lines a test reads: `lines` parsed, `text` each as it was written. */
export function capturedLog(level = 'info'): {
  lines: Record<string, unknown>[];
  text: string[];
  log: Logger;
} {
  const lines: Record<string, unknown>[] = [];
  const text: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        text.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { lines, text, log: createLogger(level, sink) };
}
