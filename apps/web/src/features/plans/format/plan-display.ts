import type { PlanKind } from '@rentals/domain/billing/plans';
import type { Locale } from '@rentals/domain/users/enums';

/*
 * What the plan cards show of a plan and its features, in the page's language. The API also
 * answers `name` in the request's language, but the cards read both so that switching the
 * language on the page changes them without a new query.
 */

interface Bilingual {
  nameEn: string;
  nameFr: string;
}

export function localName(item: Bilingual, locale: Locale): string {
  return locale === 'fr' ? item.nameFr : item.nameEn;
}

/** A text kept in both languages, the other language's when the page's is missing. */
export function localText(en: string | null | undefined, fr: string | null | undefined, locale: Locale) {
  const text = locale === 'fr' ? (fr ?? en) : (en ?? fr);
  return text?.trim() ? text : null;
}

/**
 * The accent of each card, by the plan's place in the list (spec/03 §2.3 "Card colours are
 * assigned by plan order"): palette colours whose main shade carries white text at AA contrast,
 * as the 'Most Popular' badge and the selected button use it.
 */
export const PLAN_ACCENTS = ['primary', 'secondary', 'success', 'info'] as const;
export type PlanAccent = (typeof PLAN_ACCENTS)[number];

export function accentOf(index: number): PlanAccent {
  return PLAN_ACCENTS[((index % PLAN_ACCENTS.length) + PLAN_ACCENTS.length) % PLAN_ACCENTS.length]!;
}

/** The plans offered, without the kinds a screen leaves out (the dialog's plan step leaves out Boost). */
export function withoutKinds<P extends { kind: PlanKind }>(
  plans: readonly P[],
  excludeKinds: readonly PlanKind[] = [],
): P[] {
  return plans.filter((plan) => !excludeKinds.includes(plan.kind));
}

/** The plan step's action for a plan: a free plan lists at once, a paid one asks the team. */
export function stepActionOf(plan: { priceCents: number }): 'basic' | 'askTeam' {
  return plan.priceCents === 0 ? 'basic' : 'askTeam';
}
