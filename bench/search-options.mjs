/**
 * The generated listings of `npm run bench:search` and `bench:load`: `--listings N` (or
 * `--listings=N`), else BENCH_LISTINGS, else `fallback` (100,000 unless the benchmark says). One
 * setting under two names: the flag for a run typed by hand, the variable for scripts that already
 * set it.
 */
export function listingsOption(argv = process.argv.slice(2), env = process.env, fallback = 100_000) {
  const i = argv.findIndex((a) => a === '--listings' || a.startsWith('--listings='));
  const raw = i === -1 ? env.BENCH_LISTINGS : argv[i].includes('=') ? argv[i].split('=')[1] : argv[i + 1];
  if (i === -1 && !raw) return fallback;
  const count = Number((raw ?? '').replaceAll('_', '') || NaN);
  if (!Number.isSafeInteger(count) || count < 1)
    throw new Error(`--listings needs a whole number, not ${raw}`);
  return count;
}
