import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
import { approvedListingOf, createListingAs, type ListingResult } from '../../modules/listings/test-listings';
import { createTestApi, errorCodes, type GraphQLResponse, type TestApi } from '../harness';
import type { CreatedUser } from '../factories';
import { sseSubscription } from '../sse';
import { DENIED, ROLES, type Role } from './roles';

/*
 * The role × operation table: every root operation of the schema has a row saying which roles the
 * server lets through. Authorization is decided on the server, deny by default. Each module keeps
 * its rows in `modules/<module>/<name>.rows.ts`; all-rows.ts finds them, the authorization test files
 * run them through `runAuthorizationTable` and fail for an operation without a row.
 */

export interface Actors {
  self: CreatedUser | null;
  other: CreatedUser;
}
export interface Row {
  operation: string;
  case?: string;
  allowed: Role[];
  /** The code each refused role gets, where a row checks it (otherwise any code of DENIED). */
  refusal?: (role: Role) => string;
  /**
   * Makes the call as `actors.self`. `allowed` says whether the row expects it through: a call that
   * changes a shared fixture when allowed (voids a lease) makes its own only then.
   */
  run(api: TestApi, actors: Actors, expected: { allowed: boolean }): Promise<GraphQLResponse>;
}

export const q =
  (query: string, variables: (a: Actors) => Record<string, unknown> = () => ({})) =>
  (api: TestApi, actors: Actors) =>
    api.execute(query, variables(actors), { token: actors.self?.token });

/** Subscriptions over HTTP (SSE): denied ones answer an error at once; allowed ones wait for events. */
export const sub =
  (query: string) =>
  async (api: TestApi, actors: Actors): Promise<GraphQLResponse> => {
    const subscription = await sseSubscription(api, query, {}, actors.self?.token);
    const first = await subscription.next(300);
    await subscription.close();
    return { ...(first ?? { data: null }), status: subscription.status } as GraphQLResponse;
  };

/**
 * A call on an approved listing: owned by the caller ('own'; a visitor's goes to another user), or
 * by another landlord.
 */
export const onListing =
  (query: string, variables: (listing: ListingResult) => Record<string, unknown>, owner?: 'own') =>
  async (api: TestApi, actors: Actors) => {
    const landlord = owner && actors.self ? actors.self : await api.factories.user({ userType: 'LANDLORD' });
    const listing = await approvedListingOf(api, landlord);
    return api.execute(query, variables(listing), { token: actors.self?.token });
  };

/** Runs `query` with `$id`, a new landlord's listing awaiting review (created, not approved). */
export const onPendingListing = (query: string) => async (api: TestApi, actors: Actors) => {
  const landlord = await api.factories.user({ userType: 'LANDLORD' });
  const listing = await createListingAs(api, landlord);
  return api.execute(query, { id: listing.id }, { token: actors.self?.token });
};

/** A multipart call carrying one 400×400 JPEG at the variable path `file` (e.g. `f.0`). */
export const upload = (query: string, file: string) => async (api: TestApi, actors: Actors) => {
  const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#00a857' } })
    .jpeg()
    .toBuffer();
  const variables = file.endsWith('.0') ? { [file.slice(0, -2)]: [null] } : { [file]: null };
  return api.upload(
    query,
    variables,
    { [file]: new File([new Uint8Array(jpeg)], 'a.jpg') },
    { token: actors.self?.token },
  );
};

/** A new signed-in user of the role (none for a visitor), and another renter to act upon. */
export async function actorsFor(api: TestApi, role: Role): Promise<Actors> {
  const other = await api.factories.user({ userType: 'RENTER' });
  if (role === 'visitor') return { self: null, other };
  if (role === 'SUB_ADMIN_NONE') return { self: await api.factories.user({ userType: 'SUB_ADMIN' }), other };
  const permissions = role === 'SUB_ADMIN' ? DEMO_SUB_ADMIN_PERMISSIONS : undefined;
  return { self: await api.factories.user({ userType: role, permissions }), other };
}

/**
 * Registers one test per row × role over a fresh API (one database for the calling file): the call
 * gets through for the row's allowed roles and is refused (a code of DENIED, or the row's refusal
 * code) for the others.
 */
export function runAuthorizationTable(rows: Row[]): void {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  describe.each(rows)('$operation $case', (row) => {
    it.each(ROLES)('%s', async (role) => {
      const allowed = row.allowed.includes(role);
      const response = await row.run(api, await actorsFor(api, role), { allowed });
      const codes = errorCodes(response);
      const denied = codes.some((code) => DENIED.has(code));
      expect({ role, allowed: !denied, errors: denied ? undefined : response.errors }).toEqual({
        role,
        allowed,
        errors: allowed ? response.errors : undefined,
      });
      if (!allowed && row.refusal) expect(codes).toEqual([row.refusal(role)]);
    });
  });
}
