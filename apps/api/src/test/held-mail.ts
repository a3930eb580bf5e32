import { expect, vi } from 'vitest';
import type { TestApi } from './harness';

/**
 * Holds every e-mail write of `api` until released: an answer that comes while one is held did not
 * wait for it (sign-up, reset and newsletter requests answer before their e-mail is written).
 */
export function holdMailWrites(api: TestApi) {
  let open!: () => void;
  const held = new Promise<void>((resolve) => (open = resolve));
  const enqueue = api.deps.mail.enqueue.bind(api.deps.mail);
  const spy = vi.spyOn(api.deps.mail, 'enqueue').mockImplementation(async (tx, message) => {
    await held;
    return enqueue(tx, message);
  });
  return {
    /** Resolves once one write has begun, and is held. */
    writeBegun: () => vi.waitFor(() => expect(spy).toHaveBeenCalledOnce()),
    /** Lets the writes go, waits for the work after the answers, and restores the adapter. */
    async release() {
      open();
      await api.settle();
      spy.mockRestore();
    },
  };
}
