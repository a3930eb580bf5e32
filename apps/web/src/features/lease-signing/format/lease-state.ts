/*
 * Which screen a signer sees besides the ceremony itself: a lease that can no longer be signed, or
 * one where someone earlier in the order has still to sign.
 */

const CLOSED = ['DECLINED', 'VOIDED', 'EXPIRED', 'DRAFT'] as const;
export type ClosedStatus = (typeof CLOSED)[number];

/** Whether a lease in `status` can no longer be signed. */
export const isClosed = (status: string): status is ClosedStatus =>
  (CLOSED as readonly string[]).includes(status);

interface OrderedSigner {
  name: string;
  order: number;
  status: string;
  isYou: boolean;
}

/** The first signer before you in the order who has not signed yet, the one you wait for. */
export function signerBefore<S extends OrderedSigner>(signers: readonly S[]): S | undefined {
  const mine = signers.find((s) => s.isYou)?.order ?? Infinity;
  return [...signers].sort((a, b) => a.order - b.order).find((s) => s.order < mine && s.status !== 'SIGNED');
}
