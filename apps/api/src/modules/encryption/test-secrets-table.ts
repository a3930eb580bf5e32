import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { EncryptedColumn } from './encrypted-columns';

/** A table with an encrypted column, standing in for the rental application's SIN in tests. */
export const TEST_SECRETS: EncryptedColumn = { table: 'test_secrets', idColumn: 'id', column: 'sin' };

export async function createTestSecretsTable(db: Db): Promise<void> {
  await db.execute(sql`create table test_secrets (id uuid primary key default gen_random_uuid(), sin text)`);
}

export async function insertSecret(db: Db, value: string | null): Promise<string> {
  const result = await db.execute(
    sql`insert into test_secrets (sin) values (${value}) returning id::text as id`,
  );
  return (result as unknown as { rows: { id: string }[] }).rows[0]!.id;
}

export async function secretOf(db: Db, id: string): Promise<string | null> {
  const result = await db.execute(sql`select sin from test_secrets where id::text = ${id}`);
  return (result as unknown as { rows: { sin: string | null }[] }).rows[0]!.sin;
}
