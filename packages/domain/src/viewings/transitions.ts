import type { ViewingEmailKind } from './emails';
import type { ViewingErrorCode } from './errors';
import {
  isFinalViewingStatus,
  partyOf,
  type ViewingAction,
  type ViewingActor,
  type ViewingParty,
  type ViewingStatus,
} from './statuses';
import type { ViewingSystemMessageKey } from './system-messages';

/*
 * The status changes of a viewing, as one pure function the API calls before it writes anything.
 * Each change posts a system message in the conversation and e-mails the other party; the result
 * says which, and whether the e-mail carries a calendar invitation or cancellation.
 */

/** When an action may happen, relative to the viewing's start. */
type Timing = 'BEFORE_START' | 'AFTER_START' | 'ANY';

interface Rule {
  from: readonly ViewingStatus[];
  to: ViewingStatus;
  actors: readonly ViewingActor[];
  timing: Timing;
}

const OPEN: readonly ViewingStatus[] = ['REQUESTED', 'CONFIRMED', 'RESCHEDULE_PROPOSED'];
const LANDLORD_SIDE: readonly ViewingActor[] = ['LANDLORD', 'STAFF'];
const PARTIES: readonly ViewingActor[] = ['RENTER', 'LANDLORD', 'STAFF'];

/**
 * Who may do what, from which status. Either party may propose another time, as often as it
 * likes (a counter-proposal replaces the previous one), and the other party accepts it. Only the
 * landlord's side confirms, declines, and says after the time whether the renter came. Anyone may
 * cancel before the start, with a reason; the product itself may cancel at any time (a listing
 * taken down, a request left unanswered past its time).
 */
export const VIEWING_TRANSITION_RULES: Record<ViewingAction, Rule> = {
  CONFIRM: { from: ['REQUESTED'], to: 'CONFIRMED', actors: LANDLORD_SIDE, timing: 'BEFORE_START' },
  DECLINE: { from: ['REQUESTED'], to: 'DECLINED', actors: LANDLORD_SIDE, timing: 'ANY' },
  PROPOSE_RESCHEDULE: { from: OPEN, to: 'RESCHEDULE_PROPOSED', actors: PARTIES, timing: 'BEFORE_START' },
  ACCEPT_RESCHEDULE: { from: ['RESCHEDULE_PROPOSED'], to: 'CONFIRMED', actors: PARTIES, timing: 'ANY' },
  CANCEL: { from: OPEN, to: 'CANCELLED', actors: [...PARTIES, 'SYSTEM'], timing: 'BEFORE_START' },
  COMPLETE: { from: ['CONFIRMED'], to: 'COMPLETED', actors: LANDLORD_SIDE, timing: 'AFTER_START' },
  MARK_NO_SHOW: { from: ['CONFIRMED'], to: 'NO_SHOW', actors: LANDLORD_SIDE, timing: 'AFTER_START' },
};

export interface TransitionContext {
  now: Date;
  /** The viewing's current start. */
  startsAt: Date;
  /** While RESCHEDULE_PROPOSED: the side that proposed the new time, and that time. */
  proposedBy?: ViewingParty | null;
  proposedStartsAt?: Date | null;
  /** The new time PROPOSE_RESCHEDULE puts forward. */
  newStartsAt?: Date | null;
  /** Why a viewing is cancelled (required) or declined (optional), shown to the other party. */
  reason?: string | null;
}

/** What a calendar attached to the e-mail does: invite (or update), cancel, or nothing. */
export type CalendarMethod = 'REQUEST' | 'CANCEL';

export interface TransitionOutcome {
  ok: true;
  status: ViewingStatus;
  /** Who is e-mailed: the other party; both when staff or the product acted. */
  notify: readonly ViewingParty[];
  systemMessage: ViewingSystemMessageKey;
  email: ViewingEmailKind;
  calendar: CalendarMethod | null;
  /** The .ics SEQUENCE goes up: the time changed or the event is cancelled (RFC 5546). */
  bumpsSequence: boolean;
  /** The side whose proposal now waits for an answer (PROPOSE_RESCHEDULE), else null. */
  proposedBy: ViewingParty | null;
}

export type TransitionResult = TransitionOutcome | { ok: false; code: ViewingErrorCode };

function notified(actor: ViewingActor): readonly ViewingParty[] {
  if (actor === 'RENTER') return ['LANDLORD'];
  if (actor === 'LANDLORD') return ['RENTER'];
  // Staff act for the landlord, who is told too; the product's own changes concern both.
  return ['RENTER', 'LANDLORD'];
}

function systemMessageOf(action: ViewingAction, actor: ViewingActor): ViewingSystemMessageKey {
  switch (action) {
    case 'CONFIRM':
      return 'VIEWING_CONFIRMED';
    case 'DECLINE':
      return 'VIEWING_DECLINED';
    case 'PROPOSE_RESCHEDULE':
      return 'VIEWING_RESCHEDULE_PROPOSED';
    case 'ACCEPT_RESCHEDULE':
      return 'VIEWING_RESCHEDULED';
    case 'COMPLETE':
      return 'VIEWING_COMPLETED';
    case 'MARK_NO_SHOW':
      return 'VIEWING_NO_SHOW';
    case 'CANCEL':
      if (actor === 'RENTER') return 'VIEWING_CANCELLED_BY_RENTER';
      return actor === 'SYSTEM' ? 'VIEWING_CANCELLED_BY_SYSTEM' : 'VIEWING_CANCELLED_BY_LANDLORD';
  }
}

// A declined request is told like a cancellation: the viewing will not happen, and why.
const EMAILS: Partial<Record<ViewingAction, ViewingEmailKind>> = {
  CONFIRM: 'VIEWING_CONFIRMED',
  DECLINE: 'VIEWING_CANCELLED',
  CANCEL: 'VIEWING_CANCELLED',
};

/** An invitation went out once the viewing was confirmed; a cancellation withdraws it. */
function calendarOf(status: ViewingStatus, action: ViewingAction): CalendarMethod | null {
  if (action === 'CONFIRM' || action === 'ACCEPT_RESCHEDULE') return 'REQUEST';
  if (action === 'CANCEL' && status !== 'REQUESTED') return 'CANCEL';
  return null;
}

/**
 * The next status of a viewing after `action` by `actor`, or why it cannot happen, checked in this
 * order: VIEWING_CLOSED (a final status), VIEWING_ACTION_NOT_ALLOWED (not from this status),
 * VIEWING_ACTOR_NOT_ALLOWED, VIEWING_OWN_PROPOSAL (accepting one's own new time),
 * VIEWING_ALREADY_STARTED / VIEWING_NOT_STARTED / VIEWING_IN_PAST (timing), and
 * VIEWING_REASON_REQUIRED (a cancellation without a reason).
 */
export function transition(
  status: ViewingStatus,
  action: ViewingAction,
  actor: ViewingActor,
  context: TransitionContext,
): TransitionResult {
  if (isFinalViewingStatus(status)) return { ok: false, code: 'VIEWING_CLOSED' };
  const rule = VIEWING_TRANSITION_RULES[action];
  if (!rule.from.includes(status)) return { ok: false, code: 'VIEWING_ACTION_NOT_ALLOWED' };
  if (!rule.actors.includes(actor)) return { ok: false, code: 'VIEWING_ACTOR_NOT_ALLOWED' };
  const party = actor === 'SYSTEM' ? null : partyOf(actor);
  if (action === 'ACCEPT_RESCHEDULE' && context.proposedBy === party)
    return { ok: false, code: 'VIEWING_OWN_PROPOSAL' };

  const now = context.now.getTime();
  const started = context.startsAt.getTime() <= now;
  // The product may withdraw a viewing whatever its time; people change only what has not begun.
  if (rule.timing === 'BEFORE_START' && started && actor !== 'SYSTEM')
    return { ok: false, code: 'VIEWING_ALREADY_STARTED' };
  if (rule.timing === 'AFTER_START' && !started) return { ok: false, code: 'VIEWING_NOT_STARTED' };
  const newTime = action === 'ACCEPT_RESCHEDULE' ? context.proposedStartsAt : context.newStartsAt;
  if (
    (action === 'ACCEPT_RESCHEDULE' || action === 'PROPOSE_RESCHEDULE') &&
    (!newTime || newTime.getTime() <= now)
  )
    return { ok: false, code: 'VIEWING_IN_PAST' };
  if (action === 'CANCEL' && !context.reason?.trim()) return { ok: false, code: 'VIEWING_REASON_REQUIRED' };

  const calendar = calendarOf(status, action);
  return {
    ok: true,
    status: rule.to,
    notify: notified(actor),
    systemMessage: systemMessageOf(action, actor),
    email: EMAILS[action] ?? 'VIEWING_UPDATED',
    calendar,
    bumpsSequence: action === 'ACCEPT_RESCHEDULE' || calendar === 'CANCEL',
    proposedBy: action === 'PROPOSE_RESCHEDULE' ? party : null,
  };
}

/** The actions `actor` may take now, for the buttons a page shows. */
export function availableViewingActions(
  status: ViewingStatus,
  actor: ViewingActor,
  context: Omit<TransitionContext, 'reason' | 'newStartsAt'>,
): ViewingAction[] {
  const probe = { ...context, reason: 'probe', newStartsAt: new Date(context.now.getTime() + 1) };
  return (Object.keys(VIEWING_TRANSITION_RULES) as ViewingAction[]).filter(
    (action) => transition(status, action, actor, probe).ok,
  );
}
