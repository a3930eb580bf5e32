import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/*
 * The server render's build (src/entry-server.tsx → dist-server/ssr/entry-server.js), run after
 * the browser build by `npm run build`. One self-contained module: the packages are bundled in
 * (noExternal), so the API imports it without resolving the web app's dependencies itself, and
 * nothing of it is ever served (dist-server/ is the server's side of the build).
 */
export default defineConfig({
  plugins: [react()],
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server/ssr',
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    // The browser build's copy is the one served; the server render needs no copy of public/.
    copyPublicDir: false,
  },
});
