import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  loadFailures,
  memoryRatio,
  metricValue,
  mixOrder,
  operationRows,
  operationTable,
  roundTable,
} from './load-figures.mjs';

const MIX = { search: 6, listing: 2, message: 1, save: 1 };

describe('mixOrder', () => {
  it('gives each operation its share over every run of ten picks', () => {
    const next = mixOrder(MIX);
    for (let run = 0; run < 5; run++) {
      const picks = Array.from({ length: 10 }, next);
      const count = (op) => picks.filter((p) => p === op).length;
      assert.deepEqual([count('search'), count('listing'), count('message'), count('save')], [6, 2, 1, 1]);
    }
  });

  it('spreads the heavy operation out instead of sending it in a block', () => {
    const next = mixOrder(MIX);
    const picks = Array.from({ length: 10 }, next);
    const longestRun = picks.reduce(
      (acc, op, i) => {
        const run = i > 0 && picks[i - 1] === op ? acc.run + 1 : 1;
        return { run, longest: Math.max(acc.longest, run) };
      },
      { run: 0, longest: 0 },
    ).longest;
    assert.ok(longestRun <= 2, `${picks.join(' ')} has a run of ${longestRun}`);
  });

  it('leaves out an operation weighted zero and refuses an empty mix', () => {
    const next = mixOrder({ search: 1, save: 0 });
    assert.deepEqual(Array.from({ length: 3 }, next), ['search', 'search', 'search']);
    assert.throws(() => mixOrder({ save: 0 }), /needs an operation/);
  });
});

describe('operationRows', () => {
  const samples = [
    ...Array.from({ length: 100 }, (_, i) => ({ op: 'search', ms: i + 1, error: null })),
    { op: 'save', ms: 5, error: null },
    { op: 'save', ms: 30_000, error: 'timeout' },
  ];

  it('counts requests and errors and takes the percentiles of each operation', () => {
    const [search, save, message] = operationRows(samples, ['search', 'save', 'message']);
    assert.deepEqual(search, { op: 'search', count: 100, errors: 0, p50: 50, p95: 95, p99: 99 });
    assert.equal(save.count, 2);
    assert.equal(save.errors, 1);
    assert.equal(save.p99, 30_000);
    assert.equal(message.count, 0);
    assert.ok(Number.isNaN(message.p99));
  });

  it('prints each operation’s share of the requests', () => {
    const lines = operationTable(operationRows(samples, ['search', 'save']));
    assert.equal(lines[2], '| search | 98% | 100 | 0 | 50.0 | 95.0 | 99.0 |');
    assert.equal(lines[3], '| save | 2% | 2 | 1 | 5.0 | 30000.0 | 30000.0 |');
  });
});

describe('memory', () => {
  const MB = 2 ** 20;

  it('compares the last round with the first', () => {
    assert.equal(memoryRatio([200 * MB, 230 * MB, 210 * MB]), 1.05);
    assert.ok(Number.isNaN(memoryRatio([200 * MB])));
  });

  it('prints each round against the first', () => {
    const round = { requests: 3000, seconds: 60.04, errors: 0, p99: 250.04 };
    const lines = roundTable([
      { ...round, rss: 200 * MB, heapUsed: 50 * MB },
      { ...round, errors: 2, rss: 220 * MB, heapUsed: 55 * MB },
    ]);
    assert.equal(lines[2], '| 1 | 3000 | 60.0 | 0 | 250.0 | 200.0 | 50.0 | 1.00 |');
    assert.equal(lines[3], '| 2 | 3000 | 60.0 | 2 | 250.0 | 220.0 | 55.0 | 1.10 |');
  });

  it('reads the resident set from the server’s metrics', () => {
    const text = [
      '# HELP process_resident_memory_bytes Resident memory size in bytes.',
      '# TYPE process_resident_memory_bytes gauge',
      'process_resident_memory_bytes 251658240',
      'nodejs_heap_size_used_bytes 61341696',
      'nodejs_heap_space_size_used_bytes{space="old"} 1',
      'job_queue_depth{state="due"} 3',
    ].join('\n');
    assert.equal(metricValue(text, 'process_resident_memory_bytes'), 240 * MB);
    assert.equal(metricValue(text, 'nodejs_heap_size_used_bytes'), 61341696);
    assert.ok(Number.isNaN(metricValue(text, 'nodejs_heap_space_size_used_bytes')));
    assert.equal(metricValue(text, 'job_queue_depth{state="due"}'), 3);
  });
});

describe('loadFailures', () => {
  const rows = (errors) => [{ op: 'search', errors }];
  const MB = 2 ** 20;

  it('passes a run without errors whose memory stays within 10%', () => {
    assert.deepEqual(loadFailures(rows(0), [200 * MB, 205 * MB, 219 * MB]), []);
  });

  it('fails on any error', () => {
    assert.deepEqual(loadFailures(rows(1), [200 * MB, 200 * MB]), ['search: 1 errors']);
  });

  it('fails when memory grows past 10% from the first round to the last', () => {
    assert.deepEqual(loadFailures(rows(0), [200 * MB, 210 * MB, 224 * MB]), [
      'memory: grew ×1.12 from the first round to the last',
    ]);
  });

  it('fails when memory could not be read', () => {
    assert.deepEqual(loadFailures(rows(0), [200 * MB]), ['memory: not read after each round']);
  });
});
