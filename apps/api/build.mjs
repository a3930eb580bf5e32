import { build } from 'esbuild';

/**
 * Bundles the API (and packages/domain, which is TypeScript source) into dist/server.js.
 * npm packages stay external and load from node_modules.
 */
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'external',
  alias: { '@rentals/domain': '../../packages/domain/src' },
  logLevel: 'warning',
});
