import { describe } from 'vitest';

/**
 * The servers some tests need, each with the variable that points at it. A test of a service runs
 * when its variable is set and is skipped otherwise; `npm test` (scripts/test.mjs) then reports it
 * as skipped with the reason instead of failing the run, unless REQUIRE_SERVICES names the service
 * (as CI does, where the servers answer). A new one (SMTP, S3, OIDC…) is a line here.
 */
export const SERVICES = {
  redis: { env: 'REDIS_URL' },
  /** A PostgreSQL server a test makes databases of its own on (the API suite's second run uses it too). */
  postgres: { env: 'TEST_DATABASE_URL' },
} as const satisfies Record<string, { env: string }>;

export type Service = keyof typeof SERVICES;

/** What scripts/test.mjs reads from the Vitest JSON report to tell why a test was skipped. */
export interface ServiceMeta {
  name: Service;
  env: string;
  title: string;
}

declare module 'vitest' {
  interface TaskMeta {
    service?: ServiceMeta;
  }
}

/** The address of a service, from its variable (set: the tests of describeWithService run). */
export function serviceUrl(service: Service): string {
  const url = process.env[SERVICES[service].env];
  if (!url) throw new Error(`${SERVICES[service].env} is not set`);
  return url;
}

/** A describe block that runs only when the service's variable is set; skipped, it says why. */
export function describeWithService(service: Service, title: string, body: () => void): void {
  const { env } = SERVICES[service];
  describe(title, { skip: !process.env[env], meta: { service: { name: service, env, title } } }, body);
}
