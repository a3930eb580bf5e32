import type { LeaseStatus } from '@rentals/domain/leases/statuses';
import type { LeaseSystemMessageKey } from '@rentals/domain/leases/notices';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import { leaseEvents, leases } from '../../db/schema/leases';
import type { MessageRow } from '../../db/schema/messaging';
import type { AppDeps } from '../../graphql/context';
import { cancelJobs } from '../jobs/job-queue';
import { readFileBuffer } from '../files/file-content';
import { storeGeneratedFile } from '../files/generated-files';
import { SYSTEM_ACTOR } from './lease-actors';
import { sealedLeasePdf } from './lease-document.service';
import { recordLeaseEvent, type LeaseEventInput } from './lease-events';
import { orderLeaseEmails, postLeaseLine } from './lease-notices';
import { getLeaseRecord, type LeaseRecord } from './lease-records';
import { sha256Hex } from './pdf/hash';
import { leaseExpiryKey } from './send-lease.service';
import type { LeaseCertificateEntry, LeaseSignatureStamp } from './pdf/lease-document';

/*
 * How a lease ends, inside the transaction of the step that ends it: completed (the sealed PDF is
 * made, stored encrypted and hashed), or declined, voided or expired. Either way the expiry job is
 * cancelled, the conversation hears of it and every party gets an e-mail.
 */

type Deps = Pick<AppDeps, 'storage' | 'encryption' | 'esign' | 'config'>;

/** The signatures to stamp: typed ones from the row, drawn ones read back (decrypted) from storage. */
async function signatureStamps(deps: Deps, tx: Db, record: LeaseRecord): Promise<LeaseSignatureStamp[]> {
  const fileIds = record.signers.map((s) => s.signatureFileId).filter((id): id is string => !!id);
  const files = fileIds.length
    ? await tx.select().from(fileObjects).where(inArray(fileObjects.id, fileIds))
    : [];
  const stamps: LeaseSignatureStamp[] = [];
  for (const s of record.signers) {
    const file = files.find((f) => f.id === s.signatureFileId);
    const image = file ? await readFileBuffer(deps, file) : null;
    stamps.push({
      signerId: s.id,
      kind: s.signatureKind ?? 'TYPED',
      text: s.signatureText ?? s.name,
      initials: s.initials ?? '',
      image: image ? new Uint8Array(image) : null,
      signedAt: s.signedAt ?? new Date(0),
      locale: s.locale,
    });
  }
  return stamps;
}

async function certificateEntries(tx: Db, record: LeaseRecord): Promise<LeaseCertificateEntry[]> {
  const events = await tx.select().from(leaseEvents).where(eq(leaseEvents.leaseId, record.lease.id));
  return record.signers.map((s) => {
    const signed = events.find((e) => e.signerId === s.id && e.kind === 'SIGNED');
    return {
      signerId: s.id,
      name: s.name,
      email: s.email,
      role: s.role,
      locale: s.locale,
      viewedAt: s.viewedAt,
      consentedAt: s.consentedAt,
      signedAt: s.signedAt,
      ip: signed?.ip ?? s.signedIp,
      userAgent: signed?.userAgent ?? s.signedUserAgent,
      signatureKind: s.signatureKind,
    };
  });
}

/**
 * Completes the lease whose last signer just signed (or whose service reported completion): the
 * sealed PDF — made here, or the service's own — stored encrypted, its SHA-256 kept for /leases/verify.
 */
export async function completeLease(
  deps: Deps,
  tx: Db,
  leaseId: string,
  now: Date,
): Promise<MessageRow | null> {
  const record = await getLeaseRecord(tx, leaseId);
  const { lease } = record;
  const fromService = lease.envelopeId ? await deps.esign.completedDocument(lease.envelopeId) : null;
  const pdf =
    fromService ??
    (await sealedLeasePdf(record, await signatureStamps(deps, tx, record), {
      envelopeId: lease.envelopeId ?? lease.id,
      documentSha256: lease.documentHashes[lease.terms.language] ?? '',
      entries: await certificateEntries(tx, record),
      completedAt: now,
      verifyUrl: `${deps.config.publicUrl}/leases/verify`,
    }));
  const sealedSha256 = sha256Hex(pdf);
  const { row } = await storeGeneratedFile(deps, tx, {
    pathType: 'LEASE_DOCUMENT',
    mimeType: 'application/pdf',
    filename: `lease-${lease.id.slice(0, 8)}-signed.pdf`,
    body: pdf,
    ownerId: null,
  });
  await tx
    .update(leases)
    .set({ status: 'COMPLETED', completedAt: now, sealedFileId: row.id, sealedSha256, updatedAt: now })
    .where(eq(leases.id, leaseId));
  await recordLeaseEvent(tx, {
    leaseId,
    kind: 'COMPLETED',
    actorLabel: SYSTEM_ACTOR,
    detail: { sealedSha256 },
    at: now,
  });
  await cancelJobs(tx, leaseExpiryKey(leaseId));
  await orderLeaseEmails(tx, { kind: 'STATUS', leaseId }, now);
  return postLeaseLine(tx, record, 'LEASE_COMPLETED', {}, null);
}

export interface LeaseEnding {
  status: Extract<LeaseStatus, 'DECLINED' | 'VOIDED' | 'EXPIRED'>;
  reason: string | null;
  event: Omit<LeaseEventInput, 'leaseId' | 'at'>;
  line: { key: LeaseSystemMessageKey; name?: string };
  now: Date;
}

/** Ends the lease before completion; answers the conversation's line to announce. */
export async function endLease(
  deps: Deps,
  tx: Db,
  record: LeaseRecord,
  ending: LeaseEnding,
): Promise<MessageRow[]> {
  const leaseId = record.lease.id;
  await tx
    .update(leases)
    .set({ status: ending.status, endedAt: ending.now, endedReason: ending.reason, updatedAt: ending.now })
    .where(eq(leases.id, leaseId));
  await recordLeaseEvent(tx, { ...ending.event, leaseId, at: ending.now });
  if (ending.status !== 'EXPIRED') await cancelJobs(tx, leaseExpiryKey(leaseId));
  await orderLeaseEmails(tx, { kind: 'STATUS', leaseId }, ending.now);
  const line = await postLeaseLine(
    tx,
    record,
    ending.line.key,
    { name: ending.line.name },
    ending.event.actorId ?? null,
  );
  return line ? [line] : [];
}
