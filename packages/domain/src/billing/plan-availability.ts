import type { Province } from '../users/enums';
import { PLAN_IDS } from './plans';

/*
 * Which plans a listing may choose (spec/03 §9, issue 20). The plan screen hides the others and
 * the server refuses them, both through this function. The rules apply to new listings; a listing
 * being updated keeps every plan, so a plan chosen before stays visible.
 */

/** Concierge is not offered in the western and northern provinces and Quebec. */
const NO_CONCIERGE: readonly Province[] = ['BC', 'AB', 'SK', 'MB', 'NT', 'NU', 'YT', 'QC'];

/**
 * The Greater Toronto Area's cities and towns (Toronto and the regional municipalities of Durham,
 * Halton, Peel and York), with Toronto's former municipalities, which addresses still carry.
 */
export const GTA_CITIES = [
  'Toronto',
  'Etobicoke',
  'North York',
  'Scarborough',
  'York',
  'East York',
  'Mississauga',
  'Brampton',
  'Caledon',
  'Markham',
  'Vaughan',
  'Richmond Hill',
  'Aurora',
  'Newmarket',
  'King',
  'Whitchurch-Stouffville',
  'Stouffville',
  'East Gwillimbury',
  'Georgina',
  'Oakville',
  'Burlington',
  'Milton',
  'Halton Hills',
  'Pickering',
  'Ajax',
  'Whitby',
  'Oshawa',
  'Clarington',
  'Uxbridge',
  'Scugog',
  'Brock',
] as const;

const normalise = (city: string) =>
  city
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/^(city|town|township|municipality) of /, '')
    .replace(/\s+/g, ' ')
    .trim();
const GTA = new Set(GTA_CITIES.map(normalise));

export function isGtaCity(city: string | null | undefined): boolean {
  return !!city && GTA.has(normalise(city));
}

export interface PlanPlace {
  province: Province | null;
  city: string | null;
  /** False while updating an existing listing: every plan stays available then. */
  isNewListing: boolean;
}

/** Whether plan `planId` may be chosen for a listing at `place`. Unknown ids have no restriction. */
export function isPlanAvailable(planId: number, place: PlanPlace): boolean {
  if (!place.isNewListing) return true;
  const { province, city } = place;
  switch (planId) {
    case PLAN_IDS.CONCIERGE:
      return province !== null && !NO_CONCIERGE.includes(province);
    case PLAN_IDS.RENTAL_ASSISTANCE:
      return province === 'ON';
    case PLAN_IDS.VIEWINGS_MANAGEMENT:
      return province === 'ON' && isGtaCity(city);
    default:
      return true;
  }
}

/** The plans of `plans` available at `place`, in their order. */
export function availablePlans<P extends { id: number }>(plans: readonly P[], place: PlanPlace): P[] {
  return plans.filter((plan) => isPlanAvailable(plan.id, place));
}
