import { expect, it } from 'vitest';
import { approvalState, formatNumber, ownerName } from './admin-listing-format';

it('approvalState tells approved, rejected and awaiting review apart', () => {
  expect(approvalState({ isapproved: true, rejectedAt: null })).toBe('APPROVED');
  expect(approvalState({ isapproved: false, rejectedAt: '2026-01-02T00:00:00Z' })).toBe('REJECTED');
  expect(approvalState({ isapproved: false })).toBe('PENDING');
});

it('ownerName joins the names it has', () => {
  expect(ownerName({ firstName: 'Élise', lastName: 'Tremblay' })).toBe('Élise Tremblay');
  expect(ownerName({ firstName: ' Sam ', lastName: null })).toBe('Sam');
  expect(ownerName({ firstName: '', lastName: undefined })).toBeNull();
});

it('formatNumber groups thousands per language', () => {
  expect(formatNumber(12345, 'en')).toBe('12,345');
  expect(formatNumber(12345, 'fr')).toBe('12\u00a0345');
});
