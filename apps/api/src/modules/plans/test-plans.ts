import { eq } from 'drizzle-orm';
import { listingLocations } from '../../db/schema/listings';
import { cities } from '../../db/schema/locations';
import type { CreatedUser } from '../../test/factories';
import type { TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';

/* Shared by the plans tests and the role × operation rows. */

export const PLAN_FIELDS = `id name description nameEn nameFr price priceCents depositCents unit planGroup
  kind status recommended position active listingCount features { id name subtitle nameEn }`;

export const CREATE_PLAN = `mutation($d: PlanInput!) { createPlan(data: $d) { ${PLAN_FIELDS} } }`;
export const CREATE_FEATURE = `mutation($d: FeatureInput!) { createFeature(data: $d) { id name nameFr position } }`;
export const REQUEST_PLAN = `mutation($id: ID!, $planId: Int!) {
  premiumNotificationToAdminFromLandlord(where: { id: $id }, planId: $planId) {
    id premiumName address planId status followUpDueAt overdue listing { id } requester { email }
  }
}`;

/** A valid plan form, with any field replaced. */
export const planData = (overrides: Record<string, unknown> = {}) => ({
  nameEn: 'Photo Package',
  nameFr: 'Forfait photo',
  descriptionEn: 'Professional photos of your unit.',
  descriptionFr: 'Des photos professionnelles de votre logement.',
  priceCents: 4_950,
  unit: 'LISTING',
  planGroup: 5,
  kind: 'PREMIUM',
  featureIds: [],
  ...overrides,
});

export const featureData = (overrides: Record<string, unknown> = {}) => ({
  nameEn: 'Floor plan',
  nameFr: 'Plan d’étage',
  subtitleEn: 'Drawn to scale',
  subtitleFr: 'Dessiné à l’échelle',
  ...overrides,
});

/** Moves a listing to a city of that name and province (created once per database). */
export async function placeListing(api: TestApi, listingId: string, name: string, province: string) {
  let [city] = await api.deps.db.select().from(cities).where(eq(cities.name, name));
  city ??= (
    await api.deps.db.insert(cities).values({ name, province, lat: 43.65, lng: -79.38 }).returning()
  )[0]!;
  await api.deps.db
    .update(listingLocations)
    .set({ cityId: city.id })
    .where(eq(listingLocations.listingId, listingId));
}

/** An approved listing of `owner` in Toronto, where every plan is offered. */
export async function torontoListingOf(api: TestApi, owner: CreatedUser): Promise<string> {
  const listing = await approvedListingOf(api, owner);
  await placeListing(api, listing.id, 'Toronto', 'ON');
  return listing.id;
}
