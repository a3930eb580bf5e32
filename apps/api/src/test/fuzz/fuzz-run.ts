import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { ERROR_MESSAGES } from '@rentals/domain/errors/codes';
import { schema } from '../../schema';
import { ROLES, type Role } from '../authorization/roles';
import { createTestApi, type GraphQLResponse, type TestApi } from '../harness';
import { createFuzzFixtures, sessionFor, type FuzzFixtures } from './fixtures';
import { brokenInvariants } from './invariants';
import { operationArb, type FuzzOperation } from './operations';

/** The seed when FUZZ_SEED is not set: fixed, so `npm test` sends the same operations every time. */
const DEFAULT_SEED = 2026;
/** Operations sent one after another in a run, before the invariants are checked. */
const OPERATIONS_PER_RUN = 4;

/** FUZZ_SEED and FUZZ_RUNS from the environment, else the fixed seed and the caller's number of runs. */
export function fuzzSettings(defaultRuns: number): { seed: number; runs: number } {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : DEFAULT_SEED;
  const runs = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : defaultRuns;
  if (!Number.isInteger(seed) || !Number.isInteger(runs) || runs < 1)
    throw new Error(`FUZZ_SEED must be an integer and FUZZ_RUNS a positive one (got ${seed}, ${runs})`);
  return { seed, runs };
}

/**
 * The codes the project gives its errors (packages/domain errors/codes.ts). The fuzzer's documents
 * are valid, so none of GraphQL's own document errors (GRAPHQL_VALIDATION_FAILED) may come back.
 */
const PROJECT_CODES = new Set(Object.keys(ERROR_MESSAGES));

/** What is wrong with one answer: a server error status, an uncoded or masked error; null when none. */
export function faultOf(response: GraphQLResponse): string | null {
  if (response.status >= 500) return `HTTP ${response.status}`;
  for (const error of response.errors ?? []) {
    const code = error.extensions?.code;
    if (code === 'INTERNAL') return `masked internal error at ${JSON.stringify(error.path)}`;
    if (typeof code !== 'string' || !PROJECT_CODES.has(code))
      return `error without a known code: ${JSON.stringify(error)}`;
  }
  return null;
}

/** An operation as the failure shows it, its long strings cut so the report stays readable. */
function describeOperation(operation: FuzzOperation): string {
  const variables = JSON.stringify(operation.variables, (_key, value: unknown) =>
    typeof value === 'string' && value.length > 80 ? `${value.slice(0, 20)}…(${value.length} chars)` : value,
  );
  return `${operation.query}\nvariables: ${variables}`;
}

/**
 * Registers the schema fuzz: for each role of the role table, `runs` runs of a few random queries
 * and mutations of the whole schema, sent through the real Yoga server over one database with
 * fixtures; no answer may be a server error or carry an unknown or masked error code, and the data
 * invariants must hold after every run. A failure names the seed that replays it. Answers the
 * API it sets up, for the calling file's own tests after the fuzz.
 */
export function runSchemaFuzz(defaultRuns: number): { api: () => TestApi } {
  const { seed, runs } = fuzzSettings(defaultRuns);
  let api: TestApi;
  let fixtures: FuzzFixtures;
  beforeAll(async () => {
    api = await createTestApi();
    fixtures = await createFuzzFixtures(api);
    // Three times the suite's hook timeout: the fixtures go through the API (a listing, an
    // application), which takes minutes on a machine busy with other runs.
  }, 180_000);
  afterAll(() => api.close());

  describe(`schema fuzz (FUZZ_SEED=${seed}, FUZZ_RUNS=${runs})`, () => {
    it.each(ROLES)(
      '%s',
      async (role: Role) => {
        const property = fc.asyncProperty(
          fc.array(operationArb(schema, fixtures.pools), { minLength: 1, maxLength: OPERATIONS_PER_RUN }),
          async (operations) => {
            const token = await sessionFor(api, fixtures, role);
            for (const operation of operations) {
              const response = await api.execute(operation.query, operation.variables, { token });
              const fault = faultOf(response);
              if (fault) throw new Error(`${fault}\nas ${role}: ${describeOperation(operation)}`);
            }
            await api.settle();
            const broken = await brokenInvariants(api.deps.db);
            if (broken.length)
              throw new Error(
                `invariants broken as ${role} after:\n${operations.map(describeOperation).join('\n')}\n${JSON.stringify(broken)}`,
              );
          },
        );
        const details = await fc.check(property, { seed, numRuns: runs, endOnFailure: true });
        if (details.failed)
          throw new Error(
            `Replay with FUZZ_SEED=${seed} FUZZ_RUNS=${runs} (run ${details.numRuns}): ${String(details.errorInstance)}`,
          );
      },
      // A bound for a hung run only: a run takes tens of milliseconds, far more on a loaded machine.
      60_000 + runs * 5_000,
    );
  });
  return { api: () => api };
}
