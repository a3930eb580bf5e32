/**
 * Past a few tens of thousands, `npm run bench:search` multiplies its data in SQL instead of
 * generating each listing in JavaScript: copy k of the first `base` listings (k = 1, 2...) is
 * the same listing with new ids (md5 of the old id and k, so its units, pictures and files follow
 * it), listed k × `base` seconds earlier and moved a little on the map, with its location, units,
 * pictures and their file rows. One INSERT … SELECT per table over generate_series: a million
 * listings in minutes where the row-by-row generator took hours.
 */

/** The new id of row `id` in copy `k`. */
const newId = (column) => `md5(${column}::text || ':' || k)::uuid`;

/** Columns of `table` (a Drizzle table) and their values in copy k, `replace` overriding some. */
function columnsOf(m, table, replace) {
  const names = Object.values(m.getTableColumns(table)).map((c) => c.name);
  return {
    list: names.map((n) => `"${n}"`).join(', '),
    values: names.map((n) => replace[n] ?? `c."${n}"`).join(', '),
  };
}

/**
 * Copies the `base` listings loaded first (the oldest `base` rows of each table) until there are
 * `count`, inside `tx` (triggers off when the caller could turn them off).
 */
export async function multiplyListings(m, tx, { base, count }) {
  const copies = Math.ceil(count / base) - 1;
  if (copies < 1) return;
  const run = (text) => tx.execute(m.sql.raw(text));
  // Copy k of base listing number n (1-based, by creation) exists while k * base + n <= count.
  await run(
    `create temp table bench_base on commit drop as select id, row_number() over (order by created_at, id) as n from listings`,
  );
  const numbered = (table, key) => `(select t.*, b.n from ${table} t join bench_base b on b.id = t.${key}) c`;
  const series = `generate_series(1, ${copies}) k`;
  const keep = `k * ${base} + c.n <= ${count}`;
  const shift = `- (k * ${base}) * interval '1 second'`;

  const files = columnsOf(m, m.fileObjects, { id: newId('c.id') });
  await run(
    `insert into file_objects (${files.list}) select ${files.values} from ${numbered('(select f.*, p.listing_id from file_objects f join pictures p on p.file_id = f.id)', 'listing_id')}, ${series} where ${keep}`,
  );
  const listing = columnsOf(m, m.listings, {
    id: newId('c.id'),
    created_at: `c.created_at ${shift}`,
  });
  await run(
    `insert into listings (${listing.list}) select ${listing.values} from ${numbered('listings', 'id')}, ${series} where ${keep}`,
  );
  const location = columnsOf(m, m.listingLocations, {
    id: newId('c.id'),
    listing_id: newId('c.listing_id'),
    lat: `c.lat + ((k * 7919) % 200 - 100) * 0.0001`,
    lng: `c.lng + ((k * 104729) % 200 - 100) * 0.0001`,
  });
  await run(
    `insert into listing_locations (${location.list}) select ${location.values} from ${numbered('listing_locations', 'listing_id')}, ${series} where ${keep}`,
  );
  const unit = columnsOf(m, m.units, {
    id: newId('c.id'),
    listing_id: newId('c.listing_id'),
    monthly_price: `case when c.monthly_price is null then null else c.monthly_price + (k % 9 - 4) * 25 end`,
  });
  await run(
    `insert into units (${unit.list}) select ${unit.values} from ${numbered('units', 'listing_id')}, ${series} where ${keep}`,
  );
  const picture = columnsOf(m, m.pictures, {
    id: newId('c.id'),
    listing_id: newId('c.listing_id'),
    unit_id: `case when c.unit_id is null then null else ${newId('c.unit_id')} end`,
    file_id: newId('c.file_id'),
  });
  await run(
    `insert into pictures (${picture.list}) select ${picture.values} from ${numbered('pictures', 'listing_id')}, ${series} where ${keep}`,
  );
}
