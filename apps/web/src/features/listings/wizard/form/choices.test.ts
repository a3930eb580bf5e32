import { PETS } from '@rentals/domain/listings/enums';
import { describe, expect, it } from 'vitest';
import { posterRoleChoices, toggleChoice, togglePetChoice } from './choices';

describe('togglePetChoice', () => {
  it('choosing none clears the other pets', () => {
    expect(togglePetChoice(PETS, ['cat', 'dog'], 'none', true)).toEqual(['none']);
  });

  it('choosing another pet removes none', () => {
    expect(togglePetChoice(PETS, ['none'], 'dog', true)).toEqual(['dog']);
    expect(togglePetChoice(PETS, ['dog'], 'cat', true)).toEqual(['cat', 'dog']);
  });

  it('unchecking removes only that pet', () => {
    expect(togglePetChoice(PETS, ['cat', 'dog'], 'cat', false)).toEqual(['dog']);
  });
});

it('toggleChoice keeps the options order', () => {
  expect(toggleChoice(['a', 'b', 'c'], ['c'], 'a', true)).toEqual(['a', 'c']);
  expect(toggleChoice(['a', 'b', 'c'], ['a', 'c'], 'c', false)).toEqual(['a']);
});

describe('posterRoleChoices', () => {
  it("offers the dialog's four poster types", () => {
    expect(posterRoleChoices('')).toEqual([
      'LANDLORD_OWNER',
      'REAL_ESTATE_AGENT',
      'LEASE_ASSIGNOR',
      'SUB_LESSOR',
    ]);
    expect(posterRoleChoices('SUB_LESSOR')).toHaveLength(4);
  });

  it('adds a stored poster type the dialog does not offer, so editing shows it', () => {
    expect(posterRoleChoices('PROPERTY_MANAGER')).toEqual([
      'LANDLORD_OWNER',
      'REAL_ESTATE_AGENT',
      'LEASE_ASSIGNOR',
      'SUB_LESSOR',
      'PROPERTY_MANAGER',
    ]);
  });
});
