/*
 * Debian's Chromium, never a browser downloaded by Playwright. The tests run headless, so they use
 * Debian's headless shell: the full browser's headless mode draws its whole window (the toolbar is a
 * web page of its own since Chromium 156) for every page a test opens, which made the suite about
 * twice as slow on two cores.
 */
export const CHROMIUM_PACKAGE = 'chromium-headless-shell';
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
