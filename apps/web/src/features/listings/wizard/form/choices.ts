import { DIALOG_POSTER_ROLES, type Pet, type PosterRole } from '@rentals/domain/listings/enums';
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

/**
 * The poster types the dialog's select offers (spec/03 §3.7): its four, plus the stored one when
 * the listing has another (Property Manager, which the list-with-us wizard offers), so editing
 * shows the stored value instead of an empty select and saving keeps it.
 */
export function posterRoleChoices(stored: PosterRole | ''): PosterRole[] {
  const offered: PosterRole[] = [...DIALOG_POSTER_ROLES];
  return stored && !offered.includes(stored) ? [...offered, stored] : offered;
}
