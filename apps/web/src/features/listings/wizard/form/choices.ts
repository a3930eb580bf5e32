import type { Pet } from '@rentals/domain/listings/enums';
import { togglePet } from '@rentals/domain/listings/rules';

/** Adds or removes one choice of a multi-select, keeping the options' order. */
export function toggleChoice<T extends string>(
  options: readonly T[],
  selected: readonly T[],
  value: T,
  checked: boolean,
): T[] {
  const next = new Set(selected);
  if (checked) next.add(value);
  else next.delete(value);
  return options.filter((option) => next.has(option));
}

/** The pets multi-select (spec/03 §5): none clears the others, any other removes none. */
export function togglePetChoice(
  options: readonly Pet[],
  selected: readonly Pet[],
  pet: Pet,
  checked: boolean,
): Pet[] {
  const next = togglePet(selected, pet, checked);
  return options.filter((option) => next.includes(option));
}
