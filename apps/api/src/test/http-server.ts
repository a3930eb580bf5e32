import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { AppDeps } from '../graphql/context';
import { createHttpApp, type HttpApp } from '../http/app';
import { createTestApi, type TestApi } from './harness';

/** The API over real HTTP for one test file: its own database, listening on a free local port. */
export interface HttpTestServer {
  api: TestApi;
  app: HttpApp;
  /** http://127.0.0.1:<port>, to put paths after. */
  base: string;
  close(): Promise<void>;
}

/** Starts one, with an empty web build (pages answer the app shell's 503; the API is what is tested). */
export async function startHttpTestServer(
  overrides: Parameters<typeof createTestApi>[0] = {},
): Promise<HttpTestServer> {
  const api = await createTestApi(overrides);
  const listening = await listenHttpApp(api.deps);
  return {
    api,
    ...listening,
    async close() {
      await listening.close();
      await api.close();
    },
  };
}

/**
 * Another HTTP server over `deps` (a test API's, with some parts replaced: its config, logger or
 * database), with an empty web build; closing it leaves the test API open.
 */
export async function listenHttpApp(deps: AppDeps): Promise<Omit<HttpTestServer, 'api'>> {
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-web-'));
  const app = createHttpApp(deps, { webDist });
  await new Promise<void>((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  return {
    app,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    async close() {
      await app.close();
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}
