import { describe, expect, it } from 'vitest';
import {
  calendarEventStatus,
  calendarFeedPath,
  calendarFeedTokenSchema,
  isInCalendarFeed,
} from './calendar-feed';

describe('calendar feeds', () => {
  it('take a 43-character base64url token and put it in the path', () => {
    const token = 'a'.repeat(40) + '-_9';
    expect(calendarFeedTokenSchema.safeParse(token).success).toBe(true);
    expect(calendarFeedTokenSchema.safeParse(`${token}=`).success).toBe(false);
    expect(calendarFeedTokenSchema.safeParse('../../etc/passwd').success).toBe(false);
    expect(calendarFeedPath(token)).toBe(`/calendar/viewings/${token}.ics`);
  });

  it('list viewings still on, and those just over for a week', () => {
    const now = new Date('2026-06-10T12:00:00Z');
    const endsAt = new Date('2026-06-05T12:00:00Z');
    expect(isInCalendarFeed({ status: 'CONFIRMED', endsAt }, now)).toBe(true);
    expect(isInCalendarFeed({ status: 'COMPLETED', endsAt }, now)).toBe(true);
    expect(isInCalendarFeed({ status: 'CANCELLED', endsAt: new Date('2026-06-20T12:00:00Z') }, now)).toBe(
      false,
    );
    expect(isInCalendarFeed({ status: 'CONFIRMED', endsAt: new Date('2026-06-01T12:00:00Z') }, now)).toBe(
      false,
    );
  });

  it('show a request as tentative', () => {
    expect(calendarEventStatus('REQUESTED')).toBe('TENTATIVE');
    expect(calendarEventStatus('RESCHEDULE_PROPOSED')).toBe('CONFIRMED');
    expect(calendarEventStatus('NO_SHOW')).toBe('CANCELLED');
  });
});
