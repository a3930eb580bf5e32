import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PACKAGE, CHROMIUM_PATH } from './chromium';

/**
 * Makes sure Debian's headless Chromium is there. As root (CI, a fresh machine) it is installed
 * with apt-get; otherwise the run stops with the command to run, because Playwright must not
 * download a browser of its own.
 */
export default function globalSetup(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's package with ` +
        `\`sudo apt-get update && sudo apt-get install -y ${CHROMIUM_PACKAGE}\`, or set CHROMIUM_PATH to a Chromium binary.`,
    );
  }
  console.log(`Chromium not found at ${CHROMIUM_PATH}; installing Debian's ${CHROMIUM_PACKAGE} package...`);
  execSync(`apt-get update && apt-get install -y ${CHROMIUM_PACKAGE}`, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `apt-get installed ${CHROMIUM_PACKAGE}, but ${CHROMIUM_PATH} still does not exist; set CHROMIUM_PATH.`,
    );
  }
}
