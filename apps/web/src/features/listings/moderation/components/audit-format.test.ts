import { describe, expect, it } from 'vitest';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { auditActionWord, auditValueText, fieldChanges } from './audit-format';

const words = { yes: 'Yes', no: 'No', none: '—' };

describe('listing history', () => {
  it('names the recorded actions and leaves unknown ones alone', () => {
    expect(auditActionWord('listing.unavailable')).toBe('unavailable');
    expect(auditActionWord('listing.approve')).toBe('approve');
    expect(auditActionWord('listing.boost')).toBeNull();
  });

  it('lists the changed fields, known ones in a stable order, each with before and after (not ids)', () => {
    const changes = fieldChanges(
      JSON.stringify({ zeta: 1, isHidden: false, isapproved: false }),
      JSON.stringify({
        isHidden: true,
        availablityStatus: 'NOT_RENTED',
        isapproved: true,
        approvedById: 'u1',
      }),
    );
    expect(changes).toEqual([
      { field: 'isapproved', before: false, after: true },
      { field: 'isHidden', before: false, after: true },
      { field: 'availablityStatus', before: null, after: 'NOT_RENTED' },
      { field: 'zeta', before: 1, after: null },
    ]);
  });

  it('reads a missing or broken side as no change', () => {
    expect(fieldChanges(null, 'not json')).toEqual([]);
    expect(fieldChanges('[1]', JSON.stringify({ isHidden: true }))).toEqual([
      { field: 'isHidden', before: null, after: true },
    ]);
  });

  it('writes values in words: choices by label, flags as yes or no, dates as the tables do', () => {
    expect(auditValueText('availablityStatus', 'RENTED_ELSEWHERE', 'en', words)).toBe('Rented elsewhere');
    expect(auditValueText('availablityStatus', 'RENTED_ELSEWHERE', 'fr', words)).toBe('Loué ailleurs');
    expect(auditValueText('tuList', 'REFERRAL', 'en', words)).toBe('Referral');
    expect(auditValueText('isHidden', true, 'en', words)).toBe('Yes');
    expect(auditValueText('disableListing', '0', 'en', words)).toBe('No');
    expect(auditValueText('rentedPrice', 2150.5, 'en', words)).toBe('$2,150.50');
    expect(auditValueText('signedLeaseDate', '2026-01-15', 'en', words)).toBe('01-15-2026');
    const at = '2026-02-03T14:05:00.000Z';
    expect(auditValueText('approvedAt', at, 'en', words)).toBe(formatTimestamp(at));
    expect(auditValueText('rejectionReason', null, 'en', words)).toBe('—');
    expect(auditValueText('rejectionReason', 'Blurry pictures', 'en', words)).toBe('Blurry pictures');
  });
});
