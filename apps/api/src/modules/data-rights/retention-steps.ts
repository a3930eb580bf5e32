import type { AppDeps } from '../../graphql/context';

/*
 * Parts of the daily retention run that belong to other domains (the newsletter forgets addresses
 * that never confirmed): each domain registers its step when its module loads, as it registers its
 * job handlers, and the run (retention.service.ts) calls every step.
 */

/** Removes or anonymises what is past its time; answers how many rows it touched. */
export type RetentionStep = (deps: AppDeps, now: Date) => Promise<number>;

const steps = new Map<string, RetentionStep>();

export function registerRetentionStep(name: string, step: RetentionStep): void {
  if (steps.has(name)) throw new Error(`retention step ${name} is already registered`);
  steps.set(name, step);
}

/** Runs every registered step; one failing does not stop the others (it is logged, then rethrown). */
export async function runRetentionSteps(deps: AppDeps, now: Date): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  let failure: unknown = null;
  for (const [name, step] of steps) {
    try {
      counts[name] = await step(deps, now);
    } catch (error) {
      deps.log.error({ err: error, step: name }, 'retention step failed');
      failure ??= error;
    }
  }
  if (failure) throw failure;
  return counts;
}
