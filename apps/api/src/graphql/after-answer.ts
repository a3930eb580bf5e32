import type { AppDeps } from './context';

/*
 * Work a request starts and does not wait for: its answer is sent first. An operation whose answer
 * must not tell whether an address has an account or a subscription (sign-up, password reset, the
 * newsletter) answers after the same steps either way, then does the part that differs here, so
 * neither its answer nor its time gives the difference away.
 *
 * The work is tracked per API instance (keyed by its database), so shutting down, and a test,
 * can wait for it to end before the database closes.
 */

const running = new WeakMap<object, Set<Promise<void>>>();

/** Starts `work` after the answer; a failure is logged with `label`, never thrown to the caller. */
export function afterAnswer(
  deps: Pick<AppDeps, 'db' | 'log'>,
  label: string,
  work: () => Promise<void>,
): void {
  let set = running.get(deps.db);
  if (!set) running.set(deps.db, (set = new Set()));
  // setImmediate: the work begins once the resolver has returned, never inside the answer's time.
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => deps.log.error({ err: error, work: label }, 'work after the answer failed'))
    .finally(() => set.delete(done));
  set.add(done);
}

/** Waits until the work started after answers of this instance (and any it started) has ended. */
export async function settleAfterAnswer(deps: Pick<AppDeps, 'db'>): Promise<void> {
  const set = running.get(deps.db);
  while (set?.size) await Promise.all(set);
}
