import { describe, expect, it } from 'vitest';
import { CLOCK_MARGIN_MS, nobodyToEmail, type EmailCandidate } from './email-quiet-period';
import { MESSAGE_EMAIL_QUIET_MINUTES } from './limits';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const QUIET_MS = MESSAGE_EMAIL_QUIET_MINUTES * 60_000;
const person = (userId: string, over: Partial<EmailCandidate> = {}): EmailCandidate => ({
  userId,
  role: 'OWNER',
  blockedAt: null,
  lastEmailedAt: null,
  ...over,
});
const ago = (ms: number) => new Date(NOW - ms);

describe('nobodyToEmail', () => {
  it('says someone may be e-mailed when the other party never was', () => {
    expect(nobodyToEmail('renter', [person('renter', { role: 'RENTER' }), person('owner')], NOW)).toBe(false);
  });

  it('says nobody while the other party was e-mailed within the quiet period', () => {
    const owner = person('owner', { lastEmailedAt: ago(60_000) });
    expect(nobodyToEmail('renter', [person('renter', { role: 'RENTER' }), owner], NOW)).toBe(true);
  });

  it('lets the job run near the end of the quiet period, where clocks may disagree', () => {
    const nearEnd = person('owner', { lastEmailedAt: ago(QUIET_MS - CLOCK_MARGIN_MS / 2) });
    const over = person('owner', { lastEmailedAt: ago(QUIET_MS + 1) });
    expect(nobodyToEmail('renter', [nearEnd], NOW)).toBe(false);
    expect(nobodyToEmail('renter', [over], NOW)).toBe(false);
  });

  it('never counts the sender, staff, or a participant who blocked the room', () => {
    const others = [
      person('renter', { role: 'RENTER' }),
      person('staff', { role: 'STAFF' }),
      person('owner', { blockedAt: ago(1000) }),
    ];
    expect(nobodyToEmail('renter', others, NOW)).toBe(true);
  });

  it('counts everyone for a message without a sender (a deleted account)', () => {
    expect(nobodyToEmail(null, [person('renter', { role: 'RENTER' })], NOW)).toBe(false);
  });
});
