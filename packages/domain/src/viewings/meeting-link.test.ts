import { describe, expect, it } from 'vitest';
import { meetingLinkFor } from './meeting-link';

const LINK = 'https://meet.example.com/abc';
const virtual = {
  showingType: 'VIRTUAL' as const,
  meetingLink: LINK,
  status: 'CONFIRMED' as const,
  confirmedAt: new Date('2026-06-01T12:00:00Z'),
};

describe('the meeting link of a viewing', () => {
  it('goes to the renter once the viewing is confirmed, not while only requested', () => {
    expect(meetingLinkFor(virtual, 'RENTER')).toBe(LINK);
    expect(meetingLinkFor({ ...virtual, status: 'REQUESTED', confirmedAt: null }, 'RENTER')).toBeNull();
  });

  it('stays with the renter while a new time of a confirmed viewing is discussed', () => {
    expect(meetingLinkFor({ ...virtual, status: 'RESCHEDULE_PROPOSED' }, 'RENTER')).toBe(LINK);
    expect(
      meetingLinkFor({ ...virtual, status: 'RESCHEDULE_PROPOSED', confirmedAt: null }, 'RENTER'),
    ).toBeNull();
  });

  it('is taken from the renter once the viewing is cancelled', () => {
    expect(meetingLinkFor({ ...virtual, status: 'CANCELLED' }, 'RENTER')).toBeNull();
  });

  it('always goes to the landlord and staff, never to others, and not for in-person viewings', () => {
    const requested = { ...virtual, status: 'REQUESTED' as const, confirmedAt: null };
    expect(meetingLinkFor(requested, 'LANDLORD')).toBe(LINK);
    expect(meetingLinkFor(requested, 'STAFF')).toBe(LINK);
    expect(meetingLinkFor(virtual, null)).toBeNull();
    expect(meetingLinkFor({ ...virtual, showingType: 'IN_PERSON' }, 'LANDLORD')).toBeNull();
  });
});
