/**
 * The figures of `npm run bench:load`: the order the mix of operations is sent in, each
 * operation's count, errors and latency percentiles, the server's memory from round to round, and
 * the verdict the command exits with.
 */
import { percentile } from './bench-figures.mjs';

/** Memory may grow this much from the first round to the last before it counts as a leak. */
export const MEMORY_GROWTH_LIMIT = 0.1;

/**
 * The operations in a smooth weighted round-robin order: `weights` `{ search: 6, listing: 2, … }`
 * give, over every run of picks as long as their sum, each operation its share, spread out rather
 * than bunched (six searches are not sent back to back). Returns `next()`.
 */
export function mixOrder(weights) {
  const entries = Object.entries(weights).filter(([, w]) => w > 0);
  if (!entries.length) throw new Error('the mix needs an operation with a weight');
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const current = new Map(entries.map(([op]) => [op, 0]));
  return () => {
    let chosen = null;
    for (const [op, weight] of entries) {
      current.set(op, current.get(op) + weight);
      if (chosen === null || current.get(op) > current.get(chosen)) chosen = op;
    }
    current.set(chosen, current.get(chosen) - total);
    return chosen;
  };
}

/**
 * One row per operation of `ops`, in that order: requests sent, errors (a GraphQL error, a status
 * other than 200, a transport error or a timeout), and p50/p95/p99 of every request's time, in ms.
 * `samples`: `[{ op, ms, error }]`, `error` null for a good answer.
 */
export function operationRows(samples, ops) {
  return ops.map((op) => {
    const mine = samples.filter((s) => s.op === op);
    const times = mine.map((s) => s.ms);
    return {
      op,
      count: mine.length,
      errors: mine.filter((s) => s.error).length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
    };
  });
}

/** The last round's memory over the first's (resident set sizes in bytes); NaN with fewer than two. */
export function memoryRatio(rounds) {
  if (rounds.length < 2 || !(rounds[0] > 0)) return NaN;
  return rounds[rounds.length - 1] / rounds[0];
}

/**
 * Why the run fails, if it does: errors in any operation, or the server's memory grown past the
 * limit from the first round to the last. An empty list is a pass.
 */
export function loadFailures(rows, memoryRounds, limit = MEMORY_GROWTH_LIMIT) {
  const failures = rows.filter((r) => r.errors > 0).map((r) => `${r.op}: ${r.errors} errors`);
  const ratio = memoryRatio(memoryRounds);
  if (!Number.isFinite(ratio)) failures.push('memory: not read after each round');
  else if (ratio > 1 + limit)
    failures.push(`memory: grew ×${ratio.toFixed(2)} from the first round to the last`);
  return failures;
}

const ms = (v) => (Number.isFinite(v) ? v.toFixed(1) : '—');
const mb = (bytes) => (Number.isFinite(bytes) ? (bytes / 2 ** 20).toFixed(1) : '—');

/** The markdown table of one round's (or all rounds') rows, with the mix's share of each operation. */
export function operationTable(rows) {
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return [
    '| operation | share | requests | errors | p50 ms | p95 ms | p99 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.op} | ${total ? Math.round((100 * r.count) / total) : 0}% | ${r.count} | ${r.errors} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} |`,
    ),
  ];
}

/**
 * The markdown table of the rounds: requests sent, the seconds until the last was answered (the
 * round's length when the server kept up), errors, p99 over every operation, and the server's
 * memory after the round
 * (resident set and V8 heap in use, in MB), with each round's resident set over the first's.
 * `rounds`: `[{ requests, seconds, errors, p99, rss, heapUsed }]`.
 */
export function roundTable(rounds) {
  return [
    '| round | requests | answered within s | errors | p99 ms | resident MB | heap used MB | resident / round 1 |',
    '| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rounds.map((r, i) => {
      const ratio = memoryRatio([rounds[0].rss, r.rss]);
      return `| ${i + 1} | ${r.requests} | ${r.seconds.toFixed(1)} | ${r.errors} | ${ms(r.p99)} | ${mb(r.rss)} | ${mb(r.heapUsed)} | ${Number.isFinite(ratio) ? ratio.toFixed(2) : '—'} |`;
    }),
  ];
}

/**
 * The value of the series `name` (with its labels as exposed: `job_queue_depth{state="due"}`) in a
 * Prometheus text exposition; NaN when absent.
 */
export function metricValue(text, name) {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line
    ? Number(
        line
          .slice(name.length + 1)
          .trim()
          .split(' ')[0],
      )
    : NaN;
}
