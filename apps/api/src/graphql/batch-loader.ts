/*
 * Per-request batching for fields read on every row of a list (an owner's badge, a listing's risk
 * signals, a queue row's poster): the keys asked for in one tick are read together in one
 * statement, and each key once per request.
 */

/** Answers one key; asked again in the same request, the same promise. */
export type Load<V> = (key: string) => Promise<V>;

/**
 * A loader reading the keys asked for in the same tick with one call of `readMany`; a key it does
 * not answer gets `missing`.
 */
export function batchLoader<V>(readMany: (keys: string[]) => Promise<Map<string, V>>, missing: V): Load<V> {
  const answers = new Map<string, Promise<V>>();
  let pending: { key: string; resolve: (v: V) => void; reject: (e: unknown) => void }[] = [];
  const flush = async () => {
    const batch = pending;
    pending = [];
    try {
      const found = await readMany([...new Set(batch.map((p) => p.key))]);
      for (const p of batch) p.resolve(found.get(p.key) ?? missing);
    } catch (error) {
      for (const p of batch) p.reject(error);
    }
  };
  return (key) => {
    const known = answers.get(key);
    if (known) return known;
    const answer = new Promise<V>((resolve, reject) => {
      if (!pending.length) setImmediate(() => void flush());
      pending.push({ key, resolve, reject });
    });
    answers.set(key, answer);
    return answer;
  };
}

/**
 * The loader of one kind for a request: `scope` is the request's context, `loaders` the kind's
 * own map, so each request gets its own answers and they go with it.
 */
export function requestLoader<V>(
  loaders: WeakMap<object, Load<V>>,
  scope: object,
  make: () => Load<V>,
): Load<V> {
  let load = loaders.get(scope);
  if (!load) {
    load = make();
    loaders.set(scope, load);
  }
  return load;
}
