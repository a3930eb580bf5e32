import type { RentalApplicationErrorCode } from './errors';
import { APPLICATION_EXPIRY_DAYS } from './limits';
import {
  APPLICATION_ACTIONS,
  isFinalApplicationStatus,
  OPEN_APPLICATION_STATUSES,
  type ApplicationAction,
  type ApplicationActor,
  type ApplicationStatus,
} from './statuses';

/*
 * The status changes of a submitted application, as one pure function the API calls before it
 * writes anything.
 */

interface Rule {
  from: readonly ApplicationStatus[];
  to: ApplicationStatus;
  actor: ApplicationActor;
}

/**
 * Who may do what, from which status. The landlord's first open marks a submitted application
 * VIEWED; a landlord decides only on an application they have opened, shortlisted or not. The
 * applicant may withdraw while no decision is made; the product expires what stays undecided.
 */
export const APPLICATION_TRANSITION_RULES: Readonly<Record<ApplicationAction, Rule>> = {
  VIEW: { from: ['SUBMITTED'], to: 'VIEWED', actor: 'LANDLORD' },
  SHORTLIST: { from: ['VIEWED'], to: 'SHORTLISTED', actor: 'LANDLORD' },
  APPROVE: { from: ['VIEWED', 'SHORTLISTED'], to: 'APPROVED', actor: 'LANDLORD' },
  DECLINE: { from: ['VIEWED', 'SHORTLISTED'], to: 'DECLINED', actor: 'LANDLORD' },
  WITHDRAW: { from: OPEN_APPLICATION_STATUSES, to: 'WITHDRAWN', actor: 'APPLICANT' },
  EXPIRE: { from: OPEN_APPLICATION_STATUSES, to: 'EXPIRED', actor: 'SYSTEM' },
};

/** When EXPIRE is asked: the time now and when the application was submitted. */
export interface ApplicationTransitionContext {
  now: Date;
  submittedAt: Date;
}

export type ApplicationTransitionResult =
  { ok: true; status: ApplicationStatus } | { ok: false; code: RentalApplicationErrorCode };

const DAY_MS = 86_400_000;

/** When an application submitted at `submittedAt` expires if still open. */
export function applicationExpiresAt(submittedAt: Date): Date {
  return new Date(submittedAt.getTime() + APPLICATION_EXPIRY_DAYS * DAY_MS);
}

export function isApplicationExpired(submittedAt: Date, now: Date): boolean {
  return now.getTime() >= applicationExpiresAt(submittedAt).getTime();
}

/**
 * The next status of an application after `action` by `actor`, or why it cannot happen, checked in
 * this order: RENTAL_APPLICATION_CLOSED (a final status), RENTAL_APPLICATION_ACTION_NOT_ALLOWED
 * (not from this status), RENTAL_APPLICATION_ACTOR_NOT_ALLOWED, and
 * RENTAL_APPLICATION_NOT_EXPIRED (EXPIRE before APPLICATION_EXPIRY_DAYS, or without a context).
 */
export function applicationTransition(
  status: ApplicationStatus,
  action: ApplicationAction,
  actor: ApplicationActor,
  context?: ApplicationTransitionContext,
): ApplicationTransitionResult {
  if (isFinalApplicationStatus(status)) return { ok: false, code: 'RENTAL_APPLICATION_CLOSED' };
  const rule = APPLICATION_TRANSITION_RULES[action];
  if (!rule.from.includes(status)) return { ok: false, code: 'RENTAL_APPLICATION_ACTION_NOT_ALLOWED' };
  if (rule.actor !== actor) return { ok: false, code: 'RENTAL_APPLICATION_ACTOR_NOT_ALLOWED' };
  if (action === 'EXPIRE' && !(context && isApplicationExpired(context.submittedAt, context.now)))
    return { ok: false, code: 'RENTAL_APPLICATION_NOT_EXPIRED' };
  return { ok: true, status: rule.to };
}

/**
 * The status after a landlord opens an application: VIEWED on the first open of a submitted one,
 * unchanged otherwise (opening again, or a decided application).
 */
export function statusAfterLandlordOpens(status: ApplicationStatus): ApplicationStatus {
  const result = applicationTransition(status, 'VIEW', 'LANDLORD');
  return result.ok ? result.status : status;
}

/** The actions `actor` may take now, for the buttons a page shows (EXPIRE is the product's alone). */
export function availableApplicationActions(
  status: ApplicationStatus,
  actor: ApplicationActor,
): ApplicationAction[] {
  return APPLICATION_ACTIONS.filter(
    (action) => action !== 'EXPIRE' && action !== 'VIEW' && applicationTransition(status, action, actor).ok,
  );
}
