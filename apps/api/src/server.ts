import { ConfigError, loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_STAFF_TOTP_SECRET, DEMO_USERS } from './db/seed/demo-users';
import { DataDirLockedError } from './db/lock';
import { MasterKeyError } from './adapters/crypto/master-keys';
import { startServer } from './bootstrap';
import { createLogger } from './logger';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config.LOG_LEVEL);
  let running;
  try {
    running = await startServer(config, log);
  } catch (error) {
    if (error instanceof DataDirLockedError || error instanceof MasterKeyError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = config.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `embedded PostgreSQL in ${config.dataDir}/db`;
  console.log(`\nRentals is running at ${running.url}  (database: ${database})`);
  // Said at every start, so a deployment that forgot its Stripe keys cannot miss it.
  if (!config.STRIPE_SECRET_KEY) {
    console.log('Payments: built-in TEST sandbox, no money moves (set STRIPE_* to take real payments).');
  }
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const user of DEMO_USERS) console.log(`  ${user.userType.padEnd(10)} ${user.email}`);
  console.log(`  Staff sign-in codes: authenticator key ${DEMO_STAFF_TOTP_SECRET}`);
  console.log('');

  const shutdown = (signal: string) => {
    log.info({ signal }, 'shutting down');
    running
      .stop()
      .then(() => process.exit(0))
      .catch((error) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
