/**
 * How `npm test` (scripts/test.mjs) counts and reports results; pure, tested by
 * test-outcomes.test.mjs.
 *
 * Tests that need a server (Redis, a PostgreSQL server…) run only when the variable pointing at it
 * is set. Without it they are skipped, and that is not a failure: the summary shows a `skip` line
 * with the reason. Every other skipped or todo test fails the run, and so does a service test
 * skipped while REQUIRE_SERVICES (e.g. `postgres,redis`, set by CI) names its service.
 *
 * Service tests are the describe blocks of describeWithService (apps/api/src/test/services.ts):
 * each of their tests carries `meta.service = { name, env, title }` in the Vitest JSON report.
 */

/** The services named by REQUIRE_SERVICES (comma or space separated). */
export function requiredServices(value) {
  return new Set(
    String(value ?? '')
      .split(/[\s,]+/)
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );
}

const isSet = (env, name) => !!env[name];

/**
 * Counts of a Vitest JSON report. `skips` lists the service tests skipped because their variable
 * is unset, one entry per describe block: `required` ones are counted as failed, the others as
 * skipped. `services` holds every service a test of the report declares.
 */
export function vitestOutcome(report, { env = {}, required = new Set() } = {}) {
  let passed = 0;
  let failed = 0;
  let skipped = 0;
  const skips = new Map();
  const services = new Set();
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      const service = test.meta?.service;
      if (service?.name) services.add(service.name);
      if (test.status === 'passed') passed++;
      else if (test.status === 'failed') failed++;
      else if (test.status !== 'todo' && service?.env && !isSet(env, service.env)) {
        const needed = required.has(service.name);
        if (needed) failed++;
        else skipped++;
        const key = `${service.title}\0${service.env}`;
        const entry = skips.get(key) ?? {
          label: service.title,
          service: service.name,
          reason: `${service.env} not set`,
          required: needed,
          tests: 0,
        };
        entry.tests++;
        skips.set(key, entry);
      } else failed++; // skipped or todo for another reason: a stray .skip, .todo or runIf
    }
  }
  return { passed, failed, skipped, skips: [...skips.values()], services };
}

/**
 * Whether a stage that needs a service runs: when its variable is set. Otherwise it is skipped,
 * and counted as a failure if REQUIRE_SERVICES names the service.
 */
export function serviceStage({ label, service, env: name }, { env = {}, required = new Set() } = {}) {
  if (isSet(env, name)) return { run: true };
  return { run: false, skip: { label, service, reason: `${name} not set`, required: required.has(service) } };
}

/** Services REQUIRE_SERVICES names that no test or stage declares: a typo, or a test gone. */
export function unknownServices(required, declared) {
  return [...required].filter((s) => !declared.has(s)).sort();
}

/** The summary line of a skip: `skip  Redis pub/sub: skipped, REDIS_URL not set`. */
export function skipLine({ label, service, reason, required }) {
  return required
    ? `FAIL  ${label}: skipped, ${reason}, but REQUIRE_SERVICES names ${service}`
    : `skip  ${label}: skipped, ${reason}`;
}

/** The last line: `N passed, N failed`, then `, N skipped` when service tests were skipped. */
export function finalLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

/* What failed, for the summary: a run's log is often read from its end only. */

// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;

/** The first line of an error that says something (not blank, not a bare "Error:"). */
function firstLine(message = '') {
  const lines = String(message)
    .replace(ANSI, '')
    .split('\n')
    .map((line) => line.trim());
  return (lines.find((line) => line && line !== 'Error:') ?? '').slice(0, 300);
}

/** The failed tests of a Vitest JSON report: `file > title` and the first line of the first error. */
export function vitestFailures(report) {
  const failures = [];
  for (const file of report.testResults ?? []) {
    const name = String(file.name ?? '').replace(/^.*?\/src\//, 'src/');
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed')
        failures.push({
          title: `${name} > ${test.fullName ?? test.title}`,
          message: firstLine(test.failureMessages?.[0]),
        });
    }
    // A file that failed to load or whose hooks failed has no failed test of its own.
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      failures.push({ title: name, message: firstLine(file.message) });
  }
  return failures;
}

/** The failed (or flaky) tests of a Playwright JSON report: `file:line › title` and the first error line. */
export function playwrightFailures(report) {
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'expected' || test.status === 'skipped') continue;
        const error = test.results?.find((r) => r.status !== 'passed')?.error;
        failures.push({
          title: `${spec.file}:${spec.line} › ${spec.title}`,
          message: firstLine(error?.message),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return failures;
}
