import type { LatestRequest } from '@rentals/domain/verification/rules';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  verificationDocuments,
  verificationRequests,
  type VerificationRequestRow,
} from '../../db/schema/verification';

/* Reading verification requests: a poster's latest, and a request's documents. */

/** A poster's latest request (the one their status reads), or null when they never sent one. */
export async function findLatestRequest(db: Db, userId: string): Promise<VerificationRequestRow | null> {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(eq(verificationRequests.userId, userId))
    .orderBy(desc(verificationRequests.submittedAt))
    .limit(1);
  return row ?? null;
}

/** The latest request of each of these posters, by poster (one statement for a list). */
export async function latestRequestsOf(
  db: Db,
  userIds: readonly string[],
): Promise<Map<string, VerificationRequestRow>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .selectDistinctOn([verificationRequests.userId])
    .from(verificationRequests)
    .where(inArray(verificationRequests.userId, [...userIds]))
    .orderBy(verificationRequests.userId, desc(verificationRequests.submittedAt));
  return new Map(rows.map((row) => [row.userId, row]));
}

/** What the status rules read of a request. */
export function asLatest(row: VerificationRequestRow | null): LatestRequest | null {
  return row ? { state: row.state, decidedAt: row.decidedAt } : null;
}

/** A request's document files, in checklist order then upload order. */
export function findRequestDocuments(db: Db, requestId: string) {
  return db
    .select()
    .from(verificationDocuments)
    .where(eq(verificationDocuments.requestId, requestId))
    .orderBy(asc(verificationDocuments.position));
}

/** One request, or null. */
export async function findRequest(db: Db, id: string): Promise<VerificationRequestRow | null> {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.id, id)));
  return row ?? null;
}
