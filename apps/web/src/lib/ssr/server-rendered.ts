/**
 * Whether this page's HTML came rendered from the server (apps/api/src/http/server-render.ts
 * marks #root): the first render then hydrates it and must render exactly what the server did,
 * as a visitor in the page's language, before it shows anything of the signed-in user.
 */
export const serverRendered =
  typeof document !== 'undefined' && !!document.getElementById('root')?.hasAttribute('data-server-rendered');
