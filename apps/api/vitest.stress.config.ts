import { defineConfig } from 'vitest/config';
import base, { STRESS } from './vitest.config';

/**
 * `npm run test:stress`: the `*.stress.test.ts` files alone, with the API suite's settings (the
 * graphql alias, the no-outbound guard, forks). Each sets its own length from the environment
 * (FUZZ_RUNS for the fuzz); their tests give their own timeouts.
 */
export default defineConfig({
  resolve: base.resolve,
  test: {
    ...base.test,
    projects: [{ extends: true, test: { name: 'api-stress', include: [STRESS] } }],
  },
});
