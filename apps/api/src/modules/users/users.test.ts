import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { STAFF_MODULES } from '@rentals/domain/users/enums';
import { fileObjects } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import { DEMO_SUB_ADMIN_PERMISSIONS } from '../../db/seed/demo-users';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { liveUserUpdates } from '../../test/live-events';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const UPDATE = `mutation($d: UpdateUserInput!) { updateUser(data: $d) { firstName phone zip_code budget min_budget moveIn industry locale city avatarUrl } }`;

describe('updateUser', () => {
  it('saves the given fields in canonical form and leaves the others', async () => {
    const { token, user } = await api.factories.user();
    const r = await api.execute(
      UPDATE,
      {
        d: {
          phone: '+1 (416) 555-0199',
          zip_code: 'm5v 2t6',
          budget: 2400,
          min_budget: 1800,
          moveIn: '2027-01-01',
          industry: 'Finance',
          locale: 'fr',
        },
      },
      { token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data?.updateUser).toMatchObject({
      firstName: 'Test',
      phone: '4165550199',
      zip_code: 'M5V2T6',
      budget: 2400,
      min_budget: 1800,
      moveIn: '2027-01-01',
      industry: 'Finance',
      locale: 'fr',
    });
    const [row] = await api.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.lastName).toBe(user.lastName);
  });

  it('clears a field given null', async () => {
    const { token } = await api.factories.user();
    await api.execute(UPDATE, { d: { city: 'Ottawa' } }, { token });
    const r = await api.execute<{ updateUser: { city: string | null } }>(
      UPDATE,
      { d: { city: null } },
      { token },
    );
    expect(r.data?.updateUser.city).toBeNull();
  });

  it('rejects bad input per field, in French when asked, and writes nothing', async () => {
    const { token, user } = await api.factories.user();
    const r = await api.execute(
      UPDATE,
      {
        d: {
          firstName: '   ',
          phone: '555-01',
          industry: 'Piracy',
          credit_score: 1200,
          zip_code: 'M5V-2T6-X',
        },
      },
      { token, headers: { 'x-locale': 'fr' } },
    );
    expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
    expect(r.errors?.[0]?.message).toBe('Certains champs ne sont pas valides.');
    const fields = r.errors?.[0]?.extensions?.fields as { path: string; key: string; message: string }[];
    expect(Object.fromEntries(fields.map((f) => [f.path, f.key]))).toEqual({
      firstName: 'required',
      phone: 'phone',
      industry: 'invalidChoice',
      credit_score: 'max',
      zip_code: 'zipCode',
    });
    expect(fields.find((f) => f.path === 'firstName')?.message).toBe('Prénom : ce champ est obligatoire');
    expect(fields.find((f) => f.path === 'credit_score')?.message).toBe('Le nombre maximum est 900');
    const [row] = await api.deps.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.firstName).toBe('Test');
    expect(row?.phone).toBeNull();
  });

  it('accepts as avatar only a picture the user uploaded', async () => {
    const { token, user } = await api.factories.user();
    const { user: stranger } = await api.factories.user();
    const [own] = await api.deps.db
      .insert(fileObjects)
      .values({
        ownerId: user.id,
        pathType: 'AVATAR',
        storageKey: 'AVATAR/a.jpg',
        filename: 'a.jpg',
        mimeType: 'image/jpeg',
        size: 1,
      })
      .returning();
    const [theirs] = await api.deps.db
      .insert(fileObjects)
      .values({
        ownerId: stranger.id,
        pathType: 'AVATAR',
        storageKey: 'AVATAR/b.jpg',
        filename: 'b.jpg',
        mimeType: 'image/jpeg',
        size: 1,
      })
      .returning();
    const ok = await api.execute(UPDATE, { d: { avatarUrl: `/files/${own!.id}` } }, { token });
    expect(ok.data?.updateUser).toMatchObject({ avatarUrl: `/files/${own!.id}` });
    for (const avatarUrl of [`/files/${theirs!.id}`, 'https://evil.example/x.png']) {
      const bad = await api.execute(UPDATE, { d: { avatarUrl } }, { token });
      expect(bad.errors?.[0]?.extensions?.fields).toMatchObject([{ path: 'avatarUrl', key: 'invalid' }]);
    }
  });
});

describe('updateUserType', () => {
  const CHANGE = `mutation($e: String!, $t: UserType!) { updateUserType(data: { email: $e, userType: $t }) { userType isFirstLogin } }`;

  it('lets an unverified account choose Renter or Landlord once', async () => {
    const { token, user } = await api.factories.user({ userType: 'UNVERIFIED' });
    const r = await api.execute(CHANGE, { e: user.email, t: 'LANDLORD' }, { token });
    expect(r.data?.updateUserType).toEqual({ userType: 'LANDLORD', isFirstLogin: false });
    expect(errorCodes(await api.execute(CHANGE, { e: user.email, t: 'RENTER' }, { token }))).toEqual([
      'USER_TYPE_CHANGE_NOT_ALLOWED',
    ]);
  });

  it('never lets an unverified account make itself staff', async () => {
    const { token, user } = await api.factories.user({ userType: 'UNVERIFIED' });
    expect(errorCodes(await api.execute(CHANGE, { e: user.email, t: 'ADMIN' }, { token }))).toEqual([
      'USER_TYPE_CHANGE_NOT_ALLOWED',
    ]);
  });

  it("lets an admin change another user's type, and pushes the change to that user", async () => {
    const { token } = await api.factories.user({ userType: 'ADMIN' });
    const { user } = await api.factories.user({ userType: 'RENTER' });
    const events = await liveUserUpdates(api, user.id);
    const next = events.next();
    const r = await api.execute(CHANGE, { e: user.email.toUpperCase(), t: 'SUB_ADMIN' }, { token });
    expect(r.data?.updateUserType).toEqual({ userType: 'SUB_ADMIN', isFirstLogin: false });
    expect((await next).value).toEqual({ userId: user.id });
    await events.return?.();
  });

  it('answers USER_NOT_FOUND to an admin for an unknown e-mail', async () => {
    const { token } = await api.factories.user({ userType: 'ADMIN' });
    expect(
      errorCodes(await api.execute(CHANGE, { e: 'ghost@example.test', t: 'RENTER' }, { token })),
    ).toEqual(['USER_NOT_FOUND']);
  });
});

describe('staff reads', () => {
  it('gives a sub-admin exactly the stored module flags, and an admin all of them', async () => {
    const sub = await api.factories.user({ userType: 'SUB_ADMIN', permissions: DEMO_SUB_ADMIN_PERMISSIONS });
    const admin = await api.factories.user({ userType: 'ADMIN' });
    const query = `{ fetchCurrentUser { permissions { module add edit delete view } } }`;
    const subPerms = await api.execute<{ fetchCurrentUser: { permissions: unknown[] } }>(
      query,
      {},
      { token: sub.token },
    );
    expect(subPerms.data?.fetchCurrentUser.permissions).toEqual(
      expect.arrayContaining(DEMO_SUB_ADMIN_PERMISSIONS),
    );
    expect(subPerms.data?.fetchCurrentUser.permissions).toHaveLength(DEMO_SUB_ADMIN_PERMISSIONS.length);
    const adminPerms = await api.execute<{ fetchCurrentUser: { permissions: { view: boolean }[] } }>(
      query,
      {},
      { token: admin.token },
    );
    // An admin holds every module, however many there are.
    expect(adminPerms.data?.fetchCurrentUser.permissions).toHaveLength(STAFF_MODULES.length);
    expect(adminPerms.data?.fetchCurrentUser.permissions.every((p) => p.view)).toBe(true);
  });

  it('counts users by type', async () => {
    const admin = await api.factories.user({ userType: 'ADMIN' });
    await api.factories.user({ userType: 'GUEST' });
    const r = await api.execute<{ all: number; guests: number }>(
      `{ all: userCount guests: userCount(userType: GUEST) }`,
      {},
      { token: admin.token },
    );
    expect(r.data!.guests).toBeGreaterThanOrEqual(1);
    expect(r.data!.all).toBeGreaterThan(r.data!.guests);
  });

  it('answers USER_NOT_FOUND for an unknown or malformed id', async () => {
    const admin = await api.factories.user({ userType: 'ADMIN' });
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const r = await api.execute(`query($id: ID!) { user(id: $id) { id } }`, { id }, { token: admin.token });
      expect(errorCodes(r)).toEqual(['USER_NOT_FOUND']);
    }
  });
});
