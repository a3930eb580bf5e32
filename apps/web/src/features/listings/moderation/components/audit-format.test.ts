import { describe, expect, it } from 'vitest';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { editFieldLabel } from './audit-field-labels';
import { auditActionWord, auditValueText } from './audit-format';

const words = { yes: 'Yes', no: 'No', none: '—', pictures: (n: number) => `${n} pictures` };

describe('listing history', () => {
  it('names the recorded actions and leaves unknown ones alone', () => {
    expect(auditActionWord('listing.unavailable')).toBe('unavailable');
    expect(auditActionWord('listing.approve')).toBe('approve');
    expect(auditActionWord('listing.edit')).toBe('edit');
    expect(auditActionWord('listing.rented')).toBe('rented');
    expect(auditActionWord('listing.boost')).toBeNull();
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

describe("an edit's fields in the history", () => {
  it('names them with the domain labels, flags by their own label', () => {
    expect(editFieldLabel('title', 'en')).toBe('Title');
    expect(editFieldLabel('location.address', 'fr')).toBe('Adresse');
    expect(editFieldLabel('unit.monthlyPrice', 'en')).toBe('Monthly price');
    expect(editFieldLabel('lockbox', 'fr')).toBe('Boîte à clé');
    expect(editFieldLabel('govtProofFileId', 'en')).toBe('Government proof');
    expect(editFieldLabel('signatureFileId', 'fr')).toBe('Signature dessinée');
    expect(editFieldLabel('amenityGym', 'en')).toBe('Gym');
    expect(editFieldLabel('unit.applianceFridge', 'en')).toBe('Fridge');
    expect(editFieldLabel('somethingElse', 'en')).toBeNull();
  });

  it('writes rents as money and picture lists as a count', () => {
    expect(auditValueText('unit.monthlyPrice', 1900, 'en', words)).toBe('$1,900');
    expect(auditValueText('pictures', ['a', 'b', 'c'], 'en', words)).toBe('3 pictures');
  });
});
