#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, unit tests, the API suite (on embedded PGlite, and again on the
 * PostgreSQL server named by TEST_DATABASE_URL when set), a production build, the web app's
 * initial JavaScript budget (one test per route) and the browser end-to-end tests. Every stage
 * runs even when an earlier one failed, so one run shows everything; the last line is the
 * summary `N passed, N failed`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-test-reports-'));
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const results = [];

function run(label, command, args, { env = {}, count } = {}) {
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
    tests: !!counted,
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
    results.push({ label, ok, seconds, passed: 0, failed: ok ? 0 : 1, tests: false });
  }
}

/** Counts from a Vitest JSON report. */
const vitestCounts = (file) => () => {
  if (!fs.existsSync(file)) return null;
  const r = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests + r.numPendingTests + r.numTodoTests };
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
      count: vitestCounts(report),
    },
  );

await runTogether([
  ...['packages/domain', 'apps/api', 'apps/web', 'e2e']
    .filter((project) => fs.existsSync(path.join(root, project, 'tsconfig.json')))
    .map((project) => ({ label: `typecheck ${project}`, command: bin('tsc'), args: ['-p', project] })),
  { label: 'lint (eslint)', command: bin('eslint'), args: ['.', '--max-warnings', '0'] },
  { label: 'format (prettier)', command: bin('prettier'), args: ['--check', '.', '--log-level', 'warn'] },
]);

vitest('unit: packages/domain', 'packages/domain', path.join(reports, 'domain.json'));
if (
  fs
    .readdirSync(path.join(root, 'apps/web/src'), { recursive: true })
    .some((f) => String(f).endsWith('.test.ts') || String(f).endsWith('.test.tsx'))
) {
  vitest('unit: apps/web', 'apps/web', path.join(reports, 'web.json'));
}
vitest('API on PGlite', 'apps/api', path.join(reports, 'api-pglite.json'), { TEST_DATABASE_URL: '' });
if (process.env.TEST_DATABASE_URL) {
  vitest('API on PostgreSQL', 'apps/api', path.join(reports, 'api-postgres.json'));
}

run('build', 'npm', ['run', 'build']);
const budgetReport = path.join(reports, 'bundle-budget.json');
run('bundle budget', process.execPath, ['scripts/check-bundle-size.mjs', '--report', budgetReport], {
  count: budgetCounts(budgetReport),
});
const e2eReport = path.join(root, 'e2e/test-results/results.json');
fs.rmSync(e2eReport, { force: true });
run('e2e (Playwright, Chromium)', bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts'], {
  count: playwrightCounts(e2eReport),
});

console.log('\n=== summary ===');
for (const r of results) {
  const detail = r.tests ? `${r.passed} passed, ${r.failed} failed` : r.ok ? 'ok' : 'FAILED';
  console.log(`${r.ok ? 'ok  ' : 'FAIL'}  ${r.label.padEnd(32)} ${detail.padEnd(26)} ${r.seconds}s`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 && results.every((r) => r.ok) ? 0 : 1);
