import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from './client';
import { rowsOf } from './sql-helpers';
import { createTestDatabase } from '../test/database';

/* The migrations create unaccent and pg_trgm for content search; both engines must have them. */

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('folds accents with f_unaccent, so numéro and numero meet', async () => {
  const result = await database.db.execute(
    sql`SELECT f_unaccent('Numéro de référence') AS folded,
      to_tsvector('simple', f_unaccent('le numéro du logement')) @@ plainto_tsquery('simple', f_unaccent('numero')) AS matches`,
  );
  expect(rowsOf(result)[0]).toEqual({ folded: 'Numero de reference', matches: true });
});

it('scores a typo close to the word with pg_trgm', async () => {
  const result = await database.db.execute(sql`SELECT similarity('deposit', 'deposti')::float AS score`);
  expect(Number(rowsOf<{ score: number }>(result)[0]!.score)).toBeGreaterThan(0.3);
});
