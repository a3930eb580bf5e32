import { describe, expect, it } from 'vitest';
import { actionFormDefaults, actionFormSchema, dialogOf } from './action-form';

const viewing = {
  id: '7d1e3b0c-1c1a-4a53-9c39-3f0f8a4f9d11',
  // 10:00 in St. John's (NST, UTC−3:30).
  startsAt: '2026-12-03T13:30:00.000Z',
  zone: 'America/St_Johns',
  proposedTimes: [] as string[],
};
const now = () => new Date('2026-12-01T12:00:00Z');

describe('dialogOf', () => {
  it('asks for a reason or a time, and confirms a single proposed time at once', () => {
    expect(dialogOf('CANCEL', viewing)).toBe('CANCEL');
    expect(dialogOf('DECLINE', viewing)).toBe('DECLINE');
    expect(dialogOf('PROPOSE_RESCHEDULE', viewing)).toBe('PROPOSE_RESCHEDULE');
    expect(dialogOf('CONFIRM', viewing)).toBeNull();
    expect(dialogOf('CONFIRM', { ...viewing, proposedTimes: ['a', 'b'] })).toBe('CONFIRM');
    expect(dialogOf('MARK_NO_SHOW', viewing)).toBeNull();
    expect(dialogOf('ACCEPT_RESCHEDULE', viewing)).toBeNull();
  });
});

describe('actionFormSchema', () => {
  it('starts a new time from the current one, in the listing’s zone', () => {
    expect(actionFormDefaults(viewing)).toMatchObject({ date: '2026-12-03', time: '10:00' });
  });

  it('reads a proposed time in the listing’s zone, half-hour offset included', () => {
    const parsed = actionFormSchema('PROPOSE_RESCHEDULE', viewing, now).parse({
      reason: '',
      date: '2026-12-04',
      time: '14:00',
      choice: '',
    });
    expect(parsed).toEqual({
      viewing: viewing.id,
      action: 'PROPOSE_RESCHEDULE',
      reason: null,
      startsAt: '2026-12-04T17:30:00.000Z',
    });
  });

  it('refuses a proposed time already past', () => {
    const result = actionFormSchema('PROPOSE_RESCHEDULE', viewing, now).safeParse({
      reason: '',
      date: '2026-11-30',
      time: '14:00',
      choice: '',
    });
    expect(result.error?.issues).toMatchObject([{ path: ['time'], message: 'notFuture' }]);
  });

  it('needs a reason to cancel but not to decline', () => {
    const empty = { reason: '  ', date: '', time: '', choice: '' };
    expect(actionFormSchema('CANCEL', viewing, now).safeParse(empty).error?.issues).toMatchObject([
      { path: ['reason'], message: 'required' },
    ]);
    expect(actionFormSchema('DECLINE', viewing, now).parse(empty)).toMatchObject({
      reason: null,
      startsAt: null,
    });
  });

  it('confirms the proposed time chosen', () => {
    const parsed = actionFormSchema('CONFIRM', viewing, now).parse({
      reason: '',
      date: '',
      time: '',
      choice: '2026-12-05T14:00:00.000Z',
    });
    expect(parsed.startsAt).toBe('2026-12-05T14:00:00.000Z');
  });
});
