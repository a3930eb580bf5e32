import { describe, expect, it } from 'vitest';
import { reminderDue, reminderSchedule, type ReminderViewing } from './reminders';

const startsAt = new Date('2026-06-10T14:00:00Z');
const viewing: ReminderViewing = {
  status: 'CONFIRMED',
  startsAt,
  confirmedAt: new Date('2026-06-01T12:00:00Z'),
};
const at = (iso: string) => new Date(iso);

describe('viewing reminders', () => {
  it('are due 24 hours and 2 hours before the start', () => {
    expect(reminderSchedule(viewing, at('2026-06-02T00:00:00Z'))).toEqual([
      { key: 'DAY_BEFORE', dueAt: at('2026-06-09T14:00:00Z') },
      { key: 'SHORTLY_BEFORE', dueAt: at('2026-06-10T12:00:00Z') },
    ]);
    expect(reminderSchedule(viewing, at('2026-06-09T15:00:00Z'))).toEqual([
      { key: 'SHORTLY_BEFORE', dueAt: at('2026-06-10T12:00:00Z') },
    ]);
  });

  it('are not scheduled for a viewing that is not confirmed, nor before it was booked', () => {
    for (const status of ['REQUESTED', 'RESCHEDULE_PROPOSED', 'CANCELLED', 'DECLINED'] as const)
      expect(reminderSchedule({ ...viewing, status }, at('2026-06-02T00:00:00Z'))).toEqual([]);
    const lastMinute = { ...viewing, confirmedAt: at('2026-06-10T10:00:00Z') };
    expect(reminderSchedule(lastMinute, at('2026-06-10T10:00:00Z')).map((r) => r.key)).toEqual([
      'SHORTLY_BEFORE',
    ]);
  });

  it('are sent once each, when due and before the start', () => {
    expect(reminderDue(viewing, at('2026-06-09T13:59:00Z'))).toBeNull();
    expect(reminderDue(viewing, at('2026-06-09T14:05:00Z'))?.key).toBe('DAY_BEFORE');
    expect(reminderDue({ ...viewing, sent: ['DAY_BEFORE'] }, at('2026-06-09T14:05:00Z'))).toBeNull();
    expect(reminderDue({ ...viewing, sent: ['DAY_BEFORE'] }, at('2026-06-10T12:01:00Z'))?.key).toBe(
      'SHORTLY_BEFORE',
    );
    expect(
      reminderDue({ ...viewing, sent: ['DAY_BEFORE', 'SHORTLY_BEFORE'] }, at('2026-06-10T13:00:00Z')),
    ).toBeNull();
    expect(reminderDue(viewing, at('2026-06-10T14:00:00Z'))).toBeNull();
    expect(reminderDue({ ...viewing, status: 'CANCELLED' }, at('2026-06-09T14:05:00Z'))).toBeNull();
  });

  it('send only the later one after a pause that skipped both due times', () => {
    expect(reminderDue(viewing, at('2026-06-10T13:00:00Z'))?.key).toBe('SHORTLY_BEFORE');
    expect(reminderDue({ ...viewing, sent: ['SHORTLY_BEFORE'] }, at('2026-06-10T13:10:00Z'))).toBeNull();
  });
});
