import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import type { KeyRing } from '../../adapters/crypto/key-ring';
import { decryptField, encryptField } from '../../adapters/crypto/field-encryption';
import { rewrapFileKey } from '../../adapters/crypto/file-envelope';
import { ENCRYPTED_COLUMNS, type EncryptedColumn } from './encrypted-columns';

/*
 * Key rotation: every file's data key is re-wrapped, and every encrypted field re-encrypted, under
 * the ring's current master key. Work goes in batches, each in its own transaction and each row
 * changed only if it still names the old key, so a rotation stopped halfway is resumed by running it
 * again, and running it again when done changes nothing. The stored objects are never rewritten:
 * their data keys stay the same, only the wrapping changes.
 */

/** Rows per transaction: small enough to keep locks short, large enough to finish quickly. */
const BATCH_SIZE = 200;

export interface RotationReport {
  /** Files whose data key was re-wrapped. */
  files: number;
  /** Encrypted fields re-encrypted. */
  fields: number;
  /** Ids of master keys some rows still name but the ring does not hold: those rows are left as they are. */
  missingKeyIds: string[];
}

async function rewrapFiles(db: Db, ring: KeyRing): Promise<number> {
  const oldIds = ring.ids().filter((id) => id !== ring.current.id);
  if (!oldIds.length) return 0;
  let done = 0;
  for (;;) {
    const changed = await db.transaction(async (tx) => {
      const rows = await tx
        .select({
          id: fileObjects.id,
          keyId: fileObjects.encryptionKeyId,
          wrapped: fileObjects.wrappedDataKey,
        })
        .from(fileObjects)
        .where(inArray(fileObjects.encryptionKeyId, oldIds))
        .limit(BATCH_SIZE)
        .for('update');
      for (const row of rows) {
        const envelope = rewrapFileKey(ring, { keyId: row.keyId!, wrappedKey: row.wrapped! });
        await tx
          .update(fileObjects)
          .set({ encryptionKeyId: envelope.keyId, wrappedDataKey: envelope.wrappedKey })
          .where(and(eq(fileObjects.id, row.id), eq(fileObjects.encryptionKeyId, row.keyId!)));
      }
      return rows.length;
    });
    done += changed;
    if (changed < BATCH_SIZE) return done;
  }
}

async function reencryptColumn(db: Db, ring: KeyRing, target: EncryptedColumn): Promise<number> {
  const oldIds = ring.ids().filter((id) => id !== ring.current.id);
  if (!oldIds.length) return 0;
  const table = sql.identifier(target.table);
  const id = sql.identifier(target.idColumn);
  const column = sql.identifier(target.column);
  const underOldKey = sql.join(
    oldIds.map((keyId) => sql`${column} like ${`enc1.${keyId}.%`}`),
    sql` or `,
  );
  let done = 0;
  for (;;) {
    const changed = await db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`select ${id}::text as id, ${column} as value from ${table} where ${underOldKey} limit ${BATCH_SIZE} for update`,
      );
      const rows = (result as unknown as { rows: { id: string; value: string }[] }).rows;
      for (const row of rows) {
        const value = encryptField(ring, decryptField(ring, row.value));
        await tx.execute(
          sql`update ${table} set ${column} = ${value} where ${id}::text = ${row.id} and ${column} = ${row.value}`,
        );
      }
      return rows.length;
    });
    done += changed;
    if (changed < BATCH_SIZE) return done;
  }
}

/** Key ids rows still name that the ring does not hold (a lost or unconfigured key). */
async function missingKeyIds(db: Db, ring: KeyRing, columns: readonly EncryptedColumn[]): Promise<string[]> {
  const held = new Set(ring.ids());
  const ids = new Set<string>();
  const fileKeys = await db
    .selectDistinct({ keyId: fileObjects.encryptionKeyId })
    .from(fileObjects)
    .where(isNotNull(fileObjects.encryptionKeyId));
  for (const { keyId } of fileKeys) if (keyId && !held.has(keyId)) ids.add(keyId);
  for (const target of columns) {
    const result = await db.execute(
      sql`select distinct split_part(${sql.identifier(target.column)}, '.', 2) as key_id
          from ${sql.identifier(target.table)} where ${sql.identifier(target.column)} like 'enc1.%'`,
    );
    for (const { key_id } of (result as unknown as { rows: { key_id: string }[] }).rows) {
      if (!held.has(key_id)) ids.add(key_id);
    }
  }
  return [...ids];
}

/** Rotates everything the ring's older keys encrypted to its current key. */
export async function rotateKeys(
  db: Db,
  ring: KeyRing,
  columns: readonly EncryptedColumn[] = ENCRYPTED_COLUMNS,
): Promise<RotationReport> {
  const files = await rewrapFiles(db, ring);
  let fields = 0;
  for (const target of columns) fields += await reencryptColumn(db, ring, target);
  return { files, fields, missingKeyIds: await missingKeyIds(db, ring, columns) };
}

/** Ids of master keys that encrypted something in the database but that the ring does not hold. */
export function findMissingKeyIds(
  db: Db,
  ring: KeyRing,
  columns: readonly EncryptedColumn[] = ENCRYPTED_COLUMNS,
): Promise<string[]> {
  return missingKeyIds(db, ring, columns);
}
