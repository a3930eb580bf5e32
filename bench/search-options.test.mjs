import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { listingsOption } from './search-options.mjs';

describe('listingsOption', () => {
  it('reads --listings, as two words or one', () => {
    assert.equal(listingsOption(['--listings', '1000000'], {}), 1_000_000);
    assert.equal(listingsOption(['--listings=1_000_000'], {}), 1_000_000);
  });

  it('prefers the flag to BENCH_LISTINGS, which it falls back to, then 100,000', () => {
    assert.equal(listingsOption(['--listings', '5000'], { BENCH_LISTINGS: '7000' }), 5000);
    assert.equal(listingsOption([], { BENCH_LISTINGS: '7000' }), 7000);
    assert.equal(listingsOption([], {}), 100_000);
  });

  it('falls back to the count a benchmark chooses when neither is given', () => {
    assert.equal(listingsOption([], {}, 10_000), 10_000);
    assert.equal(listingsOption([], { BENCH_LISTINGS: '7000' }, 10_000), 7000);
  });

  it('refuses what is not a count', () => {
    assert.throws(() => listingsOption(['--listings', 'many'], {}), /whole number/);
    assert.throws(() => listingsOption(['--listings'], {}), /whole number/);
    assert.throws(() => listingsOption(['--listings', '0'], {}), /whole number/);
  });
});
