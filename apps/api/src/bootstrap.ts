import path from 'node:path';
import { REPO_ROOT, type Config } from './config';
import { createAdapters } from './adapters/adapters';
import { createEncryptionAdapter } from './adapters/crypto/encryption';
import { findMissingKeyIds } from './modules/encryption/key-rotation.service';
import { openDatabase, type Database } from './db/client';
import { lockDataDir } from './db/lock';
import { runMigrations } from './db/migrate';
import { seedPlans } from './db/seed/plans';
import { seedRentalLaws } from './modules/rental-laws/rental-law-seed';
import { seedHelpCenter } from './modules/help-center/help-center-seed';
import { scheduleMissingBoostExpiries } from './modules/boosts/boost-window.service';
import { enqueuePictureHashBackfill } from './modules/files/picture-hash-backfill';
import { scheduleMissingAvailabilityChecks } from './modules/listings/availability-check-job';
import { scheduleRetention } from './modules/data-rights/retention.service';
import { seedPremiumSettings } from './modules/boosts/premium-settings.service';
import { enrolDemoStaff } from './db/seed/demo-two-factor';
import { seedCities, seedDemoUsers } from './db/seed/seed';
import { seedSiteForms } from './db/seed/site-forms';
import { seedDemoListings } from './db/seed/demo-listings/seed-listings';
import { seedDemoViewings } from './modules/viewings/demo-viewings';
import { seedDemoArticles } from './db/seed/demo-articles';
import { seedDemoTestimonials } from './db/seed/demo-testimonials';
import { seedDemoBlogs } from './db/seed/demo-blogs';
import { acceptTermsForDemoUsers, seedLegalDocuments } from './db/seed/legal/seed-legal';
import type { AppDeps } from './graphql/context';
import { settleAfterAnswer } from './graphql/after-answer';
import { createHttpApp, type HttpApp } from './http/app';
import type { Logger } from './logger';
import { startJobRunner } from './modules/jobs/job-runner';
import { createListingStats } from './modules/listing-stats/listing-events';
import { planFileSweep } from './modules/files/file-sweep.service';
import { seedDemoVerifications } from './modules/verification/demo-verifications';
import { planGraceSweep } from './modules/verification/verification-grace.service';

export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
/** What the web build writes for the server only, never served (apps/web/build-plugins/server-files.ts). */
export const WEB_SERVER_FILES = path.join(REPO_ROOT, 'apps/web/dist-server');
/** How often pending e-mails are retried. */
const MAIL_FLUSH_INTERVAL_MS = 30_000;

export interface RunningServer {
  app: HttpApp;
  deps: AppDeps;
  database: Database;
  url: string;
  /** Whether demo accounts were loaded at this start. */
  seededDemo: boolean;
  stop(): Promise<void>;
}

/** Opens the database named by the config: the PostgreSQL server, or PGlite in DATA_DIR/db under a lock. */
export async function openConfiguredDatabase(
  config: Config,
): Promise<{ database: Database; unlock: () => void }> {
  if (config.DATABASE_URL) {
    return {
      database: await openDatabase({ kind: 'postgres', url: config.DATABASE_URL }),
      unlock: () => undefined,
    };
  }
  const unlock = lockDataDir(config.dataDir);
  try {
    return { database: await openDatabase({ kind: 'pglite', dir: path.join(config.dataDir, 'db') }), unlock };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Starts the whole product: database, migrations, seed, adapters, HTTP and WebSocket server. */
export async function startServer(config: Config, log: Logger): Promise<RunningServer> {
  // First, so a bad key (or a key file others may read) stops the start before anything opens;
  // at first start this creates DATA_DIR/encryption.key.
  const encryption = createEncryptionAdapter(config);
  const { database, unlock } = await openConfiguredDatabase(config);
  await runMigrations(database);
  // A lost key file or a key left out of the variables makes documents unreadable: said at start, not at the first download.
  const missingKeyIds = await findMissingKeyIds(database.db, encryption.keys);
  if (missingKeyIds.length) {
    log.error(
      { keyIds: missingKeyIds },
      'encrypted files or fields name master keys this process does not hold: restore the key file or set ENCRYPTION_KEY_PREVIOUS',
    );
  }
  await seedCities(database.db);
  await seedPlans(database.db);
  await seedPremiumSettings(database.db);
  await seedRentalLaws(database.db);
  await seedHelpCenter(database.db);
  await seedSiteForms(database.db);
  const seededLegal = await seedLegalDocuments(database.db);
  const demoWanted = config.SEED_DEMO !== false && config.NODE_ENV !== 'test';
  const seededDemo = demoWanted ? await seedDemoUsers(database.db) : false;
  if (seededDemo) {
    await seedDemoTestimonials(database.db);
    await seedDemoArticles(database.db);
    await seedDemoBlogs(database.db);
  }
  // Demo accounts, new or from before the terms existed, are not stopped by the acceptance dialog.
  if (demoWanted && (seededDemo || seededLegal)) await acceptTermsForDemoUsers(database.db);
  if (demoWanted) await enrolDemoStaff(database.db, encryption);

  const adapters = createAdapters(config, log, { encryption });
  const listingStats = createListingStats(database.db, log);
  const deps: AppDeps = { config, db: database.db, log, listingStats, ...adapters.adapters };
  // Demo listings go with the demo accounts that own them; their pictures need the storage.
  if (seededDemo) {
    await seedDemoListings(database.db, deps.storage);
    await seedDemoViewings(database.db);
    await seedDemoVerifications(database.db);
  }
  // A boost always ends by itself, the demo's too.
  await scheduleMissingBoostExpiries(database.db);
  // Pictures stored before they were hashed (the demo's too) are hashed in the background.
  await enqueuePictureHashBackfill(database.db);
  // So is every public listing asked in time whether it is still available, the demo's too.
  await scheduleMissingAvailabilityChecks(database.db);
  // The daily retention run (issue 25) plans its next one; this starts the chain on a new database.
  await scheduleRetention(database.db);
  // Unverified posters are reminded, then hidden from search, by a sweep that plans its next run.
  await planGraceSweep(database.db);
  // Uploads nothing refers to any more are deleted after a grace period, by a job that plans its next run.
  await planFileSweep(database.db);
  const app = createHttpApp(deps, { webDist: WEB_DIST, webServerFiles: WEB_SERVER_FILES });
  await new Promise<void>((resolve, reject) => {
    app.server.once('error', reject);
    app.server.listen(config.PORT, () => resolve());
  });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const timer = setInterval(() => deps.mail.flushSoon(database.db), MAIL_FLUSH_INTERVAL_MS);
  timer.unref();
  const stopJobs = startJobRunner(deps, config.JOB_POLL_INTERVAL_MS);
  listingStats.counter.start(config.LISTING_STATS_FLUSH_MS);

  let stopping: Promise<void> | null = null;
  return {
    app,
    deps,
    database,
    url: `http://localhost:${port}`,
    seededDemo,
    stop: () =>
      (stopping ??= (async () => {
        // Out of rotation first: /readyz answers 503 while requests in flight and new ones are
        // still served, until the balancer has noticed (SHUTDOWN_DRAIN_MS).
        app.beginDrain();
        if (config.SHUTDOWN_DRAIN_MS)
          await new Promise((resolve) => setTimeout(resolve, config.SHUTDOWN_DRAIN_MS));
        clearInterval(timer);
        await stopJobs();
        await app.close();
        // What the last answers left to do (an e-mail to write) is done before the database closes.
        await settleAfterAnswer(deps);
        // After the last request, before the database closes: the figures counted since the last flush.
        await listingStats.counter.stop();
        await adapters.close();
        await database.checkpoint();
        await database.close();
        unlock();
      })()),
  };
}
