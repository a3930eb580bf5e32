import { expect, it } from 'vitest';
import { clientBuildOnly } from './client-build';

it("runs the browser build's own steps in the browser build only", () => {
  const env = { mode: 'production', isPreview: false } as const;
  expect(clientBuildOnly({}, { ...env, command: 'build', isSsrBuild: false })).toBe(true);
  // A server-side build writes elsewhere: no route preloads, compressed copies or moves there.
  expect(clientBuildOnly({}, { ...env, command: 'build', isSsrBuild: true })).toBe(false);
  expect(clientBuildOnly({}, { ...env, command: 'serve', isSsrBuild: false })).toBe(false);
});
