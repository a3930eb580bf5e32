import { createHash, timingSafeEqual } from 'node:crypto';
import type http from 'node:http';
import type { AppDeps } from '../graphql/context';
import type { Logger } from '../logger';
import { jobQueueDepth, metricsRegistry } from '../metrics';
import { refreshJobQueueDepth } from '../modules/jobs/job-metrics';
import { clientAddress, plainAddress, trustedProxies } from './client-ip';
import {
  DEGRADING_CHECKS,
  failingChecks,
  readinessChecks,
  withTimeout,
  READINESS_TIMEOUT_MS,
} from './readiness';

/** The probes and metrics an operator's tools read: /healthz, /readyz and /metrics. */
export interface OpsRoutes {
  handles(pathname: string): boolean;
  /** `log`: the request's logger (with its requestId). */
  serve(req: http.IncomingMessage, res: http.ServerResponse, pathname: string, log: Logger): Promise<void>;
  /** The process is stopping: /readyz answers 503 from now on, so the balancer sends no more. */
  beginDrain(): void;
}

const PATHS = new Set(['/healthz', '/readyz', '/metrics']);

const digest = (text: string) => createHash('sha256').update(text).digest();

/** This machine: 127.0.0.0/8 or ::1 (IPv4-mapped addresses already written as IPv4). */
function isLoopback(address: string): boolean {
  const plain = plainAddress(address);
  return plain === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(plain);
}

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function createOpsRoutes(deps: AppDeps): OpsRoutes {
  const checks = readinessChecks(deps);
  const isTrustedProxy = trustedProxies(deps.config.TRUSTED_PROXIES);
  const token = deps.config.METRICS_TOKEN;
  const tokenDigest = token ? digest(`Bearer ${token}`) : null;
  let draining = false;

  /**
   * With METRICS_TOKEN, only a request bearing it; without, outside production only, one from this
   * machine, read as rate limits read the client (one relayed by a local proxy is its client's).
   */
  const mayScrape = (req: http.IncomingMessage): boolean => {
    if (tokenDigest) {
      const given = req.headers.authorization;
      return given !== undefined && timingSafeEqual(digest(given), tokenDigest);
    }
    // In production a proxy on this machine makes every visitor look local (it may send no
    // X-Forwarded-For, or not be listed in TRUSTED_PROXIES): there, only the token opens it.
    if (deps.config.NODE_ENV === 'production') return false;
    const forwardedFor = req.headers['x-forwarded-for'];
    const client = clientAddress(
      req.socket.remoteAddress,
      Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? null),
      isTrustedProxy,
    );
    return isLoopback(client);
  };

  const serveMetrics = async (req: http.IncomingMessage, res: http.ServerResponse, log: Logger) => {
    if (!mayScrape(req)) {
      // As for any path that does not exist: nothing tells a stranger the endpoint is here.
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found.');
      return;
    }
    try {
      await withTimeout(refreshJobQueueDepth(deps.db), READINESS_TIMEOUT_MS);
    } catch (error) {
      // No stale figure passed off as current: the series is missing until the database answers.
      log.warn({ err: error }, 'job queue depth not read');
      jobQueueDepth.reset();
    }
    const body = await metricsRegistry.metrics();
    res.writeHead(200, { 'Content-Type': metricsRegistry.contentType, 'Cache-Control': 'no-store' });
    res.end(body);
  };

  return {
    handles: (pathname) => PATHS.has(pathname),
    async serve(req, res, pathname, log) {
      if (pathname === '/healthz') {
        // Liveness: the process answers; its services are /readyz's business.
        json(res, 200, { ok: true });
      } else if (pathname === '/readyz') {
        const down = draining ? ['shutting-down'] : await failingChecks(checks);
        const failing = down.filter((name) => !DEGRADING_CHECKS.has(name));
        const degraded = down.filter((name) => DEGRADING_CHECKS.has(name));
        if (failing.length) json(res, 503, { status: 'not ready', failing });
        else json(res, 200, { status: 'ready', ...(degraded.length ? { degraded } : {}) });
      } else {
        await serveMetrics(req, res, log);
      }
    },
    beginDrain() {
      draining = true;
    },
  };
}
