import { planInputSchema } from '@rentals/domain/billing/schemas';
import { premiumRequests } from '../../db/schema/billing';
import { LOGGED_IN, ROLES, type Role } from '../../test/authorization/roles';
import { onListing, q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { approvedListingOf } from '../listings/test-listings';
import { createFeature, findFeatures } from './feature.service';
import { createPlan, findPlans } from './plan.service';
import { CREATE_FEATURE, CREATE_PLAN, featureData, planData, REQUEST_PLAN } from './test-plans';

/*
 * Plans, features and plan requests (modules/plans). The demo sub-admin has neither the plans nor
 * the features module, so only admins manage them here; a sub-admin given the flags is tested in
 * plan-admin.test.ts, features.test.ts and premium-requests.test.ts. Writes act on a plan or
 * feature made for the row, so the seeded ones other rows rely on stay as they are.
 */
const ADMIN_ONLY: Role[] = ['ADMIN'];
/** Plan requests come from a listing's owner who is not staff. */
const OWNERS: Role[] = LOGGED_IN.filter((r) => r !== 'ADMIN' && !r.startsWith('SUB_ADMIN'));

const freshPlan = async (api: TestApi) =>
  (await createPlan(api.deps.db, planInputSchema.parse(planData()))).id;
const freshFeature = async (api: TestApi) => (await createFeature(api.deps.db, featureData())).id;
const withPlan =
  (query: string, extra: Record<string, unknown> = {}) =>
  async (api: TestApi, actors: Actors) =>
    api.execute(query, { id: await freshPlan(api), ...extra }, { token: actors.self?.token });
const withFeature =
  (query: string, extra: Record<string, unknown> = {}) =>
  async (api: TestApi, actors: Actors) =>
    api.execute(query, { id: await freshFeature(api), ...extra }, { token: actors.self?.token });

export const PLAN_ROWS: Row[] = [
  {
    operation: 'plans',
    allowed: ROLES,
    run: q('{ plans(where: { province: "ON", city: "Toronto" }) { id name } }'),
  },
  {
    operation: 'plans',
    case: 'with inactive plans',
    allowed: ADMIN_ONLY,
    run: q('{ plans(where: { includeInactive: true }) { id } }'),
  },
  { operation: 'plan', allowed: ROLES, run: q('{ plan(id: 6) { id listingCount } }') },
  { operation: 'createPlan', allowed: ADMIN_ONLY, run: q(CREATE_PLAN, () => ({ d: planData() })) },
  {
    operation: 'updatePlan',
    allowed: ADMIN_ONLY,
    run: withPlan('mutation($id: Int!, $d: PlanInput!) { updatePlan(id: $id, data: $d) { id } }', {
      d: planData({ nameEn: 'Renamed' }),
    }),
  },
  {
    operation: 'deletePlan',
    allowed: ADMIN_ONLY,
    run: withPlan('mutation($id: Int!) { deletePlan(id: $id) }'),
  },
  {
    operation: 'setPlanActive',
    allowed: ADMIN_ONLY,
    run: withPlan('mutation($id: Int!) { setPlanActive(id: $id, active: false) { id } }'),
  },
  {
    operation: 'reorderPlans',
    allowed: ADMIN_ONLY,
    run: async (api, actors) => {
      const ids = (await findPlans(api.deps.db, { place: null, includeInactive: true })).map((p) => p.id);
      return api.execute(
        'mutation($ids: [Int!]!) { reorderPlans(ids: $ids) { id } }',
        { ids },
        { token: actors.self?.token },
      );
    },
  },
  { operation: 'features', allowed: ADMIN_ONLY, run: q('{ features { id } }') },
  { operation: 'createFeature', allowed: ADMIN_ONLY, run: q(CREATE_FEATURE, () => ({ d: featureData() })) },
  {
    operation: 'updateFeature',
    allowed: ADMIN_ONLY,
    run: withFeature('mutation($id: ID!, $d: FeatureInput!) { updateFeature(id: $id, data: $d) { id } }', {
      d: featureData({ nameEn: 'Renamed' }),
    }),
  },
  {
    operation: 'deleteFeature',
    allowed: ADMIN_ONLY,
    run: withFeature('mutation($id: ID!) { deleteFeature(id: $id) }'),
  },
  {
    operation: 'reorderFeatures',
    allowed: ADMIN_ONLY,
    run: async (api, actors) => {
      const ids = (await findFeatures(api.deps.db)).map((f) => f.id);
      return api.execute(
        'mutation($ids: [ID!]!) { reorderFeatures(ids: $ids) { id } }',
        { ids },
        { token: actors.self?.token },
      );
    },
  },
  {
    operation: 'premiumNotificationToAdminFromLandlord',
    case: 'own listing',
    allowed: OWNERS,
    refusal: (role) => (role === 'visitor' ? 'UNAUTHENTICATED' : 'PREMIUM_REQUEST_BY_STAFF'),
    run: onListing(REQUEST_PLAN, (l) => ({ id: l.id, planId: 6 }), 'own'),
  },
  { operation: 'premiumRequests', allowed: ADMIN_ONLY, run: q('{ premiumRequests { count items { id } } }') },
  {
    operation: 'updatePremiumRequest',
    case: "a landlord's request",
    allowed: ADMIN_ONLY,
    run: async (api, actors) => {
      const owner = await api.factories.user({ userType: 'LANDLORD' });
      const listing = await approvedListingOf(api, owner);
      const [row] = await api.deps.db
        .insert(premiumRequests)
        .values({
          listingId: listing.id,
          requesterId: owner.user.id,
          planId: 6,
          premiumName: 'Lead',
          address: 'A',
        })
        .returning();
      return api.execute(
        'mutation($id: ID!) { updatePremiumRequest(id: $id, status: CONTACTED) { id } }',
        { id: row!.id },
        { token: actors.self?.token },
      );
    },
  },
];
