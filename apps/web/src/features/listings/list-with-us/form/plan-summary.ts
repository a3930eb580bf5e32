import { formatPlanPrice, type PlanUnit } from '@rentals/domain/billing/plans';
import type { Locale } from '@rentals/domain/users/enums';

/** What the wizard needs of a plan offered for the address: its group, name and price. */
export interface PlanSummary {
  id: number;
  planGroup: number;
  priceCents: number;
  unit: PlanUnit;
  position: number;
  nameEn: string;
  nameFr: string;
}

/** The chosen plans, in the order offered, each with its name and price in `locale`. */
export function chosenPlanLines(plans: readonly PlanSummary[], planIds: readonly number[], locale: Locale) {
  return plans
    .filter((p) => planIds.includes(p.id))
    .map((p) => ({
      id: p.id,
      name: locale === 'fr' ? p.nameFr : p.nameEn,
      price: formatPlanPrice(p.priceCents, p.unit, locale),
    }));
}

/** The chosen ids still offered for the address (a plan from /services may not be offered there). */
export function offeredIds(plans: readonly PlanSummary[], planIds: readonly number[]): number[] {
  return planIds.filter((id) => plans.some((p) => p.id === id));
}
