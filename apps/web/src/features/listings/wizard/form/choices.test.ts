import { PETS } from '@rentals/domain/listings/enums';
import { describe, expect, it } from 'vitest';
import { toggleChoice, togglePetChoice } from './choices';

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
