import { randomBytes } from 'node:crypto';
import { cities } from '../../db/schema/locations';
import type { CreatedUser } from '../../test/factories';
import type { TestApi } from '../../test/harness';
import { storedUploads, validUnit } from './test-listings';

/** Test helpers for the list-with-us wizard's submission (createListWithUs). */

export const CREATE_LIST_WITH_US = `mutation($data: ListWithUsInput!) {
  createListWithUs(data: $data) { id unitIds paymentStatus planIds } }`;

export type ListWithUsAnswer = {
  createListWithUs: { id: string; unitIds: string[]; paymentStatus: string | null; planIds: number[] };
};

/** A city named `name` in `province`; the name gets a suffix unless it must match a rule (GTA). */
export async function cityNamed(api: TestApi, name: string, province: string): Promise<string> {
  const [city] = await api.deps.db
    .insert(cities)
    .values({ name, province, lat: 45, lng: -75 })
    .onConflictDoNothing()
    .returning();
  if (city) return city.id;
  const [other] = await api.deps.db
    .insert(cities)
    .values({ name: `${name} ${randomBytes(3).toString('hex')}`, province, lat: 45, lng: -75 })
    .returning();
  return other!.id;
}

/** A valid wizard payload in city `cityId`, with `pictures` as the building's pictures. */
export function listWithUsData(
  cityId: string,
  pictures: string[],
  overrides: Record<string, unknown> = {},
  listing: Record<string, unknown> = {},
) {
  return {
    role: 'LANDLORD_OWNER',
    phone: '(416) 555-0199',
    planIds: [5],
    listing: {
      title: 'Maple Court',
      propertyType: 'APARTMENT',
      location: { address: '1 King St W', lat: 43.6487, lng: -79.3783, cityId },
      pictures,
      currentlyTenanted: false,
      showingUnit: 'VIRTUALLY',
      signature: 'A. Owner',
      ...listing,
    },
    units: [validUnit()],
    ...overrides,
  };
}

/** Submits the wizard as `user` with new building pictures of theirs. */
export async function submitListWithUs(
  api: TestApi,
  user: CreatedUser,
  cityId: string,
  overrides: Record<string, unknown> = {},
  options: { headers?: Record<string, string> } = {},
) {
  const pictures = await storedUploads(api, user, 1);
  return api.execute<ListWithUsAnswer>(
    CREATE_LIST_WITH_US,
    { data: listWithUsData(cityId, pictures, overrides) },
    { token: user.token, ...options },
  );
}
