import type http from 'node:http';
import type { AppDeps } from '../graphql/context';
import { failingChecks, readinessChecks } from './readiness';

/** The probes an operator's tools read: /healthz and /readyz. */
export interface OpsRoutes {
  handles(pathname: string): boolean;
  serve(req: http.IncomingMessage, res: http.ServerResponse, pathname: string): Promise<void>;
  /** The process is stopping: /readyz answers 503 from now on, so the balancer sends no more. */
  beginDrain(): void;
}

const PATHS = new Set(['/healthz', '/readyz']);

function json(res: http.ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

export function createOpsRoutes(deps: AppDeps): OpsRoutes {
  const checks = readinessChecks(deps);
  let draining = false;

  return {
    handles: (pathname) => PATHS.has(pathname),
    async serve(_req, res, pathname) {
      if (pathname === '/healthz') {
        // Liveness: the process answers; its services are /readyz's business.
        json(res, 200, { ok: true });
      } else {
        const failing = draining ? ['shutting-down'] : await failingChecks(checks);
        if (failing.length) json(res, 503, { status: 'not ready', failing });
        else json(res, 200, { status: 'ready' });
      }
    },
    beginDrain() {
      draining = true;
    },
  };
}
