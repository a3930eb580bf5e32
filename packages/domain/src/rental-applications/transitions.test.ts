import { describe, expect, it } from 'vitest';
import { APPLICATION_EXPIRY_DAYS } from './limits';
import {
  APPLICATION_ACTIONS,
  APPLICATION_ACTORS,
  APPLICATION_STATUSES,
  type ApplicationAction,
  type ApplicationStatus,
} from './statuses';
import {
  applicationExpiresAt,
  applicationTransition,
  availableApplicationActions,
  statusAfterLandlordOpens,
  type ApplicationTransitionContext,
} from './transitions';

const submittedAt = new Date('2026-10-01T15:00:00Z');
/** Past the expiry, so EXPIRE's timing never hides what the table shows. */
const EXPIRED: ApplicationTransitionContext = { submittedAt, now: new Date('2026-11-26T12:00:00Z') };

const SHORT: Record<string, string> = {
  RENTAL_APPLICATION_CLOSED: 'CLOSED',
  RENTAL_APPLICATION_ACTION_NOT_ALLOWED: 'NOT_ALLOWED',
  RENTAL_APPLICATION_ACTOR_NOT_ALLOWED: 'ACTOR',
  RENTAL_APPLICATION_NOT_EXPIRED: 'NOT_EXPIRED',
};

const CLOSED = ['CLOSED', 'CLOSED', 'CLOSED'];
const NONE = ['NOT_ALLOWED', 'NOT_ALLOWED', 'NOT_ALLOWED'];
const FINAL_ROW = Object.fromEntries(APPLICATION_ACTIONS.map((a) => [a, CLOSED])) as Record<
  ApplicationAction,
  string[]
>;
const OPEN_ROWS = { WITHDRAW: ['WITHDRAWN', 'ACTOR', 'ACTOR'], EXPIRE: ['ACTOR', 'ACTOR', 'EXPIRED'] };

/** Every (status, action) with its outcome for APPLICANT, LANDLORD, SYSTEM. */
const TABLE: Record<ApplicationStatus, Record<ApplicationAction, string[]>> = {
  SUBMITTED: {
    VIEW: ['ACTOR', 'VIEWED', 'ACTOR'],
    SHORTLIST: NONE,
    APPROVE: NONE,
    DECLINE: NONE,
    ...OPEN_ROWS,
  },
  VIEWED: {
    VIEW: NONE,
    SHORTLIST: ['ACTOR', 'SHORTLISTED', 'ACTOR'],
    APPROVE: ['ACTOR', 'APPROVED', 'ACTOR'],
    DECLINE: ['ACTOR', 'DECLINED', 'ACTOR'],
    ...OPEN_ROWS,
  },
  SHORTLISTED: {
    VIEW: NONE,
    SHORTLIST: NONE,
    APPROVE: ['ACTOR', 'APPROVED', 'ACTOR'],
    DECLINE: ['ACTOR', 'DECLINED', 'ACTOR'],
    ...OPEN_ROWS,
  },
  APPROVED: FINAL_ROW,
  DECLINED: FINAL_ROW,
  WITHDRAWN: FINAL_ROW,
  EXPIRED: FINAL_ROW,
};

describe('application status transitions', () => {
  for (const status of APPLICATION_STATUSES)
    for (const action of APPLICATION_ACTIONS)
      it(`${status} × ${action} by ${APPLICATION_ACTORS.join(', ')}`, () => {
        const outcomes = APPLICATION_ACTORS.map((actor) => {
          const r = applicationTransition(status, action, actor, EXPIRED);
          return r.ok ? r.status : (SHORT[r.code] ?? r.code);
        });
        expect(outcomes).toEqual(TABLE[status][action]);
      });

  it(`expires an open application ${APPLICATION_EXPIRY_DAYS} days after submission, not before`, () => {
    const expiresAt = applicationExpiresAt(submittedAt);
    expect(expiresAt.toISOString()).toBe('2026-10-31T15:00:00.000Z');
    const before = { submittedAt, now: new Date(expiresAt.getTime() - 1) };
    expect(applicationTransition('VIEWED', 'EXPIRE', 'SYSTEM', before)).toEqual({
      ok: false,
      code: 'RENTAL_APPLICATION_NOT_EXPIRED',
    });
    expect(applicationTransition('VIEWED', 'EXPIRE', 'SYSTEM', { submittedAt, now: expiresAt })).toEqual({
      ok: true,
      status: 'EXPIRED',
    });
    expect(applicationTransition('SUBMITTED', 'EXPIRE', 'SYSTEM')).toMatchObject({ ok: false });
  });

  it("marks a submitted application viewed on the landlord's first open only", () => {
    expect(statusAfterLandlordOpens('SUBMITTED')).toBe('VIEWED');
    expect(statusAfterLandlordOpens('VIEWED')).toBe('VIEWED');
    expect(statusAfterLandlordOpens('SHORTLISTED')).toBe('SHORTLISTED');
    expect(statusAfterLandlordOpens('WITHDRAWN')).toBe('WITHDRAWN');
  });

  it('offers each party the buttons it may use', () => {
    expect(availableApplicationActions('VIEWED', 'LANDLORD')).toEqual(['SHORTLIST', 'APPROVE', 'DECLINE']);
    expect(availableApplicationActions('SHORTLISTED', 'APPLICANT')).toEqual(['WITHDRAW']);
    expect(availableApplicationActions('SUBMITTED', 'LANDLORD')).toEqual([]);
    expect(availableApplicationActions('APPROVED', 'APPLICANT')).toEqual([]);
  });
});
