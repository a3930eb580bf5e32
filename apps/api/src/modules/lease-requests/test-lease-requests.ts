import type { TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';

/* Lease requests made through the API, for the module's tests and its authorization rows. */

export const CREATE_LEASE_REQUEST = `mutation($data: JSON!) {
  createLeaseRequest(data: $data) { id status province propertyAddress monthlyRent termMonths tenants { name email } }
}`;

/** A start date well ahead of today, so the request stays valid whatever day the tests run. */
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-07-01`;

export const validLeaseRequest = (overrides: Record<string, unknown> = {}) => ({
  province: 'ON',
  propertyAddress: '12 King St W, Unit 4, Toronto',
  landlordName: 'Avery Landlord',
  tenants: [{ name: 'Sam Tenant', email: 'sam@example.ca' }],
  monthlyRent: 2150,
  startDate: NEXT_YEAR,
  termMonths: 12,
  specialTerms: 'No smoking.',
  contactEmail: 'avery@example.ca',
  contactPhone: '',
  ...overrides,
});

/** A request sent by `landlord` (a new landlord when none is given); answers its id. */
export async function sentLeaseRequest(
  api: TestApi,
  landlord?: CreatedUser,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const by = landlord ?? (await api.factories.user({ userType: 'LANDLORD' }));
  const r = await api.execute<{ createLeaseRequest: { id: string } }>(
    CREATE_LEASE_REQUEST,
    { data: validLeaseRequest(overrides) },
    { token: by.token },
  );
  if (!r.data?.createLeaseRequest) throw new Error(JSON.stringify(r.errors));
  return r.data.createLeaseRequest.id;
}
