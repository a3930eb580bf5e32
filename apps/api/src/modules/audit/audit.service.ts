import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog, type AuditLogRow } from '../../db/schema/admin';

/*
 * The audit trail (issue: admin back office): every staff change to a listing, a user, a user type
 * or permissions, and every owner edit of a listing (issue 14), is written in the same transaction
 * as the change, so a change never lands without its record, nor a record without its change.
 */

export type AuditEntity = AuditLogRow['entityType'];

export interface AuditEntry {
  action: string;
  entityType: AuditEntity;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

/** Only the keys whose values differ, so an entry shows what the action changed. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = Object.keys(after).filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])),
  };
}

/** Records one action; `db` should be the transaction that makes the change. */
export async function recordAudit(
  db: Db,
  // A null id is a change nobody made by hand (a boost running out); its e-mail names the process.
  actor: { id: string | null; email: string },
  entry: AuditEntry,
): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The trail of one listing or user, newest first. */
export function findAuditEntries(
  db: Db,
  entityType: AuditEntity,
  entityId: string,
  limit = 50,
): Promise<AuditLogRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
