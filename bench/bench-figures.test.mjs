import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareTable, figure, median, percentile } from './bench-figures.mjs';

describe('statistics', () => {
  it('takes the nearest-rank p50 and p99 of 200 samples', () => {
    const samples = Array.from({ length: 200 }, (_, i) => 200 - i);
    assert.equal(percentile(samples, 50), 100);
    assert.equal(percentile(samples, 99), 198);
  });

  it('takes the median of an odd and an even count, ignoring missing values', () => {
    assert.equal(median([5, 1, 3]), 3);
    assert.equal(median([4, 1, NaN, 3, 2]), 2.5);
    assert.ok(Number.isNaN(median([])));
  });
});

describe('compareTable', () => {
  const report = (bench, figures) => ({ bench, figures });
  const before = report('web', [
    figure('/', 'performance score', 60, 'score', 'higher'),
    figure('/', 'LCP', 4000, 'ms', 'lower'),
  ]);
  const after = report('web', [
    figure('/', 'performance score', 90, 'score', 'higher'),
    figure('/', 'LCP', 2000, 'ms', 'lower'),
    figure('/', 'render p50', 8, 'ms', 'lower'),
  ]);

  it('prints each figure of both files with the later one’s ratio to the first', () => {
    const lines = compareTable([
      { name: 'before', report: before },
      { name: 'after', report: after },
    ]);
    assert.equal(lines[0], '| page | metric | before | after | after / before |');
    assert.equal(lines[2], '| / | performance score | 60 | 90 | ×1.50 better |');
    assert.equal(lines[3], '| / | LCP | 4000 ms | 2000 ms | ×0.50 better |');
    assert.equal(lines[4], '| / | render p50 | — | 8.00 ms | — |');
  });

  it('says worse when a figure moves the wrong way', () => {
    const lines = compareTable([
      { name: 'after', report: after },
      { name: 'before', report: before },
    ]);
    assert.equal(lines[3], '| / | LCP | 2000 ms | 4000 ms | ×2.00 worse |');
  });

  it('calls a change that rounds to ×1.00 neither better nor worse', () => {
    const lines = compareTable([
      { name: 'a', report: report('ssr', [figure('/', 'response p50', 1000, 'ms', 'lower')]) },
      { name: 'b', report: report('ssr', [figure('/', 'response p50', 1004, 'ms', 'lower')]) },
    ]);
    assert.equal(lines[2], '| / | response p50 | 1000 ms | 1004 ms | ×1.00 |');
  });

  it('refuses files of different benchmarks', () => {
    assert.throws(
      () =>
        compareTable([
          { name: 'a', report: before },
          { name: 'b', report: report('ssr', []) },
        ]),
      /different benchmarks/,
    );
  });
});
