import { runSchemaFuzz } from './fuzz-run';

/*
 * The long schema fuzz (`npm run test:stress`): the same property as schema-fuzz.test.ts, run 500
 * times per role by default. FUZZ_SEED=<n> replays the operations of a reported failure.
 */
runSchemaFuzz(500);
