import { describe, expect, it } from 'vitest';
import { budgetRange, knownValues, TENANT_BEDROOMS, tenantInitials, tenantName } from './tenant-format';

describe('tenantName', () => {
  it('shows the first name and the initial of the last name', () => {
    expect(tenantName({ firstName: 'Élise', lastInitial: 't' })).toBe('Élise T.');
  });

  it('shows the first name alone when no initial is shared', () => {
    expect(tenantName({ firstName: 'Élise', lastInitial: null })).toBe('Élise');
    expect(tenantName({ firstName: 'Élise', lastInitial: ' ' })).toBe('Élise');
  });
});

it('tenantInitials gives the avatar letters', () => {
  expect(tenantInitials({ firstName: 'élise', lastInitial: 'T' })).toBe('ÉT');
  expect(tenantInitials({ firstName: 'Omar' })).toBe('O');
});

describe('budgetRange', () => {
  it('is a range when both ends are given, in order', () => {
    expect(budgetRange(1200, 1800)).toEqual({ kind: 'range', min: 1200, max: 1800 });
    expect(budgetRange(1800, 1200)).toEqual({ kind: 'range', min: 1200, max: 1800 });
  });

  it('is an upper bound or a lower bound when only one end is given', () => {
    expect(budgetRange(null, 1800)).toEqual({ kind: 'upTo', max: 1800 });
    expect(budgetRange(1500, 1500)).toEqual({ kind: 'upTo', max: 1500 });
    expect(budgetRange(1200, null)).toEqual({ kind: 'from', min: 1200 });
  });

  it('is nothing when no budget is given (0 counts as not given)', () => {
    expect(budgetRange(null, undefined)).toBeNull();
    expect(budgetRange(0, 0)).toBeNull();
  });
});

it('knownValues keeps the known options in their order and skips the others', () => {
  expect(knownValues(TENANT_BEDROOMS, ['two', 'studio', 'penthouse', 'two'])).toEqual(['studio', 'two']);
});
