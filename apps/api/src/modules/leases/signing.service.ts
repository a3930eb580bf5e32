import { placesLeft, signingPlaces, SIGNING_PLACES, type SigningPlace } from '@rentals/domain/leases/places';
import { isSignersTurn, signersToAct } from '@rentals/domain/leases/transitions';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaseSigners, type LeaseSignerRow } from '../../db/schema/leases';
import type { MessageRow } from '../../db/schema/messaging';
import type { Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { announceMessage } from '../messaging/message.service';
import { signerLabel } from './lease-actors';
import { recordLeaseEvent } from './lease-events';
import { orderLeaseEmails, postLeaseLine } from './lease-notices';
import { getLeaseRecord, lockLeaseRecord, type LeaseRecord } from './lease-records';
import { transitionOrThrow } from './lease-transition';
import { completeLease, endLease } from './lease-endings.service';
import { leasePagePath } from './lease-links';
import { parseSignature, type SignatureInput } from './signature-input';
import { linkSignerAccount, resolveSigner } from './signer-access';

/*
 * The built-in signing ceremony, one step a call, each saved: opening (VIEWED), consenting to sign
 * electronically, tapping each place (saved, so a dropped session resumes at the next one),
 * signing with a typed or drawn signature and initials, or declining with a reason. Every step is
 * checked by the status machine on the locked lease and recorded with the signer's IP and browser.
 */

export interface SigningSession {
  record: LeaseRecord;
  signer: LeaseSignerRow;
  places: SigningPlace[];
  placesLeft: SigningPlace[];
  /** Whether the signer may sign now (the lease is out and every earlier signer has signed). */
  isTurn: boolean;
  /** With DocuSign: where the ceremony happens; null for the built-in one. */
  viewUrl: string | null;
}

function session(record: LeaseRecord, signer: LeaseSignerRow, viewUrl: string | null = null): SigningSession {
  const places = signingPlaces(signer.role, !!record.lease.terms.additionalTerms);
  const signers = record.signers.map((s) => ({
    id: s.id,
    role: s.role,
    order: s.signingOrder,
    status: s.status,
  }));
  const me = signers.find((s) => s.id === signer.id)!;
  return {
    record,
    signer,
    places,
    placesLeft: placesLeft(places, signer.progress.placesDone),
    isTurn: record.lease.status === 'SENT' && signer.status !== 'SIGNED' && isSignersTurn(signers, me),
    viewUrl,
  };
}

const trail = (ctx: Context, signer: LeaseSignerRow) => ({
  signerId: signer.id,
  actorId: ctx.viewer?.id ?? null,
  actorLabel: signerLabel(signer),
  ip: ctx.ip,
  userAgent: ctx.userAgent,
});

/** Runs `step` on the locked lease and its signer, then reloads the session. */
async function withSigner(
  ctx: Context,
  leaseId: string,
  token: string | null | undefined,
  step: (tx: Db, record: LeaseRecord, signer: LeaseSignerRow, now: Date) => Promise<MessageRow[] | void>,
): Promise<SigningSession> {
  const messages = await ctx.db.transaction(async (tx: Db) => {
    const record = await lockLeaseRecord(tx, leaseId);
    const signer = resolveSigner(ctx, record, token);
    await linkSignerAccount(tx, ctx, signer);
    return (await step(tx, record, signer, new Date())) ?? [];
  });
  for (const message of messages) await announceMessage(ctx, message);
  const record = await getLeaseRecord(ctx.db, leaseId);
  return session(record, resolveSigner(ctx, record, token));
}

/** Opens the ceremony: the first opening marks the signer VIEWED; every opening is in the trail. */
export async function openLeaseSigning(
  ctx: Context,
  leaseId: string,
  token: string | null | undefined,
  redirectUrl: string | null,
): Promise<SigningSession> {
  const opened = await withSigner(ctx, leaseId, token, async (tx, record, signer, now) => {
    const current = session(record, signer);
    if (!current.isTurn || ctx.esign.name !== 'builtin') return;
    transitionOrThrow(record, 'VIEW', { kind: 'SIGNER', signerId: signer.id }, { now });
    if (signer.status === 'PENDING')
      await tx
        .update(leaseSigners)
        .set({ status: 'VIEWED', viewedAt: now })
        .where(eq(leaseSigners.id, signer.id));
    await recordLeaseEvent(tx, { leaseId, kind: 'VIEWED', ...trail(ctx, signer), at: now });
  });
  if (!opened.isTurn || ctx.esign.name === 'builtin') return opened;
  // The signing service runs the ceremony and reports each step by webhook.
  const returnTo = redirectUrl ?? `${ctx.config.publicUrl}${leasePagePath(leaseId)}`;
  const viewUrl = await ctx.esign.signerViewUrl({
    envelopeId: opened.record.lease.envelopeId ?? '',
    leaseId,
    signer: {
      signerId: opened.signer.id,
      name: opened.signer.name,
      email: opened.signer.email,
      routingOrder: opened.signer.signingOrder,
      role: opened.signer.role,
      locale: opened.signer.locale,
    },
    redirectUrl: returnTo,
  });
  return { ...opened, viewUrl };
}

/** The checks every step after opening shares: the lease is out and it is this signer's turn. */
function assertMayProceed(record: LeaseRecord, signer: LeaseSignerRow, now: Date): void {
  transitionOrThrow(record, 'VIEW', { kind: 'SIGNER', signerId: signer.id }, { now });
}

export function consentToLeaseSigning(ctx: Context, leaseId: string, token: string | null | undefined) {
  return withSigner(ctx, leaseId, token, async (tx, record, signer, now) => {
    assertMayProceed(record, signer, now);
    if (signer.progress.consented) return;
    await tx
      .update(leaseSigners)
      .set({
        progress: { ...signer.progress, consented: true },
        consentedAt: now,
        status: signer.status === 'PENDING' ? 'VIEWED' : signer.status,
        viewedAt: signer.viewedAt ?? now,
      })
      .where(eq(leaseSigners.id, signer.id));
    await recordLeaseEvent(tx, { leaseId, kind: 'CONSENTED', ...trail(ctx, signer), at: now });
  });
}

/** Saves the places tapped so far (only the signer's own places, in any order). */
export function saveLeaseSigningProgress(
  ctx: Context,
  leaseId: string,
  token: string | null | undefined,
  placesDone: readonly string[],
) {
  return withSigner(ctx, leaseId, token, async (tx, record, signer, now) => {
    assertMayProceed(record, signer, now);
    if (!signer.progress.consented) throw new AppError('LEASE_CONSENT_REQUIRED');
    const mine = signingPlaces(signer.role, !!record.lease.terms.additionalTerms);
    const done = SIGNING_PLACES.filter((p) => mine.includes(p) && placesDone.includes(p));
    await tx
      .update(leaseSigners)
      .set({ progress: { ...signer.progress, placesDone: done } })
      .where(eq(leaseSigners.id, signer.id));
  });
}

/** Signs: every place tapped, a readable signature; the last signature completes and seals the lease. */
export function signLease(
  ctx: Context,
  leaseId: string,
  token: string | null | undefined,
  input: SignatureInput,
) {
  return withSigner(ctx, leaseId, token, async (tx, record, signer, now) => {
    const before = transitionOrThrow(record, 'VIEW', { kind: 'SIGNER', signerId: signer.id }, { now });
    const state = transitionOrThrow(record, 'SIGN', { kind: 'SIGNER', signerId: signer.id }, { now });
    if (!signer.progress.consented) throw new AppError('LEASE_CONSENT_REQUIRED');
    const places = signingPlaces(signer.role, !!record.lease.terms.additionalTerms);
    if (placesLeft(places, signer.progress.placesDone).length > 0) throw new AppError('LEASE_PLACES_MISSING');
    const signature = parseSignature(input, signer);
    const stored = await signature.store(ctx, tx);
    const documentSha256 = record.lease.documentHashes[signer.locale] ?? null;
    await tx
      .update(leaseSigners)
      .set({
        status: 'SIGNED',
        signedAt: now,
        signatureKind: signature.kind,
        signatureText: signature.text,
        initials: signature.initials,
        signatureFileId: stored?.id ?? null,
        documentSha256,
        signedIp: ctx.ip,
        signedUserAgent: ctx.userAgent?.slice(0, 400) ?? null,
      })
      .where(eq(leaseSigners.id, signer.id));
    await recordLeaseEvent(tx, {
      leaseId,
      kind: 'SIGNED',
      ...trail(ctx, signer),
      detail: { signatureKind: signature.kind, locale: signer.locale, documentSha256: documentSha256 ?? '' },
      at: now,
    });
    const messages: MessageRow[] = [];
    const line = await postLeaseLine(
      tx,
      record,
      'LEASE_SIGNED',
      { name: signer.name },
      ctx.viewer?.id ?? null,
    );
    if (line) messages.push(line);
    if (state.status === 'COMPLETED') {
      const done = await completeLease(ctx, tx, leaseId, now);
      if (done) messages.push(done);
      return messages;
    }
    // Those whose turn this signature opened hear of it now.
    const waiting = new Set(signersToAct(before).map((s) => s.id));
    const next = signersToAct(state)
      .map((s) => s.id)
      .filter((id) => !waiting.has(id));
    if (next.length > 0) await orderLeaseEmails(tx, { kind: 'SIGN_REQUEST', leaseId, signerIds: next }, now);
    return messages;
  });
}

export function declineLease(
  ctx: Context,
  leaseId: string,
  token: string | null | undefined,
  reason: string,
) {
  return withSigner(ctx, leaseId, token, async (tx, record, signer, now) => {
    transitionOrThrow(record, 'DECLINE', { kind: 'SIGNER', signerId: signer.id }, { now, reason });
    const why = reason.trim().slice(0, 1000);
    await tx
      .update(leaseSigners)
      .set({ status: 'DECLINED', declinedAt: now, declineReason: why })
      .where(eq(leaseSigners.id, signer.id));
    return endLease(ctx, tx, record, {
      status: 'DECLINED',
      reason: why,
      event: { kind: 'DECLINED', ...trail(ctx, signer), detail: { reason: why } },
      line: { key: 'LEASE_DECLINED', name: signer.name },
      now,
    });
  });
}
