import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/translate';
import {
  holdsPlace,
  initialViewingStatus,
  isFinalViewingStatus,
  VIEWING_ACTIONS,
  VIEWING_ACTORS,
  VIEWING_STATUSES,
  type ViewingAction,
  type ViewingStatus,
} from './statuses';
import { VIEWING_SYSTEM_MESSAGES } from './system-messages';
import { availableViewingActions, transition, type TransitionContext } from './transitions';

const startsAt = new Date('2026-06-10T14:00:00Z');
const future = new Date('2026-06-12T14:00:00Z');
/** One context before the viewing's start, one after; a proposal by the renter waits while RESCHEDULE_PROPOSED. */
const BEFORE: TransitionContext = {
  now: new Date('2026-06-09T12:00:00Z'),
  startsAt,
  proposedBy: 'RENTER',
  proposedStartsAt: future,
  newStartsAt: future,
  reason: 'Found another place',
};
const AFTER: TransitionContext = { ...BEFORE, now: new Date('2026-06-10T15:00:00Z') };

const SHORT: Record<string, string> = {
  VIEWING_CLOSED: 'CLOSED',
  VIEWING_ACTION_NOT_ALLOWED: 'NOT_ALLOWED',
  VIEWING_ACTOR_NOT_ALLOWED: 'ACTOR',
  VIEWING_ALREADY_STARTED: 'STARTED',
  VIEWING_NOT_STARTED: 'NOT_STARTED',
  VIEWING_OWN_PROPOSAL: 'OWN',
};

/** A cell: the outcome before the start, then after it if different ('CONFIRMED|STARTED'). */
function cell(status: ViewingStatus, action: ViewingAction, actor: (typeof VIEWING_ACTORS)[number]): string {
  const [before, after] = [BEFORE, AFTER].map((context) => {
    const r = transition(status, action, actor, context);
    return r.ok ? r.status : (SHORT[r.code] ?? r.code);
  });
  return before === after ? before! : `${before}|${after}`;
}

const RP = 'RESCHEDULE_PROPOSED|STARTED';
const CLOSED_ROW = ['CLOSED', 'CLOSED', 'CLOSED', 'CLOSED'];
const NONE = ['NOT_ALLOWED', 'NOT_ALLOWED', 'NOT_ALLOWED', 'NOT_ALLOWED'];
const OPEN_ROWS = {
  PROPOSE_RESCHEDULE: [RP, RP, RP, 'ACTOR'],
  CANCEL: ['CANCELLED|STARTED', 'CANCELLED|STARTED', 'CANCELLED|STARTED', 'CANCELLED'],
};

/** Every (status, action) with its outcome for RENTER, LANDLORD, STAFF, SYSTEM. */
const TABLE: Record<ViewingStatus, Record<ViewingAction, string[]>> = {
  REQUESTED: {
    CONFIRM: ['ACTOR', 'CONFIRMED|STARTED', 'CONFIRMED|STARTED', 'ACTOR'],
    DECLINE: ['ACTOR', 'DECLINED', 'DECLINED', 'ACTOR'],
    ACCEPT_RESCHEDULE: NONE,
    COMPLETE: NONE,
    MARK_NO_SHOW: NONE,
    ...OPEN_ROWS,
  },
  CONFIRMED: {
    CONFIRM: NONE,
    DECLINE: NONE,
    ACCEPT_RESCHEDULE: NONE,
    COMPLETE: ['ACTOR', 'NOT_STARTED|COMPLETED', 'NOT_STARTED|COMPLETED', 'ACTOR'],
    MARK_NO_SHOW: ['ACTOR', 'NOT_STARTED|NO_SHOW', 'NOT_STARTED|NO_SHOW', 'ACTOR'],
    ...OPEN_ROWS,
  },
  RESCHEDULE_PROPOSED: {
    CONFIRM: NONE,
    DECLINE: NONE,
    // Proposed by the renter: the landlord's side answers it.
    ACCEPT_RESCHEDULE: ['OWN', 'CONFIRMED', 'CONFIRMED', 'ACTOR'],
    COMPLETE: NONE,
    MARK_NO_SHOW: NONE,
    ...OPEN_ROWS,
  },
  ...(Object.fromEntries(
    (['DECLINED', 'CANCELLED', 'COMPLETED', 'NO_SHOW'] as const).map((s) => [
      s,
      Object.fromEntries(VIEWING_ACTIONS.map((a) => [a, CLOSED_ROW])),
    ]),
  ) as Record<'DECLINED' | 'CANCELLED' | 'COMPLETED' | 'NO_SHOW', Record<ViewingAction, string[]>>),
};

describe('viewing status transitions', () => {
  it('follow the table for every status, action and actor, before and after the start', () => {
    const actual = Object.fromEntries(
      VIEWING_STATUSES.map((status) => [
        status,
        Object.fromEntries(
          VIEWING_ACTIONS.map((action) => [
            action,
            VIEWING_ACTORS.map((actor) => cell(status, action, actor)),
          ]),
        ),
      ]),
    );
    expect(actual).toEqual(TABLE);
    expect(VIEWING_STATUSES.length * VIEWING_ACTIONS.length * VIEWING_ACTORS.length).toBe(196);
  });

  it('needs a reason to cancel', () => {
    for (const reason of [null, '', '   '])
      expect(transition('CONFIRMED', 'CANCEL', 'RENTER', { ...BEFORE, reason })).toEqual({
        ok: false,
        code: 'VIEWING_REASON_REQUIRED',
      });
    expect(transition('REQUESTED', 'DECLINE', 'LANDLORD', { ...BEFORE, reason: null }).ok).toBe(true);
  });

  it('refuses a new time that has passed', () => {
    const past = new Date('2026-06-01T00:00:00Z');
    expect(
      transition('CONFIRMED', 'PROPOSE_RESCHEDULE', 'LANDLORD', { ...BEFORE, newStartsAt: past }),
    ).toEqual({
      ok: false,
      code: 'VIEWING_IN_PAST',
    });
    expect(
      transition('RESCHEDULE_PROPOSED', 'ACCEPT_RESCHEDULE', 'LANDLORD', {
        ...BEFORE,
        proposedStartsAt: past,
      }),
    ).toEqual({ ok: false, code: 'VIEWING_IN_PAST' });
  });

  it('say who is told, what is posted and what the calendar does', () => {
    expect(transition('REQUESTED', 'CONFIRM', 'LANDLORD', BEFORE)).toEqual({
      ok: true,
      status: 'CONFIRMED',
      notify: ['RENTER'],
      systemMessage: 'VIEWING_CONFIRMED',
      email: 'VIEWING_CONFIRMED',
      calendar: 'REQUEST',
      bumpsSequence: false,
      proposedBy: null,
    });
    expect(transition('CONFIRMED', 'PROPOSE_RESCHEDULE', 'STAFF', BEFORE)).toMatchObject({
      notify: ['RENTER', 'LANDLORD'],
      systemMessage: 'VIEWING_RESCHEDULE_PROPOSED',
      email: 'VIEWING_UPDATED',
      calendar: null,
      proposedBy: 'LANDLORD',
    });
    expect(transition('RESCHEDULE_PROPOSED', 'ACCEPT_RESCHEDULE', 'LANDLORD', BEFORE)).toMatchObject({
      systemMessage: 'VIEWING_RESCHEDULED',
      calendar: 'REQUEST',
      bumpsSequence: true,
    });
    expect(transition('CONFIRMED', 'CANCEL', 'RENTER', BEFORE)).toMatchObject({
      notify: ['LANDLORD'],
      systemMessage: 'VIEWING_CANCELLED_BY_RENTER',
      email: 'VIEWING_CANCELLED',
      calendar: 'CANCEL',
      bumpsSequence: true,
    });
    // A request never confirmed sent no invitation, so there is none to cancel.
    expect(transition('REQUESTED', 'CANCEL', 'SYSTEM', AFTER)).toMatchObject({
      notify: ['RENTER', 'LANDLORD'],
      systemMessage: 'VIEWING_CANCELLED_BY_SYSTEM',
      calendar: null,
      bumpsSequence: false,
    });
    expect(transition('REQUESTED', 'DECLINE', 'LANDLORD', BEFORE)).toMatchObject({
      notify: ['RENTER'],
      email: 'VIEWING_CANCELLED',
      calendar: null,
    });
    expect(transition('CONFIRMED', 'MARK_NO_SHOW', 'LANDLORD', AFTER)).toMatchObject({
      systemMessage: 'VIEWING_NO_SHOW',
      email: 'VIEWING_UPDATED',
    });
  });

  it('list the actions a page offers each actor', () => {
    expect(availableViewingActions('REQUESTED', 'LANDLORD', BEFORE)).toEqual([
      'CONFIRM',
      'DECLINE',
      'PROPOSE_RESCHEDULE',
      'CANCEL',
    ]);
    expect(availableViewingActions('RESCHEDULE_PROPOSED', 'RENTER', BEFORE)).toEqual([
      'PROPOSE_RESCHEDULE',
      'CANCEL',
    ]);
    expect(availableViewingActions('CONFIRMED', 'STAFF', AFTER)).toEqual(['COMPLETE', 'MARK_NO_SHOW']);
    expect(availableViewingActions('COMPLETED', 'LANDLORD', AFTER)).toEqual([]);
  });
});

describe('system messages and first statuses', () => {
  it('date every system message in both languages, and name the reason of a cancellation', () => {
    for (const [key, m] of Object.entries(VIEWING_SYSTEM_MESSAGES)) {
      expect([key, m.en.includes('{date}'), m.fr.includes('{date}')]).toEqual([key, true, true]);
      if (key.startsWith('VIEWING_CANCELLED'))
        expect([m.en, m.fr].every((t) => t.includes('{reason}'))).toBe(true);
    }
    expect(
      translate(VIEWING_SYSTEM_MESSAGES.VIEWING_CONFIRMED, 'fr', {
        date: 'jeudi 12 mars 2026 à 10 h 00 HAE',
      }),
    ).toBe('Le propriétaire a confirmé la visite du jeudi 12 mars 2026 à 10 h 00 HAE.');
  });

  it('confirm an instant booking at once and leave a request to the landlord', () => {
    expect(initialViewingStatus('INSTANT')).toBe('CONFIRMED');
    expect(initialViewingStatus('REQUEST')).toBe('REQUESTED');
    expect(VIEWING_STATUSES.filter(holdsPlace)).toEqual(['REQUESTED', 'CONFIRMED', 'RESCHEDULE_PROPOSED']);
    expect(VIEWING_STATUSES.filter(isFinalViewingStatus)).toEqual([
      'DECLINED',
      'CANCELLED',
      'COMPLETED',
      'NO_SHOW',
    ]);
  });
});
