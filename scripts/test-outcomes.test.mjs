import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  finalLine,
  requiredServices,
  serviceStage,
  skipLine,
  unknownServices,
  playwrightFailures,
  vitestFailures,
  vitestOutcome,
} from './test-outcomes.mjs';

const REDIS = { name: 'redis', env: 'REDIS_URL', title: 'Redis pub/sub' };

/** A Vitest JSON report (the fields test-outcomes reads) of the given tests. */
const report = (...tests) => ({
  testResults: [{ assertionResults: tests.map(([status, meta = {}]) => ({ status, meta })) }],
});

describe('requiredServices', () => {
  it('reads a comma or space separated list, in lower case', () => {
    assert.deepEqual([...requiredServices('postgres,Redis')], ['postgres', 'redis']);
    assert.deepEqual([...requiredServices(' postgres  redis, ')], ['postgres', 'redis']);
  });

  it('is empty when unset or blank', () => {
    assert.equal(requiredServices(undefined).size, 0);
    assert.equal(requiredServices('').size, 0);
  });
});

describe('vitestOutcome', () => {
  it('counts passed and failed tests', () => {
    const outcome = vitestOutcome(report(['passed'], ['passed'], ['failed']));
    assert.deepEqual(
      { ...outcome, services: [...outcome.services] },
      { passed: 2, failed: 1, skipped: 0, skips: [], services: [] },
    );
  });

  it('reports the tests of a service whose variable is unset as skipped, with the reason', () => {
    const outcome = vitestOutcome(
      report(['passed'], ['skipped', { service: REDIS }], ['skipped', { service: REDIS }]),
      {
        env: {},
      },
    );
    assert.equal(outcome.passed, 1);
    assert.equal(outcome.failed, 0);
    assert.equal(outcome.skipped, 2);
    assert.deepEqual(outcome.skips, [
      { label: 'Redis pub/sub', service: 'redis', reason: 'REDIS_URL not set', required: false, tests: 2 },
    ]);
    assert.deepEqual([...outcome.services], ['redis']);
  });

  it('accepts the older "pending" status of a skipped test', () => {
    const outcome = vitestOutcome(report(['pending', { service: REDIS }]), { env: { REDIS_URL: '' } });
    assert.equal(outcome.skipped, 1);
    assert.equal(outcome.failed, 0);
  });

  it('fails a skipped service test when REQUIRE_SERVICES names the service', () => {
    const outcome = vitestOutcome(report(['skipped', { service: REDIS }]), {
      env: {},
      required: requiredServices('postgres,redis'),
    });
    assert.equal(outcome.failed, 1);
    assert.equal(outcome.skipped, 0);
    assert.equal(outcome.skips[0].required, true);
  });

  it('fails a service test skipped while its variable is set (a stray .skip inside)', () => {
    const outcome = vitestOutcome(report(['passed', { service: REDIS }], ['skipped', { service: REDIS }]), {
      env: { REDIS_URL: 'redis://127.0.0.1:6379' },
    });
    assert.equal(outcome.passed, 1);
    assert.equal(outcome.failed, 1);
    assert.deepEqual(outcome.skips, []);
  });

  it('fails any other skipped or todo test: .skip, .todo, a runIf of no declared service', () => {
    const outcome = vitestOutcome(report(['skipped'], ['pending'], ['todo'], ['todo', { service: REDIS }]), {
      env: {},
    });
    assert.equal(outcome.failed, 4);
    assert.equal(outcome.skipped, 0);
    assert.deepEqual(outcome.skips, []);
  });

  it('keeps one entry per service block', () => {
    const smtp = { name: 'smtp', env: 'SMTP_TEST_URL', title: 'SMTP delivery' };
    const outcome = vitestOutcome(
      report(
        ['skipped', { service: REDIS }],
        ['skipped', { service: smtp }],
        ['skipped', { service: REDIS }],
      ),
      { env: {} },
    );
    assert.deepEqual(
      outcome.skips.map((s) => [s.label, s.tests]),
      [
        ['Redis pub/sub', 2],
        ['SMTP delivery', 1],
      ],
    );
  });

  it('reads an empty report as no tests', () => {
    const outcome = vitestOutcome({});
    assert.equal(outcome.passed, 0);
    assert.equal(outcome.failed, 0);
  });
});

describe('serviceStage', () => {
  const stage = { label: 'API on PostgreSQL', service: 'postgres', env: 'TEST_DATABASE_URL' };

  it('runs when the variable is set', () => {
    assert.deepEqual(serviceStage(stage, { env: { TEST_DATABASE_URL: 'postgres://x' } }), { run: true });
  });

  it('is skipped when it is unset, and required when REQUIRE_SERVICES names the service', () => {
    assert.deepEqual(serviceStage(stage, { env: {} }), {
      run: false,
      skip: {
        label: 'API on PostgreSQL',
        service: 'postgres',
        reason: 'TEST_DATABASE_URL not set',
        required: false,
      },
    });
    const required = serviceStage(stage, { env: { TEST_DATABASE_URL: '' }, required: new Set(['postgres']) });
    assert.equal(required.skip.required, true);
  });
});

describe('unknownServices', () => {
  it('names the required services that nothing declares', () => {
    assert.deepEqual(
      unknownServices(new Set(['redis', 'postgress', 'postgres']), new Set(['redis', 'postgres'])),
      ['postgress'],
    );
  });
});

describe('summary lines', () => {
  it('says what was skipped and why', () => {
    const skip = { label: 'Redis pub/sub', service: 'redis', reason: 'REDIS_URL not set', required: false };
    assert.equal(skipLine(skip), 'skip  Redis pub/sub: skipped, REDIS_URL not set');
    assert.equal(
      skipLine({ ...skip, required: true }),
      'FAIL  Redis pub/sub: skipped, REDIS_URL not set, but REQUIRE_SERVICES names redis',
    );
    assert.equal(
      skipLine({ label: 'API on PostgreSQL', service: 'postgres', reason: 'TEST_DATABASE_URL not set' }),
      'skip  API on PostgreSQL: skipped, TEST_DATABASE_URL not set',
    );
  });

  it('ends with N passed, N failed, and the skipped count only when there is one', () => {
    assert.equal(finalLine({ passed: 900, failed: 0, skipped: 0 }), '900 passed, 0 failed');
    assert.equal(finalLine({ passed: 900, failed: 1, skipped: 2 }), '900 passed, 1 failed, 2 skipped');
  });
});

describe('the failures listed in the summary', () => {
  it('names each failed Vitest test and its first error line, and a file that failed to run', () => {
    const failures = vitestFailures({
      testResults: [
        {
          name: '/repo/apps/api/src/modules/a.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'works' },
            {
              status: 'failed',
              fullName: 'b > refuses',
              failureMessages: ['\u001b[31mAssertionError: expected 1 to be 2\u001b[39m\n at x'],
            },
          ],
        },
        {
          name: '/repo/apps/api/src/modules/c.test.ts',
          status: 'failed',
          message: 'Error:\nHook timed out in 60000ms.',
          assertionResults: [],
        },
      ],
    });
    assert.deepEqual(failures, [
      { title: 'src/modules/a.test.ts > b > refuses', message: 'AssertionError: expected 1 to be 2' },
      { title: 'src/modules/c.test.ts', message: 'Hook timed out in 60000ms.' },
    ]);
  });

  it('names each failed or flaky Playwright test, nested suites included, with its first error line', () => {
    const spec = (title, status, message) => ({
      title,
      file: 'help.spec.ts',
      line: 12,
      tests: [
        { status, results: [{ status: status === 'expected' ? 'passed' : 'failed', error: { message } }] },
      ],
    });
    const failures = playwrightFailures({
      suites: [
        {
          specs: [spec('passes', 'expected')],
          suites: [
            {
              specs: [
                spec('axe-clean', 'unexpected', 'Error: expect(received).toEqual(expected)\n- Array []'),
              ],
            },
          ],
        },
        { specs: [spec('flaky one', 'flaky', 'Timeout 15000ms exceeded')] },
      ],
    });
    assert.deepEqual(failures, [
      { title: 'help.spec.ts:12 › axe-clean', message: 'Error: expect(received).toEqual(expected)' },
      { title: 'help.spec.ts:12 › flaky one', message: 'Timeout 15000ms exceeded' },
    ]);
  });
});
