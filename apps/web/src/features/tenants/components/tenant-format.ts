import type { Locale } from '@rentals/domain/users/enums';
import { numberFormat } from '../../../lib/format/number';

/*
 * Pure helpers of the renter profile (/tenant/{id}) and the roommate cards. The option values are
 * the API's (User.bedroom, pet, furnish of spec/01 §3); anything else the API may add is skipped.
 */

/** Bedrooms a renter looks for, smallest first. */
export const TENANT_BEDROOMS = ['studio', 'room', 'one', 'two', 'three', 'fourplus'] as const;
export type TenantBedroom = (typeof TENANT_BEDROOMS)[number];

export const TENANT_PETS = ['dog', 'cat', 'other'] as const;
export type TenantPet = (typeof TENANT_PETS)[number];

export const TENANT_FURNISHING = ['furnished', 'unFurnished'] as const;
export type TenantFurnishing = (typeof TENANT_FURNISHING)[number];

/** The known values of `values`, in the order of `known` and without repeats. */
export function knownValues<K extends string>(known: readonly K[], values: readonly string[]): K[] {
  return known.filter((value) => values.includes(value));
}

/** "Élise T.": the first name and, when shared, the initial of the last name. */
export function tenantName(person: { firstName: string; lastInitial?: string | null }): string {
  const initial = person.lastInitial?.trim();
  return initial ? `${person.firstName} ${initial.slice(0, 1).toUpperCase()}.` : person.firstName;
}

/** The letters of the avatar placeholder. */
export function tenantInitials(person: { firstName: string; lastInitial?: string | null }): string {
  return `${person.firstName.trim().slice(0, 1)}${person.lastInitial?.trim().slice(0, 1) ?? ''}`.toUpperCase();
}

export type BudgetRange =
  { kind: 'range'; min: number; max: number } | { kind: 'upTo'; max: number } | { kind: 'from'; min: number };

/** A monthly budget from the renter's minimum and maximum, either of which may be missing. */
export function budgetRange(minBudget?: number | null, budget?: number | null): BudgetRange | null {
  const min = minBudget != null && minBudget > 0 ? minBudget : null;
  const max = budget != null && budget > 0 ? budget : null;
  if (min != null && max != null) {
    return min === max
      ? { kind: 'upTo', max }
      : { kind: 'range', min: Math.min(min, max), max: Math.max(min, max) };
  }
  if (max != null) return { kind: 'upTo', max };
  if (min != null) return { kind: 'from', min };
  return null;
}

/** A budget in Canadian dollars (whole dollars: budgets are integers). */
export function formatMoney(amount: number, locale: Locale): string {
  return numberFormat(locale, {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  }).format(amount);
}
