import { VERIFICATION_DOCUMENT_LABELS } from '@rentals/domain/verification/enums';
import {
  missingDocuments,
  unaskedDocuments,
  VERIFICATION_RULES,
  verificationStatus,
} from '@rentals/domain/verification/rules';
import type { DecideVerificationInput, SubmitVerificationInput } from '@rentals/domain/verification/schemas';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import {
  verificationDocuments,
  verificationRequests,
  type VerificationRequestRow,
} from '../../db/schema/verification';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { recordAudit } from '../audit/audit.service';
import { enqueueJob } from '../jobs/job-queue';
import { approvedEmail, rejectedEmail } from './verification-emails';
import { releaseHiddenListings } from './verification-grace.service';
import { asLatest, findLatestRequest, findRequest } from './verification-requests';
import { RETENTION_JOB } from './verification-retention.service';

/*
 * A poster's verification (issue 25): they send the documents their role's checklist asks for
 * (packages/domain verification/rules.ts), staff with users edit approve or reject with a reason
 * e-mailed in the poster's language, and the documents are deleted
 * VERIFICATION_DOCUMENT_RETENTION_DAYS after the decision (verification-retention.service.ts).
 */

const DAY_MS = 86_400_000;

/** Where a poster's verification page sends them back to. */
export const verificationLink = (deps: Pick<AppDeps, 'config'>) => `${deps.config.publicUrl}/verification`;

/**
 * Sends a poster's documents for review. Every checklist document must come, none the role was not
 * asked for, each file a VERIFICATION_DOCUMENT the poster uploaded and never sent before. Refused
 * while a request waits or an approval still counts. One transaction: nothing half-sent stays.
 */
export async function submitVerification(
  db: Db,
  viewer: Viewer,
  input: SubmitVerificationInput,
  now = new Date(),
): Promise<VerificationRequestRow> {
  const rule = VERIFICATION_RULES[input.role];
  const kinds = input.documents.map((d) => d.kind);
  if (unaskedDocuments(input.role, kinds).length) throw new AppError('VERIFICATION_DOCUMENT_NOT_ASKED');
  const missing = missingDocuments(input.role, kinds);
  if (missing.length) {
    const names = missing.map((kind) => VERIFICATION_DOCUMENT_LABELS[kind][viewer.locale]).join(', ');
    throw new AppError('VERIFICATION_DOCUMENT_MISSING', { missing: names });
  }
  const registrationNumber = input.registrationNumber || null;
  if (rule.needsRegistrationNumber && !registrationNumber)
    throw new AppError('VERIFICATION_REGISTRATION_NUMBER_REQUIRED');
  const fileIds = input.documents.flatMap((d) => d.fileIds);
  if (new Set(fileIds).size !== fileIds.length) throw new AppError('VERIFICATION_FILE_INVALID');
  return db.transaction(async (tx) => {
    // One poster sending twice at once must not end with two waiting requests.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    const status = verificationStatus(asLatest(await findLatestRequest(tx, viewer.id)), now);
    if (status === 'SUBMITTED') throw new AppError('VERIFICATION_ALREADY_PENDING');
    if (status === 'APPROVED') throw new AppError('VERIFICATION_ALREADY_APPROVED');
    const files = await tx
      .select({ id: fileObjects.id, used: verificationDocuments.id })
      .from(fileObjects)
      .leftJoin(verificationDocuments, eq(verificationDocuments.fileId, fileObjects.id))
      .where(
        and(
          inArray(fileObjects.id, fileIds),
          eq(fileObjects.ownerId, viewer.id),
          eq(fileObjects.pathType, 'VERIFICATION_DOCUMENT'),
        ),
      );
    if (files.length !== fileIds.length || files.some((f) => f.used))
      throw new AppError('VERIFICATION_FILE_INVALID');
    const [request] = await tx
      .insert(verificationRequests)
      .values({
        userId: viewer.id,
        role: input.role,
        registrationNumber: rule.needsRegistrationNumber ? registrationNumber : null,
        submittedAt: now,
      })
      .returning();
    let position = 0;
    for (const kind of rule.documents)
      for (const fileId of input.documents.filter((d) => d.kind === kind).flatMap((d) => d.fileIds))
        await tx
          .insert(verificationDocuments)
          .values({ requestId: request!.id, kind, fileId, position: position++ });
    return request!;
  });
}

/**
 * Staff approve or reject a waiting request. A rejection needs the reason the poster receives.
 * Approval brings back the listings hidden for want of it; either way the poster is e-mailed in
 * their language, the decision is audited, and the documents' deletion is planned.
 */
export async function decideVerification(
  deps: AppDeps,
  viewer: Viewer,
  input: DecideVerificationInput,
  now = new Date(),
): Promise<VerificationRequestRow> {
  const reason = input.reason?.trim() || null;
  if (input.decision === 'REJECT' && !reason) throw new AppError('VERIFICATION_REASON_REQUIRED');
  const decided = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, input.id))
      .for('update');
    if (!row) throw new AppError('VERIFICATION_NOT_FOUND');
    if (row.state !== 'SUBMITTED') throw new AppError('VERIFICATION_ALREADY_DECIDED');
    const state = input.decision === 'APPROVE' ? 'APPROVED' : 'REJECTED';
    const [updated] = await tx
      .update(verificationRequests)
      .set({
        state,
        decidedAt: now,
        decidedById: viewer.id,
        decidedByEmail: viewer.email,
        decisionReason: reason,
      })
      .where(and(eq(verificationRequests.id, row.id), isNull(verificationRequests.decidedAt)))
      .returning();
    await recordAudit(tx, viewer, {
      action: state === 'APPROVED' ? 'verification.approve' : 'verification.reject',
      entityType: 'USER',
      entityId: row.userId,
      after: { requestId: row.id, role: row.role, reason },
    });
    if (state === 'APPROVED') await releaseHiddenListings(tx, row.userId);
    const [poster] = await tx
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, row.userId));
    const link = verificationLink(deps);
    await deps.mail.enqueue(
      tx,
      state === 'APPROVED' ? approvedEmail(poster!, link) : rejectedEmail(poster!, reason!, link),
    );
    await enqueueJob(tx, {
      kind: RETENTION_JOB,
      key: `${RETENTION_JOB}:${row.id}`,
      payload: { requestId: row.id },
      runAt: new Date(now.getTime() + deps.config.VERIFICATION_DOCUMENT_RETENTION_DAYS * DAY_MS),
    });
    return updated!;
  });
  deps.mail.flushSoon(deps.db);
  return decided;
}

/** A request for staff (users view), with an audit entry saying who opened whose documents. */
export async function getVerificationRequestForStaff(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<VerificationRequestRow> {
  const row = await findRequest(db, id);
  if (!row) throw new AppError('VERIFICATION_NOT_FOUND');
  await recordAudit(db, viewer, {
    action: 'verification.view',
    entityType: 'USER',
    entityId: row.userId,
    after: { requestId: row.id },
  });
  return row;
}
