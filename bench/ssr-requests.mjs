/**
 * The requests of bench:ssr: a page fetched as a browser fetches it, timed, with the server's own
 * render time from its `Server-Timing: render;dur=<ms>` header.
 */
import http from 'node:http';
import { percentile } from './bench-figures.mjs';

/** What a browser sends for a page (a compressed answer, English unless the page decides). */
export const PAGE_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
};

/**
 * The duration of the `name` entry of a Server-Timing header (`render;dur=12.5, db;dur=3`), in ms,
 * or null when the header or the entry is absent.
 */
export function serverTimingDuration(header, name) {
  const entries = (Array.isArray(header) ? header.join(',') : String(header ?? '')).split(',');
  for (const entry of entries) {
    const [metric, ...params] = entry.split(';').map((part) => part.trim());
    if (metric !== name) continue;
    for (const param of params) {
      const dur = /^dur\s*=\s*"?([\d.]+)"?$/i.exec(param);
      if (dur) return Number(dur[1]);
    }
  }
  return null;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/**
 * One GET on a kept-alive connection: `{ status, ms, renderMs, bytes }` (bytes as sent, compressed).
 * A kept-alive connection the server closed just as it was reused is reset: the GET is sent again
 * on a new one, as Node's documentation advises.
 */
export async function timedGet(url) {
  try {
    return await timedGetOnce(url);
  } catch (error) {
    if (error.code !== 'ECONNRESET' || !error.reusedSocket) throw error;
    return timedGetOnce(url);
  }
}

function timedGetOnce(url) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers: PAGE_HEADERS }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          ms: performance.now() - started,
          renderMs: serverTimingDuration(response.headers['server-timing'], 'render'),
          bytes,
        }),
      );
      response.on('error', reject);
    });
    request.on('error', (error) => reject(Object.assign(error, { reusedSocket: request.reusedSocket })));
  });
}

/**
 * `requests` sequential GETs of `url` after `warmup` uncounted ones: p50/p99 of the whole
 * response time and of the server's render time (null when no answer had it), the statuses seen
 * and the median size.
 */
export async function sequentialTimings(url, { requests, warmup }) {
  for (let i = 0; i < warmup; i++) await timedGet(url);
  const samples = [];
  for (let i = 0; i < requests; i++) samples.push(await timedGet(url));
  const rendered = samples.map((s) => s.renderMs).filter((ms) => ms !== null);
  const statuses = {};
  for (const { status } of samples) statuses[status] = (statuses[status] ?? 0) + 1;
  return {
    requests,
    statuses,
    bytes: percentile(
      samples.map((s) => s.bytes),
      50,
    ),
    response: {
      p50: percentile(
        samples.map((s) => s.ms),
        50,
      ),
      p99: percentile(
        samples.map((s) => s.ms),
        99,
      ),
    },
    render:
      rendered.length === 0
        ? null
        : { count: rendered.length, p50: percentile(rendered, 50), p99: percentile(rendered, 99) },
  };
}
