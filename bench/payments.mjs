#!/usr/bin/env node
/**
 * `npm run bench:payments`: how long the payment webhook takes to process an event under a burst.
 * The API runs in this process over its embedded database (PGlite) and, where PostgreSQL answers
 * (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test; a fresh database made and
 * dropped here), over PostgreSQL too. BENCH_PAYMENTS (200) pending deposit payments are made, then
 * BENCH_PAYMENT_EVENTS (1,000) webhook events signed as Stripe signs them are POSTed to
 * /webhooks/payments, BENCH_PAYMENT_CONCURRENCY (50) at a time: for each payment its
 * checkout.session.completed, for some a failure before it (a declined card, then a good one), a
 * failure after it and a late payment_intent.created (reordering), and ~20% of all sends repeat an
 * event already sent (retried deliveries). Processing time is from sending the POST to its answer.
 * The load generator shares the server's process, so the times include its own work; the server's
 * own share (Server-Timing: webhook) is printed too.
 */
import { createHmac, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { percentile } from './bench-figures.mjs';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200);
const EVENTS = Number(process.env.BENCH_PAYMENT_EVENTS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_PAYMENT_CONCURRENCY ?? 50);
const DUPLICATE_SHARE = 0.2;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const SECRET = `whsec_bench_${randomUUID()}`;

const { loadConfig } = await import('../apps/api/src/config.ts');
const { createLogger } = await import('../apps/api/src/logger.ts');
const { createAdapters } = await import('../apps/api/src/adapters/adapters.ts');
const { createHttpApp } = await import('../apps/api/src/http/app.ts');
const { createTestDatabase } = await import('../apps/api/src/test/database.ts');
const { createFactories } = await import('../apps/api/src/test/factories.ts');
const { listings } = await import('../apps/api/src/db/schema/listings.ts');
const { payments, paymentEvents } = await import('../apps/api/src/db/schema/payments.ts');
const { count, eq } = await import('drizzle-orm');

/** A seeded random, so two runs send the same burst. */
function random(seed) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

const sign = (payload) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', SECRET).update(`${t}.${payload}`).digest('hex')}`;
};

async function startApi(databaseUrl) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-payments-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    PAYMENTS_SANDBOX_IN_PRODUCTION: '1',
    PAYMENTS_SANDBOX_WEBHOOK_SECRET: SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const log = createLogger(config.LOG_LEVEL);
  if (databaseUrl) process.env.TEST_DATABASE_URL = databaseUrl;
  else delete process.env.TEST_DATABASE_URL;
  const database = await createTestDatabase();
  const adapters = createAdapters(config, log);
  const deps = { config, db: database.db, log, ...adapters.adapters };
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-bench-web-'));
  const app = createHttpApp(deps, { webDist });
  await new Promise((resolve) => app.server.listen(0, '127.0.0.1', resolve));
  return {
    deps,
    origin: `http://127.0.0.1:${app.server.address().port}`,
    async close() {
      await app.close();
      await adapters.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      fs.rmSync(webDist, { recursive: true, force: true });
    },
  };
}

/** PAYMENTS pending deposits, each on its own listing, as createCheckoutSession leaves them. */
async function makePayments(db) {
  const owner = (await createFactories(db).user({ userType: 'LANDLORD' })).user;
  const rows = [];
  for (let i = 0; i < PAYMENTS; i++) {
    const [listing] = await db
      .insert(listings)
      .values({ ownerId: owner.id, title: `Bench ${i}` })
      .returning();
    const [row] = await db
      .insert(payments)
      .values({
        userId: owner.id,
        listingId: listing.id,
        purpose: 'DEPOSIT',
        provider: 'sandbox',
        checkoutId: `cs_sandbox_bench_${i}_${randomUUID().slice(0, 8)}`,
        lines: [{ kind: 'DEPOSIT', name: { en: 'Onboarding deposit', fr: 'Dépôt' }, amountCents: 7_500 }],
        subtotalCents: 7_500,
        taxes: [{ component: 'HST', ratePer: 13, amountCents: 975 }],
        taxRatePer: 13,
        taxCents: 975,
        totalCents: 8_475,
        province: 'ON',
        idempotencyKey: randomUUID(),
      })
      .returning();
    rows.push(row);
  }
  return rows;
}

/** The burst: distinct events in a plausible order, then duplicates of sent ones spliced in. */
function burst(rows) {
  const next = random(21);
  const event = (type, object) => ({
    id: `evt_bench_${randomUUID()}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  });
  const distinctWanted = Math.round(EVENTS * (1 - DUPLICATE_SHARE));
  const perPayment = rows.map((p) => {
    const metadata = { paymentId: p.id };
    const intent = { id: `pi_bench_${p.id.slice(0, 8)}`, object: 'payment_intent', metadata };
    const declined = {
      ...intent,
      last_payment_error: { code: 'card_declined', message: 'Your card was declined.' },
    };
    const completed = {
      id: p.checkoutId,
      object: 'checkout.session',
      client_reference_id: p.id,
      metadata,
      payment_status: 'paid',
      payment_intent: {
        ...intent,
        latest_charge: { payment_method_details: { card: { brand: 'visa', last4: '4242' } } },
      },
    };
    return [
      event('payment_intent.payment_failed', declined),
      event('checkout.session.completed', completed),
      event('payment_intent.payment_failed', declined), // after completed: must change nothing
      event('payment_intent.created', intent), // after succeeded: must change nothing
    ];
  });
  // Every payment's completed event; the others until the distinct count is reached.
  const distinct = [];
  const extra = Math.max(0, distinctWanted - rows.length);
  const extrasPer = Math.min(3, Math.ceil(extra / rows.length));
  perPayment.forEach((events, i) => {
    const taken = i * extrasPer < extra ? extrasPer : 0;
    const [before, completed, ...after] = events;
    if (taken >= 1) distinct.push({ event: before, group: i, rank: 0 });
    distinct.push({ event: completed, group: i, rank: 1 });
    after
      .slice(0, Math.max(0, taken - 1))
      .forEach((e, k) => distinct.push({ event: e, group: i, rank: 2 + k }));
  });
  // Interleave the payments, keeping each payment's own order.
  distinct.sort((a, b) => a.rank - b.rank || next() - 0.5);
  const sends = distinct.map((d) => d.event);
  while (sends.length < EVENTS) {
    const at = Math.floor(next() * sends.length) + 1;
    const original = sends[Math.floor(next() * at)];
    sends.splice(at, 0, original);
  }
  return { sends, distinct: distinct.length };
}

async function run(name, databaseUrl) {
  const api = await startApi(databaseUrl);
  try {
    const rows = await makePayments(api.deps.db);
    const { sends, distinct } = burst(rows);
    const times = [];
    const serverTimes = [];
    const outcomes = {};
    let failures = 0;
    let nextIndex = 0;
    const started = performance.now();
    const worker = async () => {
      while (nextIndex < sends.length) {
        const payload = JSON.stringify(sends[nextIndex++]);
        const t0 = performance.now();
        const res = await fetch(`${api.origin}/webhooks/payments`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) },
          body: payload,
        });
        const body = await res.json();
        times.push(performance.now() - t0);
        serverTimes.push(Number(/dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1]));
        if (res.status !== 200) failures += 1;
        outcomes[body.outcome ?? res.status] = (outcomes[body.outcome ?? res.status] ?? 0) + 1;
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    const db = api.deps.db;
    const [{ n: created }] = await db.select({ n: count() }).from(payments);
    const [{ n: paid }] = await db.select({ n: count() }).from(payments).where(eq(payments.status, 'PAID'));
    const [{ n: stored }] = await db.select({ n: count() }).from(paymentEvents);
    const [{ n: listingsPaid }] = await db
      .select({ n: count() })
      .from(listings)
      .where(eq(listings.paymentStatus, 'PAID'));
    const p = (q) => percentile(times, q);
    return {
      name,
      sent: sends.length,
      distinct,
      duplicatesSent: sends.length - distinct,
      answered2xx: sends.length - failures,
      duplicatesAnswered: outcomes.DUPLICATE ?? 0,
      stored,
      ignored: outcomes.IGNORED ?? 0,
      created,
      paid,
      listingsPaid,
      server50: percentile(serverTimes, 50),
      server99: percentile(serverTimes, 99),
      p50: p(50),
      p95: p(95),
      p99: p(99),
      max: Math.max(...times),
      perSecond: sends.length / seconds,
    };
  } finally {
    await api.close();
  }
}

async function postgresAnswers() {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

const results = [await run('embedded (PGlite)', null)];
if (await postgresAnswers()) results.push(await run('PostgreSQL', PG_URL));

const ms = (v) => `${v.toFixed(1)} ms`;
const rowsOut = [
  ['events sent', (r) => r.sent],
  ['distinct events', (r) => r.distinct],
  ['duplicates sent', (r) => r.duplicatesSent],
  ['answered 2xx', (r) => r.answered2xx],
  ['duplicates answered (not applied)', (r) => r.duplicatesAnswered],
  ['events stored', (r) => r.stored],
  ['late events ignored (reorder)', (r) => r.ignored],
  ['payments created', (r) => r.created],
  ['payments PAID', (r) => r.paid],
  ['listings marked PAID', (r) => r.listingsPaid],
  ['processing p50', (r) => ms(r.p50)],
  ['processing p95', (r) => ms(r.p95)],
  ['processing p99', (r) => ms(r.p99)],
  ['processing max', (r) => ms(r.max)],
  ['p99 / p50', (r) => (r.p99 / r.p50).toFixed(2)],
  ['in the server (verify + apply) p50', (r) => ms(r.server50)],
  ['in the server (verify + apply) p99', (r) => ms(r.server99)],
  ['stored / distinct', (r) => (r.stored / r.distinct).toFixed(2)],
  ['events per second', (r) => Math.round(r.perSecond)],
];
console.log(`\nPayment webhook burst: ${EVENTS} events, ${PAYMENTS} payments, concurrency ${CONCURRENCY}\n`);
const header = ['', ...results.map((r) => r.name)];
const lines = [header, ...rowsOut.map(([label, f]) => [label, ...results.map((r) => String(f(r)))])];
const widths = header.map((_, i) => Math.max(...lines.map((l) => l[i].length)));
for (const line of lines) console.log(`| ${line.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`);
const wrong = results.filter(
  (r) => r.paid !== r.created || r.stored !== r.distinct || r.answered2xx !== r.sent,
);
if (wrong.length) {
  console.error(`\nInconsistent: ${wrong.map((r) => r.name).join(', ')}`);
  process.exitCode = 1;
}
