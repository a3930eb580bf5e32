import type { LeaseErrorCode } from './errors';
import {
  isFinalLeaseStatus,
  LEASE_SIGNING_DAYS,
  type LeaseStatus,
  type SignerRole,
  type SignerStatus,
} from './statuses';

/*
 * The lease status machine, one pure function both signing adapters (built-in and DocuSign) and
 * every page go through before anything is written. Signers sign in their `order`: those sharing
 * an order sign in any order between them, a later one may open and sign once every earlier one
 * has signed (as an e-signature envelope's routing order works).
 */

export interface LeaseSigner {
  id: string;
  role: SignerRole;
  /** Signing order, from 1; equal orders sign side by side. */
  order: number;
  status: SignerStatus;
}

export interface LeaseState {
  status: LeaseStatus;
  sentAt: Date | null;
  signers: readonly LeaseSigner[];
}

export const LEASE_ACTIONS = ['SEND', 'VIEW', 'SIGN', 'DECLINE', 'VOID', 'EXPIRE'] as const;
export type LeaseAction = (typeof LEASE_ACTIONS)[number];

/** Who acts: one of the signers, the listing's owner, staff with leases edit, or the product. */
export type LeaseActor =
  { kind: 'SIGNER'; signerId: string } | { kind: 'OWNER' } | { kind: 'STAFF' } | { kind: 'SYSTEM' };

export interface LeaseTransitionContext {
  now: Date;
  /** Why a signer declines or the lease is voided; required for those two. */
  reason?: string;
}

export type LeaseTransitionResult = { ok: true; state: LeaseState } | { ok: false; code: LeaseErrorCode };

const DAY_MS = 86_400_000;

/** When a lease sent at `sentAt` expires if not completed. */
export function leaseExpiresAt(sentAt: Date): Date {
  return new Date(sentAt.getTime() + LEASE_SIGNING_DAYS * DAY_MS);
}

/** Whether `signer` may act now: every signer of an earlier order has signed. */
export function isSignersTurn(signers: readonly LeaseSigner[], signer: LeaseSigner): boolean {
  return signers.every((s) => s.order >= signer.order || s.status === 'SIGNED');
}

/** The signers who may sign now (none once the lease is not out for signature). */
export function signersToAct(state: LeaseState): LeaseSigner[] {
  if (state.status !== 'SENT') return [];
  return state.signers.filter((s) => s.status !== 'SIGNED' && isSignersTurn(state.signers, s));
}

/** '2 of 4 signatures'. */
export function signatureProgress(signers: readonly LeaseSigner[]): { signed: number; total: number } {
  return { signed: signers.filter((s) => s.status === 'SIGNED').length, total: signers.length };
}

const fail = (code: LeaseErrorCode): LeaseTransitionResult => ({ ok: false, code });
const hasReason = (context: LeaseTransitionContext) => (context.reason ?? '').trim().length > 0;

function withSigner(state: LeaseState, id: string, status: SignerStatus): LeaseSigner[] {
  return state.signers.map((s) => (s.id === id ? { ...s, status } : s));
}

/** A signer's own act (VIEW, SIGN, DECLINE) on a lease out for signature. */
function signerAct(
  state: LeaseState,
  action: 'VIEW' | 'SIGN' | 'DECLINE',
  signerId: string,
  context: LeaseTransitionContext,
): LeaseTransitionResult {
  if (state.status !== 'SENT') return fail('LEASE_NOT_SENT');
  const signer = state.signers.find((s) => s.id === signerId);
  if (!signer) return fail('LEASE_NOT_A_SIGNER');
  if (signer.status === 'SIGNED') return fail('LEASE_ALREADY_SIGNED');
  if (!isSignersTurn(state.signers, signer)) return fail('LEASE_NOT_YOUR_TURN');
  if (action === 'VIEW') {
    // Opening again changes nothing; the first opening marks the signer VIEWED.
    return { ok: true, state: { ...state, signers: withSigner(state, signerId, 'VIEWED') } };
  }
  if (action === 'DECLINE') {
    if (!hasReason(context)) return fail('LEASE_REASON_REQUIRED');
    return {
      ok: true,
      state: { ...state, status: 'DECLINED', signers: withSigner(state, signerId, 'DECLINED') },
    };
  }
  const signers = withSigner(state, signerId, 'SIGNED');
  const status = signers.every((s) => s.status === 'SIGNED') ? 'COMPLETED' : 'SENT';
  return { ok: true, state: { ...state, status, signers } };
}

/**
 * The lease after `action` by `actor`, or why it cannot happen. Checked in this order: a closed
 * lease (LEASE_CLOSED), who may act (LEASE_ACTOR_NOT_ALLOWED), then the action's own conditions.
 */
export function leaseTransition(
  state: LeaseState,
  action: LeaseAction,
  actor: LeaseActor,
  context: LeaseTransitionContext,
): LeaseTransitionResult {
  if (isFinalLeaseStatus(state.status)) return fail('LEASE_CLOSED');
  const manages = actor.kind === 'OWNER' || actor.kind === 'STAFF';
  switch (action) {
    case 'SEND': {
      if (!manages) return fail('LEASE_ACTOR_NOT_ALLOWED');
      if (state.status !== 'DRAFT') return fail('LEASE_ALREADY_SENT');
      const roles = state.signers.map((s) => s.role);
      if (!roles.includes('LANDLORD') || !roles.includes('TENANT')) return fail('LEASE_NO_SIGNERS');
      return { ok: true, state: { ...state, status: 'SENT', sentAt: context.now } };
    }
    case 'VIEW':
    case 'SIGN':
    case 'DECLINE':
      if (actor.kind !== 'SIGNER') return fail('LEASE_ACTOR_NOT_ALLOWED');
      return signerAct(state, action, actor.signerId, context);
    case 'VOID':
      if (!manages) return fail('LEASE_ACTOR_NOT_ALLOWED');
      if (!hasReason(context)) return fail('LEASE_REASON_REQUIRED');
      return { ok: true, state: { ...state, status: 'VOIDED' } };
    case 'EXPIRE':
      if (actor.kind !== 'SYSTEM') return fail('LEASE_ACTOR_NOT_ALLOWED');
      if (state.status !== 'SENT') return fail('LEASE_NOT_SENT');
      if (!state.sentAt || context.now.getTime() < leaseExpiresAt(state.sentAt).getTime())
        return fail('LEASE_NOT_EXPIRED');
      return { ok: true, state: { ...state, status: 'EXPIRED' } };
  }
}
