/** Debian's Chromium; never a browser downloaded by Playwright. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
