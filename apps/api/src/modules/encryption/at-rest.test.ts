import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createTestDatabase } from '../../test/database';
import { createTestApi, type TestApi } from '../../test/harness';
import { fileOf } from '../files/test-files';
import { createTestSecretsTable, insertSecret } from './test-secrets-table';

/*
 * A copy of the database and of the upload folder holds no plaintext document or SIN. On PGlite the
 * database's own files are searched; on PostgreSQL (TEST_DATABASE_URL) every row of every table, as
 * text. A control value stored in the clear must be found, so the search is known to see the data.
 */

const DOCUMENT_MARKER = 'DOCUMENT-PLAINTEXT-5521';
const SIN = '046454286';
const CONTROL = 'control-cleartext-9931';

let api: TestApi;
let database: Database;
let pgliteDir: string | null = null;
let uploads: Buffer[];

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    database = await createTestDatabase();
  } else {
    pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-at-rest-'));
    database = await openDatabase({ kind: 'pglite', dir: path.join(pgliteDir, 'db') });
    await runMigrations(database);
  }
  api = await createTestApi({ database });
  const applicant = await api.factories.user({ userType: 'RENTER', email: `${CONTROL}@example.com` });
  const pdf = Buffer.from(`%PDF-1.4\n(${DOCUMENT_MARKER} SIN ${SIN})\ntrailer << >>\n%%EOF\n`);
  const csv = Buffer.from(`name,sin\r\n${DOCUMENT_MARKER},${SIN}\r\n`);
  const r = await api.upload<{ multipleFileUpload: { id: string }[] }>(
    `mutation($files: [Upload!]!) { multipleFileUpload(files: $files, pathType: rentalApp) { id } }`,
    { files: [null, null] },
    { 'files.0': fileOf(pdf, 'statement.pdf'), 'files.1': fileOf(csv, 'income.csv') },
    { token: applicant.token },
  );
  expect(r.errors).toBeUndefined();
  await createTestSecretsTable(api.deps.db);
  await insertSecret(api.deps.db, api.deps.encryption.encryptField(SIN));
  uploads = listFiles(api.uploadsDir).map((file) => fs.readFileSync(file));
});
afterAll(async () => {
  await api.close();
  if (pgliteDir) fs.rmSync(pgliteDir, { recursive: true, force: true });
  else await database.close();
});

function listFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).isFile());
}

/** Every byte of the database: its files on PGlite, every row as text on PostgreSQL. */
async function databaseDump(): Promise<Buffer[]> {
  if (pgliteDir) {
    await database.checkpoint();
    await database.close();
    return listFiles(pgliteDir).map((file) => fs.readFileSync(file));
  }
  const tables = (
    (await api.deps.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows;
  const dump: Buffer[] = [];
  for (const { tablename } of tables) {
    const result = await api.deps.db.execute(sql`select t::text as row from ${sql.identifier(tablename)} t`);
    for (const { row } of (result as unknown as { rows: { row: string }[] }).rows)
      dump.push(Buffer.from(row));
  }
  return dump;
}

const contains = (chunks: Buffer[], text: string) => chunks.some((chunk) => chunk.includes(text));

describe('a dump of the database and the upload folder', () => {
  it('holds no plaintext document or SIN', async () => {
    expect(uploads).toHaveLength(2);
    expect(contains(uploads, DOCUMENT_MARKER)).toBe(false);
    expect(contains(uploads, SIN)).toBe(false);

    const dump = await databaseDump();
    expect(contains(dump, CONTROL)).toBe(true);
    expect(contains(dump, DOCUMENT_MARKER)).toBe(false);
    expect(contains(dump, SIN)).toBe(false);
  });
});
