import { describe, expect, it } from 'vitest';
import { readBookingParams, viewingFormPath } from './booking-params';

describe('the booking form address', () => {
  it('carries the chosen time and an open house through the log-in round trip', () => {
    const path = viewingFormPath('L1', { startsAt: '2026-03-12T10:00:00-04:00', kind: 'OPEN_HOUSE' });
    expect(path).toBe('/viewing-form?listing=L1&slot=2026-03-12T14%3A00%3A00.000Z&kind=OPEN_HOUSE');
    const back = readBookingParams(new URL(path, 'https://x.test').searchParams);
    expect(back).toEqual({ listing: 'L1', slot: '2026-03-12T14:00:00.000Z', kind: 'OPEN_HOUSE' });
  });

  it('leaves the time out when none is chosen, and a window slot needs no kind', () => {
    expect(viewingFormPath('L1')).toBe('/viewing-form?listing=L1');
    expect(viewingFormPath('L1', { startsAt: '2026-03-12T14:00:00Z', kind: 'SLOT' })).toBe(
      '/viewing-form?listing=L1&slot=2026-03-12T14%3A00%3A00.000Z',
    );
  });

  it('drops a time it cannot read instead of sending it', () => {
    expect(readBookingParams(new URLSearchParams('listing=L1&slot=tomorrow&kind=PARTY'))).toEqual({
      listing: 'L1',
      slot: null,
      kind: 'SLOT',
    });
    expect(readBookingParams(new URLSearchParams('')).listing).toBeNull();
  });
});
