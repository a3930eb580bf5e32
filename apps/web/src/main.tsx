import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { i18nReady } from './i18n/setup';
import { App } from './app/App';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element.');

/*
 * The first render is long on a slow phone; it starts once the browser has painted the app shell
 * of index.html (a frame has passed), so the page shows at once rather than after it. A hidden
 * tab paints no frames: a timer then starts it anyway.
 */
const shellPainted = new Promise<void>((resolve) => {
  requestAnimationFrame(() => setTimeout(resolve, 0));
  setTimeout(resolve, 100);
});

// The first render also waits for the language: French loads its chunk first, English is bundled.
void Promise.all([i18nReady, shellPainted]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
