import { describe, expect, it } from 'vitest';
import { LEASE_SIGNING_DAYS, LEASE_STATUSES, type LeaseStatus } from './statuses';
import {
  LEASE_ACTIONS,
  leaseExpiresAt,
  leaseTransition,
  signatureProgress,
  signersToAct,
  type LeaseAction,
  type LeaseActor,
  type LeaseSigner,
  type LeaseState,
} from './transitions';

const sentAt = new Date('2026-11-01T12:00:00Z');
const later = new Date(sentAt.getTime() + (LEASE_SIGNING_DAYS + 1) * 86_400_000);
const soon = new Date(sentAt.getTime() + 86_400_000);

/** Landlord signs after the tenant and the guarantor, who sign side by side. */
const SIGNERS: LeaseSigner[] = [
  { id: 'tenant', role: 'TENANT', order: 1, status: 'PENDING' },
  { id: 'guarantor', role: 'GUARANTOR', order: 1, status: 'PENDING' },
  { id: 'landlord', role: 'LANDLORD', order: 2, status: 'PENDING' },
];
const lease = (status: LeaseStatus, signers = SIGNERS): LeaseState => ({
  status,
  sentAt: status === 'DRAFT' ? null : sentAt,
  signers,
});

const ACTORS: Record<string, LeaseActor> = {
  tenant: { kind: 'SIGNER', signerId: 'tenant' },
  landlordSigner: { kind: 'SIGNER', signerId: 'landlord' },
  stranger: { kind: 'SIGNER', signerId: 'nobody' },
  owner: { kind: 'OWNER' },
  staff: { kind: 'STAFF' },
  system: { kind: 'SYSTEM' },
};
type ActorName = keyof typeof ACTORS;
const ACTOR_NAMES = Object.keys(ACTORS) as ActorName[];

/** The outcome (new status, or the code without LEASE_) of each action by each actor, from DRAFT and SENT. */
const TABLE: Record<'DRAFT' | 'SENT', Record<LeaseAction, string[]>> = {
  //          tenant               landlordSigner      stranger            owner               staff               system
  DRAFT: {
    SEND: [
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'SENT',
      'SENT',
      'ACTOR_NOT_ALLOWED',
    ],
    VIEW: ['NOT_SENT', 'NOT_SENT', 'NOT_SENT', 'ACTOR_NOT_ALLOWED', 'ACTOR_NOT_ALLOWED', 'ACTOR_NOT_ALLOWED'],
    SIGN: ['NOT_SENT', 'NOT_SENT', 'NOT_SENT', 'ACTOR_NOT_ALLOWED', 'ACTOR_NOT_ALLOWED', 'ACTOR_NOT_ALLOWED'],
    DECLINE: [
      'NOT_SENT',
      'NOT_SENT',
      'NOT_SENT',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
    ],
    VOID: [
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'VOIDED',
      'VOIDED',
      'ACTOR_NOT_ALLOWED',
    ],
    EXPIRE: [
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'NOT_SENT',
    ],
  },
  SENT: {
    SEND: [
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ALREADY_SENT',
      'ALREADY_SENT',
      'ACTOR_NOT_ALLOWED',
    ],
    VIEW: [
      'SENT',
      'NOT_YOUR_TURN',
      'NOT_A_SIGNER',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
    ],
    SIGN: [
      'SENT',
      'NOT_YOUR_TURN',
      'NOT_A_SIGNER',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
    ],
    DECLINE: [
      'DECLINED',
      'NOT_YOUR_TURN',
      'NOT_A_SIGNER',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
    ],
    VOID: [
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'VOIDED',
      'VOIDED',
      'ACTOR_NOT_ALLOWED',
    ],
    EXPIRE: [
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'ACTOR_NOT_ALLOWED',
      'EXPIRED',
    ],
  },
};

const outcome = (status: LeaseStatus, action: LeaseAction, actor: ActorName) => {
  const result = leaseTransition(lease(status), action, ACTORS[actor]!, { now: later, reason: 'A reason' });
  return result.ok ? result.state.status : result.code.replace(/^LEASE_/, '');
};

describe('lease transitions', () => {
  it.each(['DRAFT', 'SENT'] as const)('from %s, for every action and actor', (status) => {
    for (const action of LEASE_ACTIONS)
      expect([action, ACTOR_NAMES.map((a) => outcome(status, action, a))]).toEqual([
        action,
        TABLE[status][action],
      ]);
  });

  it('changes nothing on a closed lease', () => {
    for (const status of LEASE_STATUSES.filter((s) => s !== 'DRAFT' && s !== 'SENT'))
      for (const action of LEASE_ACTIONS)
        for (const actor of ACTOR_NAMES) expect(outcome(status, action, actor)).toBe('CLOSED');
  });

  it('completes when the last signer signs, in order', () => {
    let state = lease('SENT');
    const sign = (id: string) => {
      const result = leaseTransition(state, 'SIGN', { kind: 'SIGNER', signerId: id }, { now: soon });
      if (!result.ok) return result.code;
      state = result.state;
      return state.status;
    };
    expect(signersToAct(state).map((s) => s.id)).toEqual(['tenant', 'guarantor']);
    expect(sign('guarantor')).toBe('SENT');
    expect(sign('guarantor')).toBe('LEASE_ALREADY_SIGNED');
    expect(sign('landlord')).toBe('LEASE_NOT_YOUR_TURN');
    expect(signatureProgress(state.signers)).toEqual({ signed: 1, total: 3 });
    expect(sign('tenant')).toBe('SENT');
    expect(signersToAct(state).map((s) => s.id)).toEqual(['landlord']);
    expect(sign('landlord')).toBe('COMPLETED');
    expect(signatureProgress(state.signers)).toEqual({ signed: 3, total: 3 });
    expect(signersToAct(state)).toEqual([]);
  });

  it('marks the signer on view and decline, and wants a reason to decline or void', () => {
    const viewed = leaseTransition(lease('SENT'), 'VIEW', ACTORS.tenant!, { now: soon });
    expect(viewed.ok && viewed.state.signers.find((s) => s.id === 'tenant')!.status).toBe('VIEWED');
    expect(leaseTransition(lease('SENT'), 'DECLINE', ACTORS.tenant!, { now: soon, reason: '  ' })).toEqual({
      ok: false,
      code: 'LEASE_REASON_REQUIRED',
    });
    expect(leaseTransition(lease('SENT'), 'VOID', ACTORS.owner!, { now: soon })).toEqual({
      ok: false,
      code: 'LEASE_REASON_REQUIRED',
    });
    const declined = leaseTransition(lease('SENT'), 'DECLINE', ACTORS.tenant!, { now: soon, reason: 'Rent' });
    expect(declined.ok && declined.state.signers.map((s) => s.status)).toEqual([
      'DECLINED',
      'PENDING',
      'PENDING',
    ]);
  });

  it('sends only with a landlord and a tenant, recording when; expires LEASE_SIGNING_DAYS later', () => {
    const noTenant = lease(
      'DRAFT',
      SIGNERS.filter((s) => s.role !== 'TENANT'),
    );
    expect(leaseTransition(noTenant, 'SEND', ACTORS.owner!, { now: sentAt })).toEqual({
      ok: false,
      code: 'LEASE_NO_SIGNERS',
    });
    const sent = leaseTransition(lease('DRAFT'), 'SEND', ACTORS.owner!, { now: sentAt });
    expect(sent.ok && sent.state.sentAt).toEqual(sentAt);
    expect(leaseTransition(lease('SENT'), 'EXPIRE', ACTORS.system!, { now: soon })).toEqual({
      ok: false,
      code: 'LEASE_NOT_EXPIRED',
    });
    expect(leaseExpiresAt(sentAt).getTime() - sentAt.getTime()).toBe(LEASE_SIGNING_DAYS * 86_400_000);
    expect(leaseTransition(lease('SENT'), 'EXPIRE', ACTORS.system!, { now: leaseExpiresAt(sentAt) }).ok).toBe(
      true,
    );
  });
});
