import type { ConfigEnv, UserConfig } from 'vite';

/**
 * A plugin's `apply` for the browser build alone: what it writes (route preloads, compressed
 * copies, the server-only files' move) is about dist/, not a server-side build of the same code.
 */
export const clientBuildOnly = (_config: UserConfig, { command, isSsrBuild }: ConfigEnv): boolean =>
  command === 'build' && !isSsrBuild;
