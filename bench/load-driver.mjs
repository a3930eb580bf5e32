/**
 * The sending side of `npm run bench:load`: GraphQL requests at a fixed rate, each timed and its
 * answer checked, and the server's memory read from its /metrics.
 */
import http from 'node:http';
import { metricValue } from './load-figures.mjs';

/** A request not answered in this time counts as an error. */
const REQUEST_TIMEOUT_MS = 30_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function postOnce(agent, url, body, token) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, text: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    const timer = setTimeout(() => request.destroy(new Error('timeout')), REQUEST_TIMEOUT_MS);
    request.on('close', () => clearTimeout(timer));
    request.on('error', (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
    request.end(body);
  });
}

/**
 * Sends one GraphQL operation on `agent`'s kept-alive connections and resolves with null for a good
 * answer (status 200, no GraphQL error, `check(data)` true) or a short text saying what was wrong.
 * A kept-alive connection the server closed just as it was reused is reset: the request is sent
 * again on a new one, as Node's documentation advises (both mutations sent here are idempotent).
 */
export async function callOperation(agent, origin, { query, variables, token, check }) {
  const url = `${origin}/graphql`;
  const body = JSON.stringify({ query, variables });
  let answer;
  try {
    answer = await postOnce(agent, url, body, token).catch((error) => {
      if (error.code !== 'ECONNRESET' || !error.reusedSocket) throw error;
      return postOnce(agent, url, body, token);
    });
  } catch (error) {
    return error.code ?? error.message;
  }
  if (answer.status !== 200) return `status ${answer.status}`;
  try {
    const { data, errors } = JSON.parse(answer.text);
    if (errors?.length) return errors[0].extensions?.code ?? errors[0].message;
    return check(data) ? null : 'unexpected answer';
  } catch {
    return 'not JSON';
  }
}

/**
 * Sends `rate` requests a second for `seconds`, each at its own due time whatever is still in flight
 * (an open model: a slow server meets the same arrivals, and its backlog shows in the times), the
 * operation of each chosen by `next()` → `{ op, call }`. A request's time runs from its due time,
 * so a sender that fell behind does not hide the wait. Resolves, once every request has been
 * answered, with `{ samples: [{ op, ms, error }], seconds, lateMs }`, `lateMs` the most a send
 * left after its due time (the sender's own lag on a busy machine).
 */
export async function driveAtRate({ rate, seconds, next }) {
  const samples = [];
  const inFlight = new Set();
  const count = Math.round(rate * seconds);
  const started = performance.now();
  let lateMs = 0;
  for (let i = 0; i < count; i++) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    lateMs = Math.max(lateMs, performance.now() - due);
    const { op, call } = next();
    const sent = call().then((error) => {
      samples.push({ op, ms: performance.now() - due, error });
      inFlight.delete(sent);
    });
    inFlight.add(sent);
  }
  await Promise.all(inFlight);
  return { samples, seconds: (performance.now() - started) / 1000, lateMs };
}

async function scrape(origin, token) {
  const response = await fetch(`${origin}/metrics`, {
    headers: { authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  return response.text();
}

/**
 * The server's resident set and V8 heap in use, in bytes, from its Prometheus metrics
 * (`token`: the METRICS_TOKEN it was started with).
 */
export async function serverMemory(origin, token) {
  const text = await scrape(origin, token);
  return {
    rss: metricValue(text, 'process_resident_memory_bytes'),
    heapUsed: metricValue(text, 'nodejs_heap_size_used_bytes'),
  };
}

/** Readings a second apart with no job due or running before the queue counts as settled. */
const QUIET_READINGS = 5;

/**
 * Waits, up to `timeoutMs`, until the server's background jobs are done (a new database's start
 * queues some: the demo pictures' hashes, a batch at a time a second apart), so that they are not
 * measured as part of the load: no job due or running at QUIET_READINGS readings in a row.
 * Resolves with the number still due or running (0 when settled).
 */
export async function jobsSettled(origin, token, timeoutMs) {
  const deadline = performance.now() + timeoutMs;
  let quiet = 0;
  for (;;) {
    // A server busy with its jobs can hold its event loop past its headers timeout (PGlite runs a
    // statement in the process itself) and reset the connection: that reading counts as busy.
    const text = await scrape(origin, token).catch(() => '');
    const waiting = text
      ? metricValue(text, 'job_queue_depth{state="due"}') +
        metricValue(text, 'job_queue_depth{state="running"}')
      : NaN;
    quiet = waiting === 0 ? quiet + 1 : 0;
    if (quiet >= QUIET_READINGS || performance.now() > deadline) return quiet ? 0 : waiting;
    await sleep(1000);
  }
}
