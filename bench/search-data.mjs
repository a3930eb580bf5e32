/**
 * The data of `npm run bench:search`: listings from the same deterministic generator as the demo
 * data (apps/api/src/db/seed/demo-listings), spread over every seeded city, mapped to rows by the
 * same code as the demo seed and written through the API's own database client and migrations
 * (loaded from the TypeScript sources with tsx). Each batch of rows goes in one INSERT … SELECT
 * FROM json_populate_recordset: one parameter instead of tens of thousands, which PostgreSQL and
 * PGlite parse far faster. Pictures get their file rows but no bytes: search reads rows only.
 * Past GENERATED_MAX listings, the rest are copies of those made in SQL (search-data-copies.mjs).
 */
import { tsImport } from 'tsx/esm/api';
import { multiplyListings } from './search-data-copies.mjs';

const api = (file) => tsImport(`../apps/api/src/${file}`, import.meta.url);

/** The generated listings' availability checks fall within this many days (spreadAvailabilityChecks). */
const CHECK_SPREAD_DAYS = 30;
/** Listings generated and written per round. */
const BATCH = 1000;
/** Listings generated one by one; the rest are copies of them made in SQL (search-data-copies.mjs). */
const GENERATED_MAX = 10_000;
/** What a demo picture's stored file weighs; no bytes are written. */
const NOMINAL_FILE = { size: 48_000, width: 1200, height: 800 };

/** The API modules the benchmark uses, loaded once. */
export async function loadApiModules() {
  const [
    client,
    migrate,
    seed,
    facts,
    places,
    rows,
    files,
    listings,
    locations,
    users,
    search,
    availabilityChecks,
    searchSchemas,
    drizzle,
  ] = await Promise.all([
    api('db/client.ts'),
    api('db/migrate.ts'),
    api('db/seed/seed.ts'),
    api('db/seed/demo-listings/facts.ts'),
    api('db/seed/demo-listings/places.ts'),
    api('db/seed/demo-listings/rows.ts'),
    api('db/schema/files.ts'),
    api('db/schema/listings.ts'),
    api('db/schema/locations.ts'),
    api('db/schema/users.ts'),
    api('modules/search/search.service.ts'),
    api('modules/listings/availability-check-job.ts'),
    tsImport('@rentals/domain/search/schemas', import.meta.url),
    tsImport('drizzle-orm', import.meta.url),
  ]);
  return {
    ...client,
    ...migrate,
    ...seed,
    ...facts,
    ...places,
    ...rows,
    ...files,
    ...listings,
    ...locations,
    ...users,
    ...search,
    ...availabilityChecks,
    ...searchSchemas,
    sql: drizzle.sql,
    getTableColumns: drizzle.getTableColumns,
  };
}

/**
 * Inserts rows (objects keyed like the Drizzle table) in one statement. A column absent from every
 * row is left to its default; one absent from some rows only is null there.
 */
async function insertRows(m, db, table, rows) {
  if (!rows.length) return;
  const keys = new Set(rows.flatMap((row) => Object.keys(row)));
  const columns = Object.entries(m.getTableColumns(table)).filter(([key]) => keys.has(key));
  const json = JSON.stringify(
    rows.map((row) => Object.fromEntries(columns.map(([key, c]) => [c.name, row[key] ?? null]))),
  );
  const names = m.sql.raw(columns.map(([, c]) => `"${c.name}"`).join(', '));
  await db.execute(
    m.sql`insert into ${table} (${names}) select ${names} from json_populate_recordset(null::${table}, ${json}::json)`,
  );
}

/**
 * Runs `write` in one transaction; as a superuser, with triggers and foreign-key checks off
 * (session_replication_role = replica), the usual way to bulk-load rows known to be consistent.
 */
function bulk(m, db, replica, write) {
  return db.transaction(async (tx) => {
    if (replica) await tx.execute(m.sql`set local session_replication_role = replica`);
    await write(tx);
  });
}

/**
 * Gives the generated pictures (those of listings `owners` own) the perceptual hash a stored picture
 * gets: a 64-bit value from the md5 of the file id, with the bands hashBands (modules/files/
 * picture-hash.ts) derives from it, in SQL for the copies too. Without one, the server's start-up
 * backfill would read every generated picture's missing bytes in the background while the
 * benchmark measures.
 */
async function hashGeneratedPictures(m, db, owners) {
  const ownerIds = m.sql.join(
    owners.map((o) => m.sql`${o.id}::uuid`),
    m.sql`, `,
  );
  await db.execute(m.sql`
    insert into picture_hashes (file_id, hash, bands)
    select p.file_id, h.hash,
      array(select b * 256 + ((h.hash >> (b * 8)) & 255)::int from generate_series(0, 7) b order by b)
    from pictures p
    join listings l on l.id = p.listing_id
    cross join lateral (select ('x' || left(md5(p.file_id::text), 16))::bit(64)::bigint as hash) h
    where l.owner_id in (${ownerIds})
    on conflict do nothing`);
}

/**
 * Plans the 'Still available?' check of each generated listing (owned by `owners`) at some time in
 * the next CHECK_SPREAD_DAYS, as on a site where listings came in over time. The generated listings
 * were confirmed months ago, so the server's start-up would otherwise find every check due at once
 * and mail thousands of owners in the background while the benchmark measures (its own sign-up
 * e-mails waiting behind them).
 */
async function spreadAvailabilityChecks(m, db, owners) {
  const ownerIds = m.sql.join(
    owners.map((o) => m.sql`${o.id}::uuid`),
    m.sql`, `,
  );
  await db.execute(m.sql`
    insert into jobs (kind, key, payload, run_at)
    select ${m.AVAILABILITY_CHECK_JOB}, ${`${m.AVAILABILITY_CHECK_JOB}:`} || l.id,
      jsonb_build_object('listingId', l.id),
      now() + interval '1 day' + (('x' || left(md5(l.id::text), 8))::bit(32)::int::float8 / 2147483648.0 + 1)
        / 2 * make_interval(days => ${CHECK_SPREAD_DAYS})
    from listings l
    where l.owner_id in (${ownerIds}) and l.availability_confirmed_at is not null
    on conflict (key) do nothing`);
}

/**
 * Migrates a fresh database and fills it with `count` generated listings (seed `seed`), owned by two
 * landlords and an admin. Reports progress through `log`. Returns the number of units and pictures.
 */
export async function loadSearchData(m, database, { count: wanted, seed, now, log }) {
  const { db } = database;
  const count = Math.min(wanted, GENERATED_MAX);
  await m.runMigrations(database);
  await m.seedCities(db);
  const owners = await db
    .insert(m.users)
    .values(
      ['landlord', 'manager', 'admin'].map((name) => ({
        email: `bench-${name}@example.ca`,
        userType: name === 'admin' ? 'ADMIN' : 'LANDLORD',
        firstName: name,
        lastName: 'Bench',
        verified: true,
      })),
    )
    .returning({ id: m.users.id });
  const cityRows = await db.select({ id: m.cities.id, name: m.cities.name }).from(m.cities);
  const hoodRows = await db
    .select({ id: m.neighbourhoods.id, name: m.neighbourhoods.name, cityId: m.neighbourhoods.cityId })
    .from(m.neighbourhoods);
  const cityId = new Map(cityRows.map((c) => [c.name, c.id]));
  const hoodId = new Map(hoodRows.map((h) => [`${h.cityId}:${h.name}`, h.id]));

  const set = m.demoListingSet({
    seed,
    count,
    today: now,
    cities: m.NATIONAL_CITY_WEIGHTS,
    premium: Math.round(count * 0.02),
    pending: Math.round(count * 0.03),
    rented: Math.round(count * 0.04),
    admin: Math.round(count * 0.05),
  });
  const replica = await db
    .transaction((tx) => tx.execute(m.sql`set local session_replication_role = replica`))
    .then(
      () => true,
      () => false,
    );
  log(replica ? '  (triggers off during the load)' : '  (not a superuser: triggers on during the load)');
  let unitCount = 0;
  let pictureCount = 0;
  const started = performance.now();
  for (let from = 0; from < count; from += BATCH) {
    const batch = [];
    for (let i = from; i < Math.min(count, from + BATCH); i++) {
      const listing = set.at(i);
      const city = cityId.get(listing.city);
      batch.push(
        m.demoListingRows(
          listing,
          {
            ownerId: owners[listing.owner === 'ADMIN' ? 2 : i % 2].id,
            cityId: city,
            neighbourhoodId: hoodId.get(`${city}:${listing.neighbourhood}`) ?? null,
            now,
          },
          () => NOMINAL_FILE,
          { validate: false },
        ),
      );
    }
    await bulk(m, db, replica, async (tx) => {
      await insertRows(
        m,
        tx,
        m.fileObjects,
        batch.flatMap((r) => r.files),
      );
      await insertRows(
        m,
        tx,
        m.listings,
        batch.map((r) => r.listing),
      );
      await insertRows(
        m,
        tx,
        m.listingLocations,
        batch.map((r) => r.location),
      );
      await insertRows(
        m,
        tx,
        m.units,
        batch.flatMap((r) => r.units),
      );
      await insertRows(
        m,
        tx,
        m.pictures,
        batch.flatMap((r) => r.pictures),
      );
    });
    unitCount += batch.reduce((n, r) => n + r.units.length, 0);
    pictureCount += batch.reduce((n, r) => n + r.pictures.length, 0);
    const done = Math.min(count, from + BATCH);
    if (done % 10_000 === 0 || done === count) {
      log(
        `  ${done.toLocaleString('en-CA')} listings (${((performance.now() - started) / 1000).toFixed(0)} s)`,
      );
    }
  }
  if (wanted > count) {
    const copyStarted = performance.now();
    await bulk(m, db, replica, (tx) => multiplyListings(m, tx, { base: count, count: wanted }));
    log(
      `  ${wanted.toLocaleString('en-CA')} listings, copies of the first ${count.toLocaleString('en-CA')} (${((performance.now() - copyStarted) / 1000).toFixed(0)} s)`,
    );
    unitCount = Number((await db.execute(m.sql`select count(*)::int as n from units`)).rows[0].n);
    pictureCount = Number((await db.execute(m.sql`select count(*)::int as n from pictures`)).rows[0].n);
  }
  await hashGeneratedPictures(m, db, owners);
  await spreadAvailabilityChecks(m, db, owners);
  // Without triggers during the load, the search copies are computed once, set-based.
  if (replica) await bulk(m, db, replica, (tx) => tx.execute(m.sql`select search_copies_refresh()`));
  await db.execute(m.sql`vacuum analyze`);
  return { units: unitCount, pictures: pictureCount };
}
