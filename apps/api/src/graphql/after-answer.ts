import type { Db } from '../db/client';
import type { Logger } from '../logger';

/*
 * Work a request starts and does not wait for, so that its answer, and the answer's time, cannot
 * depend on it (sign-up answers the same whether the address has an account). Each piece is kept
 * until it settles so that shutdown and tests can wait for it. The pieces are grouped by the
 * process's database handle: every request context of one API process shares it, and the work
 * must end before that database closes.
 */
const running = new WeakMap<Db, Set<Promise<void>>>();

/**
 * Runs `work` after the current answer, detached: its failure is logged with `what`, never thrown
 * to the caller.
 */
export function afterAnswer(deps: { db: Db; log: Logger }, what: string, work: () => Promise<void>): void {
  let pieces = running.get(deps.db);
  if (!pieces) running.set(deps.db, (pieces = new Set()));
  const set = pieces;
  // setImmediate: the work begins once the resolver has returned, never inside the answer's time.
  const piece = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => deps.log.error({ err: error }, `${what} failed`))
    .finally(() => set.delete(piece));
  set.add(piece);
}

/** Waits until the detached work started so far, and any it starts in turn, has settled. */
export async function settleAfterAnswer(deps: { db: Db }): Promise<void> {
  const pieces = running.get(deps.db);
  while (pieces?.size) await Promise.all([...pieces]);
}
