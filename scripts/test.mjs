#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, unit tests, the API suite (on embedded PGlite, and again on the
 * PostgreSQL server named by TEST_DATABASE_URL when set, without the tests that need no server), a production build, the web app's
 * initial JavaScript budget (one test per route) and the browser end-to-end tests. Every stage
 * runs even when an earlier one failed, so one run shows everything; the last line is the
 * summary `N passed, N failed` (then `, N skipped` when tests of an absent service were skipped).
 *
 * Tests of a server that is not there (REDIS_URL, TEST_DATABASE_URL unset) are skipped and shown
 * as `skip` lines with the reason; REQUIRE_SERVICES=postgres,redis (CI) makes them failures.
 * Any other skipped or todo test fails the run. The rules are in test-outcomes.mjs.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  finalLine,
  playwrightFailures,
  requiredServices,
  serviceStage,
  skipLine,
  unknownServices,
  vitestFailures,
  vitestOutcome,
} from './test-outcomes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-test-reports-'));
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const results = [];
const required = requiredServices(process.env.REQUIRE_SERVICES);
/** Services some test or stage declares, to catch a REQUIRE_SERVICES naming none of them. */
const declared = new Set(['postgres']);

function run(label, command, args, { env = {}, count, failures } = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = result.status === 0;
  const counted = count?.() ?? null;
  results.push({
    label,
    ok,
    seconds: Math.round((Date.now() - started) / 1000),
    passed: counted ? counted.passed : 0,
    failed: counted ? counted.failed + (ok || counted.failed ? 0 : 1) : ok ? 0 : 1,
    skipped: counted?.skipped ?? 0,
    skips: counted?.skips ?? [],
    failures: ok ? [] : (failures?.() ?? []),
    tests: !!counted,
  });
}

/** The failed tests of a JSON report, or none when the report is missing or unreadable. */
const failuresIn = (file, read) => () => {
  try {
    return read(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return [];
  }
};

/** A stage not run because its service is absent: skipped, or failed when it is required. */
function skipStage(skip) {
  console.log(`\n=== ${skip.label} ===\n${skipLine(skip)}`);
  results.push({
    label: skip.label,
    ok: !skip.required,
    passed: 0,
    failed: skip.required ? 1 : 0,
    skipped: skip.required ? 0 : 1,
    stageSkip: skip,
  });
}

/**
 * Stages that share nothing (the static checks) run at once; each one's output is printed whole
 * when it ends, in the order given. On two cores this saves about half a minute.
 */
async function runTogether(stages) {
  const finished = await Promise.all(
    stages.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) =>
            resolve({ label, output, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) }),
          );
        }),
    ),
  );
  for (const { label, output, ok, seconds } of finished) {
    console.log(`\n=== ${label} ===`);
    process.stdout.write(output);
    results.push({ label, ok, seconds, passed: 0, failed: ok ? 0 : 1, skipped: 0, skips: [], tests: false });
  }
}

/** Counts from a Vitest JSON report: skipped tests fail, except those of an absent service. */
const vitestCounts = (file, env) => () => {
  if (!fs.existsSync(file)) return null;
  const outcome = vitestOutcome(JSON.parse(fs.readFileSync(file, 'utf8')), { env, required });
  for (const service of outcome.services) declared.add(service);
  return outcome;
};

/** Counts from a node:test TAP report (`# pass N`…); skipped, todo and cancelled tests count as failed. */
const tapCounts = (file) => () => {
  if (!fs.existsSync(file)) return null;
  const tap = fs.readFileSync(file, 'utf8');
  const n = (key) => Number(tap.match(new RegExp(`^# ${key} (\\d+)$`, 'm'))?.[1] ?? 0);
  return { passed: n('pass'), failed: n('fail') + n('cancelled') + n('skipped') + n('todo') };
};

/** Counts from a Playwright JSON report; skipped and flaky tests count as failed (none may be left). */
const playwrightCounts = (file) => () => {
  if (!fs.existsSync(file)) return null;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky + stats.skipped };
};

/** Counts from scripts/check-bundle-size.mjs: one per route within (passed) or over (failed) budget. */
const budgetCounts = (file) => () => {
  if (!fs.existsSync(file)) return null;
  const { passed, failed } = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed, failed };
};

const vitest = (label, project, report, env) =>
  run(
    label,
    bin('vitest'),
    ['run', '--root', project, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    {
      env,
      count: vitestCounts(report, { ...process.env, ...env }),
      failures: failuresIn(report, vitestFailures),
    },
  );

await runTogether([
  ...['packages/domain', 'apps/api', 'apps/web', 'e2e']
    .filter((project) => fs.existsSync(path.join(root, project, 'tsconfig.json')))
    .map((project) => ({ label: `typecheck ${project}`, command: bin('tsc'), args: ['-p', project] })),
  { label: 'lint (eslint)', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { label: 'format (prettier)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
]);

// The benchmarks' own figures (statistics, headers, comparisons) are tested with the scripts.
const scriptTests = ['scripts', 'bench'].flatMap((dir) =>
  fs
    .readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith('.test.mjs'))
    .map((f) => path.join(dir, f)),
);
const scriptsReport = path.join(reports, 'scripts.tap');
run(
  'unit: scripts',
  process.execPath,
  [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${scriptsReport}`,
    ...scriptTests,
  ],
  { count: tapCounts(scriptsReport) },
);
vitest('unit: packages/domain', 'packages/domain', path.join(reports, 'domain.json'));
if (
  fs
    .readdirSync(path.join(root, 'apps/web/src'), { recursive: true })
    .some((f) => String(f).endsWith('.test.ts') || String(f).endsWith('.test.tsx'))
) {
  vitest('unit: apps/web', 'apps/web', path.join(reports, 'web.json'));
}
vitest('API on PGlite', 'apps/api', path.join(reports, 'api-pglite.json'), { TEST_DATABASE_URL: '' });
const postgres = serviceStage(
  { label: 'API on PostgreSQL', service: 'postgres', env: 'TEST_DATABASE_URL' },
  { env: process.env, required },
);
// The role × operation table and the embedded database's file tests run once, above.
if (postgres.run)
  vitest('API on PostgreSQL', 'apps/api', path.join(reports, 'api-postgres.json'), {
    API_TESTS_SERVER_RUN: '1',
  });
else skipStage(postgres.skip);

run('build', 'npm', ['run', 'build']);
const budgetReport = path.join(reports, 'bundle-budget.json');
run('bundle budget', process.execPath, ['scripts/check-bundle-size.mjs', '--report', budgetReport], {
  count: budgetCounts(budgetReport),
});
// Where e2e/playwright.config.ts writes it: apart per port when E2E_PORT is set.
const e2eReport = path.join(
  root,
  'e2e/test-results',
  process.env.E2E_PORT ? `port-${Number(process.env.E2E_PORT)}` : '',
  'results.json',
);
fs.rmSync(e2eReport, { force: true });
run('e2e (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
  count: playwrightCounts(e2eReport),
  failures: failuresIn(e2eReport, playwrightFailures),
});

const unknown = unknownServices(required, declared);
for (const service of unknown) {
  results.push({
    label: `REQUIRE_SERVICES: no test needs ${service}`,
    ok: false,
    seconds: 0,
    passed: 0,
    failed: 1,
    skipped: 0,
    skips: [],
  });
}

console.log('\n=== summary ===');
for (const r of results) {
  if (r.stageSkip) {
    console.log(skipLine(r.stageSkip));
    continue;
  }
  const skipped = r.skipped ? `, ${r.skipped} skipped` : '';
  const detail = r.tests ? `${r.passed} passed, ${r.failed} failed${skipped}` : r.ok ? 'ok' : 'FAILED';
  // A required service's skipped tests fail the stage even though Vitest itself exits 0.
  const ok = r.ok && r.failed === 0;
  console.log(`${ok ? 'ok  ' : 'FAIL'}  ${r.label.padEnd(32)} ${detail.padEnd(36)} ${r.seconds}s`);
  for (const skip of r.skips) console.log(skipLine(skip));
  // The first few failures with their first error line: the end of a long log is often all one reads.
  for (const { title, message } of (r.failures ?? []).slice(0, 5))
    console.log(`        ✘ ${title}\n          ${message}`);
  if ((r.failures?.length ?? 0) > 5) console.log(`        … and ${r.failures.length - 5} more`);
}
const total = (key) => results.reduce((n, r) => n + r[key], 0);
const failed = total('failed');
console.log(`\n${finalLine({ passed: total('passed'), failed, skipped: total('skipped') })}`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
