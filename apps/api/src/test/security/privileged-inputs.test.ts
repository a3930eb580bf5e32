import { getNamedType, isInputObjectType, type GraphQLArgument, type GraphQLInputField } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema';
import { createTestApi, errorCodes, type TestApi } from '../harness';

/*
 * Property-level authorization of inputs (OWASP API3:2023): a field that decides who owns a thing,
 * what role someone has, whether something is approved, verified or featured, or what it costs is
 * privileged. Every such field a non-staff caller can send is listed here with the guard that
 * stops its abuse and the test that proves the guard; one added without a row fails this file, so
 * the question is asked before it ships. Fields nobody declared are refused by GraphQL itself.
 */

const PRIVILEGED =
  /^(role|roles|userType|isApproved|approved|ownerId|owner|userId|verified|isVerified|amount|amountCents|price|total|totalCents|status|permissions|isAdmin|createdBy|postedBy|paidAt|featured|isPremium|premium)$/i;

/** mutation.path → the guard, and the test (file › name) that shows it holds. */
const GUARDED: Record<string, string> = {
  'signUp.data.userType':
    'RENTER or LANDLORD only — auth.test.ts › rejects a password over 128 characters and a self-chosen staff type',
  'updateUserType.data.userType':
    'a user may only leave UNVERIFIED for RENTER or LANDLORD — users.test.ts › never lets an unverified account make itself staff',
  'updateUserTypeListWithUs.data.role':
    'a PosterRole (landlord, agent, assignor…), the poster’s kind, not a privilege — list-with-us-user-type.test.ts',
  'createListWithUs.data.role':
    'must match the type set by updateUserTypeListWithUs — list-with-us.test.ts › LIST_WITH_US_USER_UNAUTHORIZED',
  'createListing.data.role': 'a PosterRole, the poster’s kind, shown on the listing; not a privilege',
  'updateListing.data.role': 'a PosterRole, the poster’s kind, shown on the listing; not a privilege',
  'updateBuilding.data.role': 'a PosterRole, the poster’s kind, shown on the listing; not a privilege',
  'submitVerification.data.role':
    'the PosterRole to verify; staff decide, the poster only asks — verification.test.ts',
  'createRentalEnquiry.data.userType':
    'RentalEnquiryUserType (renter or landlord) of a contact form, not an account type',
  'createNeighbourhood.data.featured':
    'staff with listings edit only, NO_ACCESS otherwise — locations.rows.ts › featured, with a popularity',
  'boostListing.price':
    'the price the caller saw, compared with the server’s — boost-free.test.ts › asks to confirm again when the price shown is not the price now',
  'createCheckoutSession.price':
    'the total the caller saw, compared with the server’s — payments-checkout.test.ts › refuses a total other than the server’s',
};

type Scopes = Record<string, unknown> | ((...args: unknown[]) => unknown);

/** Whether someone who is not staff may call the mutation at all (authScopes are any-of). */
function openToNonStaff(scopes: Scopes): boolean {
  if (typeof scopes === 'function') return true;
  return 'public' in scopes || 'loggedIn' in scopes || ('userType' in scopes && scopes.userType !== 'ADMIN');
}

/** mutation.path of every privileged-named input a non-staff caller can send. */
function privilegedInputs(): string[] {
  const found: string[] = [];
  for (const field of Object.values(schema.getMutationType()!.getFields())) {
    const scopes = (field.extensions?.pothosOptions as { authScopes?: Scopes }).authScopes!;
    if (!openToNonStaff(scopes)) continue;
    const walk = (
      inputs: readonly (GraphQLArgument | GraphQLInputField)[],
      path: string,
      seen: Set<string>,
    ) => {
      for (const input of inputs) {
        const at = `${path}.${input.name}`;
        if (PRIVILEGED.test(input.name)) found.push(at);
        const type = getNamedType(input.type);
        if (isInputObjectType(type) && !seen.has(type.name))
          walk(Object.values(type.getFields()), at, new Set([...seen, type.name]));
      }
    };
    walk(field.args, field.name, new Set());
  }
  return found.sort();
}

describe('privileged input fields', () => {
  it('are each guarded, with the test that proves it, wherever a non-staff caller can send them', () => {
    expect(privilegedInputs()).toEqual(Object.keys(GUARDED).sort());
  });
});

describe('undeclared input fields', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi();
  });
  afterAll(() => api.close());

  it.each([
    [
      'an owner on a profile change',
      'mutation { updateUser(data: { firstName: "Ana", ownerId: "x" }) { id } }',
    ],
    ['a staff type on a profile change', 'mutation { updateUser(data: { userType: ADMIN }) { id } }'],
    ['approval on a profile change', 'mutation { updateUser(data: { isApproved: true }) { id } }'],
    ['verification on a profile change', 'mutation { updateUser(data: { verified: true }) { id } }'],
  ])('are refused before anything runs: %s', async (_case, mutation) => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const r = await api.execute(mutation, {}, { token: renter.token });
    expect(errorCodes(r)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(r.data).toBeUndefined();
  });
});
