import type { TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';

/* Requests for viewing made through the API, for the module's tests and its authorization rows. */

export const REQUEST_FOR_VIEWING = `mutation($data: RequestForViewingInput!) {
  requestForViewing(data: $data) { id status pre_viewing_city { city province } availabilityDays }
}`;

export const validRequest = (overrides: Record<string, unknown> = {}) => ({
  pre_viewing_city: { city: 'Ottawa', province: 'ON' },
  budget: 1800,
  bedrooms: ['ONE_BEDROOM', 'TWO_BEDROOMS'],
  moveIn: '2030-07-01',
  availabilityDays: ['MON', 'SAT'],
  availabilityTimes: ['EVENING'],
  message: 'I work days; evenings suit me best.',
  ...overrides,
});

/** A request sent by `renter` (a new renter when none is given); answers its id. */
export async function sentRequest(api: TestApi, renter?: CreatedUser): Promise<string> {
  const by = renter ?? (await api.factories.user({ userType: 'RENTER' }));
  const r = await api.execute<{ requestForViewing: { id: string } }>(
    REQUEST_FOR_VIEWING,
    { data: validRequest() },
    { token: by.token },
  );
  if (!r.data?.requestForViewing) throw new Error(JSON.stringify(r.errors));
  return r.data.requestForViewing.id;
}
