import { verifySignerToken } from '../../adapters/esign/signer-token';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { leaseSigners, type LeaseSignerRow } from '../../db/schema/leases';
import type { Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { signingKey } from '../messaging/message-email-token';
import { viewerSigner } from './lease.policy';
import type { LeaseRecord } from './lease-records';

/*
 * Who is signing: the signer whose e-mailed link (token) was opened, or the signed-in user who is
 * one of the signers. A token names one signer of one lease until the signing deadline; a wrong,
 * altered or expired one is LEASE_LINK_INVALID, never someone else's ceremony.
 */

export function resolveSigner(
  ctx: Context,
  record: LeaseRecord,
  token: string | null | undefined,
): LeaseSignerRow {
  if (token) {
    const claim = verifySignerToken(signingKey(ctx.config), token, new Date());
    const signer = claim?.leaseId === record.lease.id && record.signers.find((s) => s.id === claim.signerId);
    if (!signer) throw new AppError('LEASE_LINK_INVALID');
    return signer;
  }
  const signer = viewerSigner(ctx.viewer, record);
  if (!signer) throw new AppError(ctx.viewer ? 'LEASE_NOT_A_SIGNER' : 'UNAUTHENTICATED');
  return signer;
}

/** Ties a signer matched by e-mail to the account that signed in with it, so their lists show the lease. */
export async function linkSignerAccount(tx: Db, ctx: Context, signer: LeaseSignerRow): Promise<void> {
  if (signer.userId || !ctx.viewer || ctx.viewer.email.toLowerCase() !== signer.email) return;
  await tx.update(leaseSigners).set({ userId: ctx.viewer.id }).where(eq(leaseSigners.id, signer.id));
}
