import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import type { UserType } from '@rentals/domain/users/enums';
import { users } from '../../db/schema/users';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';

/* updateUserTypeListWithUs (spec/03 §4.1, §8): the list-with-us wizard's type change before it submits. */

const UPDATE = `mutation($role: PosterRole!) {
  updateUserTypeListWithUs(data: { role: $role }) { id userType } }`;
const UPLOAD = `mutation($files: [Upload!]!, $pathType: FilePathType!) {
  multipleFileUpload(files: $files, pathType: $pathType) { id } }`;

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const typeOf = async (user: CreatedUser) =>
  (await api.deps.db.select().from(users).where(eq(users.id, user.user.id)))[0]!.userType;

const change = (user: CreatedUser | null, role: string, locale = 'en') =>
  api.execute<{ updateUserTypeListWithUs: { id: string; userType: string } }>(
    UPDATE,
    { role },
    { token: user?.token, headers: { 'x-locale': locale } },
  );

async function uploadProof(user: CreatedUser, pathType: 'GOVT_PROOF' | 'OWNERSHIP_PROOF') {
  const jpeg = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  return api.upload(
    UPLOAD,
    { files: [null], pathType },
    { 'files.0': new File([new Uint8Array(jpeg)], 'proof.jpg') },
    { token: user.token },
  );
}

describe('updateUserTypeListWithUs', () => {
  it('asks a visitor to sign in', async () => {
    expect(errorCodes(await change(null, 'SUB_LESSOR'))).toEqual(['UNAUTHENTICATED']);
  });

  it.each([
    ['UNVERIFIED', 'LANDLORD_OWNER', 'LANDLORD'],
    ['UNVERIFIED', 'REAL_ESTATE_AGENT', 'LANDLORD'],
    ['UNVERIFIED', 'SUB_LESSOR', 'LANDLORD'],
    ['RENTER', 'LEASE_ASSIGNOR', 'LANDLORD'],
    ['RENTER', 'SUB_LESSOR', 'LANDLORD'],
    ['GUEST', 'LEASE_ASSIGNOR', 'LANDLORD'],
    ['GUEST', 'SUB_LESSOR', 'LANDLORD'],
    ['LANDLORD', 'PROPERTY_MANAGER', 'LANDLORD'],
    ['LANDLORD', 'SUB_LESSOR', 'LANDLORD'],
    ['ADMIN', 'LANDLORD_OWNER', 'ADMIN'],
    ['SUB_ADMIN', 'SUB_LESSOR', 'SUB_ADMIN'],
  ] as const)('makes %s listing as %s a %s', async (userType, role, expected) => {
    const user = await api.factories.user({ userType: userType as UserType });
    const r = await change(user, role);
    expect(r.errors).toBeUndefined();
    expect(r.data!.updateUserTypeListWithUs).toEqual({ id: user.user.id, userType: expected });
    expect(await typeOf(user)).toBe(expected);
  });

  it.each([
    ['RENTER', 'LANDLORD_OWNER'],
    ['RENTER', 'REAL_ESTATE_AGENT'],
    ['RENTER', 'PROPERTY_MANAGER'],
    ['GUEST', 'LANDLORD_OWNER'],
  ] as const)("refuses %s listing as %s with 'User Unauthorized', type unchanged", async (userType, role) => {
    const user = await api.factories.user({ userType });
    const en = await change(user, role);
    expect(errorCodes(en)).toEqual(['LIST_WITH_US_USER_UNAUTHORIZED']);
    expect(en.errors![0]!.message).toBe('User Unauthorized');
    expect((await change(user, role, 'fr')).errors![0]!.message).toBe('Utilisateur non autorisé');
    expect(await typeOf(user)).toBe(userType);
  });

  it('refuses a role that is not one', async () => {
    const user = await api.factories.user({ userType: 'RENTER' });
    const r = await change(user, 'TENANT');
    expect(r.data ?? null).toBeNull();
    expect(r.errors).toHaveLength(1);
    expect(await typeOf(user)).toBe('RENTER');
  });

  it('lets a renter upload the proofs once the change made them a landlord', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    expect(errorCodes(await uploadProof(renter, 'GOVT_PROOF'))).toEqual(['NO_ACCESS']);
    expect((await change(renter, 'LEASE_ASSIGNOR')).errors).toBeUndefined();
    for (const pathType of ['GOVT_PROOF', 'OWNERSHIP_PROOF'] as const) {
      const r = await uploadProof(renter, pathType);
      expect(r.errors).toBeUndefined();
    }
  });
});
