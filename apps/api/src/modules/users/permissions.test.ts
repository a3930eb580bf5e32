import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { liveUserUpdates } from '../../test/live-events';

/* Staff permissions and the audit trail of staff changes to users. */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const SET = `mutation($id: ID!, $p: [PermissionDataInput!]!) {
  createPermission(userId: $id, permissionData: $p) { module add edit delete view } }`;
const READ = `query($id: ID!) { permission(userId: $id) { module add edit delete view } }`;
const TRAIL = `query($id: ID!) { auditTrail(entityType: USER, entityId: $id) { action actorEmail before after } }`;
const USERS = '{ users(first: 1) { id } }';

const none = { add: false, edit: false, delete: false, view: false };
const usersView = { module: 'users' as const, ...none, view: true };

type Flags = { module: string; add: boolean; edit: boolean; delete: boolean; view: boolean };
type Entry = { action: string; actorEmail: string; before: string | null; after: string | null };

describe('createPermission and permission', () => {
  it("replaces a sub-admin's whole set, reads back every module in order, and records before/after", async () => {
    const sub = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'blogs', ...none, add: true, view: true }],
    });
    const r = await api.execute<{ createPermission: Flags[] }>(
      SET,
      { id: sub.user.id, p: [usersView, { module: 'listings', ...none, edit: true, view: true }] },
      { token: admin.token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.createPermission.map((p) => p.module)).toEqual([
      'listings',
      'users',
      'plans',
      'features',
      'requestedListings',
      'boostListings',
      'inbox',
      'blogs',
      'articles',
      'helpCenter',
      'applications',
      'leases',
    ]);
    const read = await api.execute<{ permission: Flags[] }>(
      READ,
      { id: sub.user.id },
      { token: admin.token },
    );
    expect(read.data!.permission).toEqual(r.data!.createPermission);
    expect(read.data!.permission.find((p) => p.module === 'blogs')).toEqual({ module: 'blogs', ...none });
    // The sub-admin reads their own set, the same as subAdminPermission.
    const own = await api.execute<{ permission: Flags[]; subAdminPermission: Flags[] }>(
      `query($id: ID!) { permission(userId: $id) { module add edit delete view }
        subAdminPermission { module add edit delete view } }`,
      { id: sub.user.id },
      { token: sub.token },
    );
    expect(own.data!.permission).toEqual(r.data!.createPermission);
    expect(own.data!.subAdminPermission).toEqual(r.data!.createPermission);

    const trail = await api.execute<{ auditTrail: Entry[] }>(
      TRAIL,
      { id: sub.user.id },
      { token: admin.token },
    );
    const [entry] = trail.data!.auditTrail;
    expect(entry).toMatchObject({ action: 'permission.set', actorEmail: admin.user.email });
    expect(JSON.parse(entry!.before!)).toEqual({ permissions: { blogs: ['add', 'view'] } });
    expect(JSON.parse(entry!.after!)).toEqual({
      permissions: { listings: ['edit', 'view'], users: ['view'] },
    });
  });

  it('applies at once: a sub-admin loses the users list on the very next request, with the same token', async () => {
    const sub = await api.factories.user({ userType: 'SUB_ADMIN', permissions: [usersView] });
    expect((await api.execute(USERS, {}, { token: sub.token })).errors).toBeUndefined();
    const removed = await api.execute(SET, { id: sub.user.id, p: [] }, { token: admin.token });
    expect(removed.errors).toBeUndefined();
    expect(errorCodes(await api.execute(USERS, {}, { token: sub.token }))).toEqual(['NO_ACCESS']);
  });

  it('pushes the new flags to the sub-admin through currentUserUpdated', async () => {
    const sub = await api.factories.user({ userType: 'SUB_ADMIN' });
    const events = await liveUserUpdates(api, sub.user.id);
    const next = events.next();
    await api.execute(SET, { id: sub.user.id, p: [usersView] }, { token: admin.token });
    expect((await next).value).toEqual({ userId: sub.user.id });
    await events.return?.();
  });

  it('is for sub-admins only, set by admins only, each module once', async () => {
    const other = await api.factories.user({ userType: 'ADMIN' });
    const renter = await api.factories.user();
    for (const target of [other, renter]) {
      const r = await api.execute(SET, { id: target.user.id, p: [usersView] }, { token: admin.token });
      expect(errorCodes(r)).toEqual(['NOT_A_SUB_ADMIN']);
    }
    const sub = await api.factories.user({ userType: 'SUB_ADMIN', permissions: [usersView] });
    const peer = await api.factories.user({ userType: 'SUB_ADMIN' });
    expect(errorCodes(await api.execute(SET, { id: sub.user.id, p: [] }, { token: sub.token }))).toEqual([
      'NO_ACCESS',
    ]);
    expect(errorCodes(await api.execute(READ, { id: peer.user.id }, { token: sub.token }))).toEqual([
      'NO_ACCESS',
    ]);
    const twice = await api.execute(
      SET,
      { id: sub.user.id, p: [usersView, usersView] },
      { token: admin.token },
    );
    expect(twice.errors?.[0]?.extensions?.fields).toMatchObject([{ path: 'permissionData', key: 'invalid' }]);
    const admins = await api.execute<{ permission: Flags[] }>(
      READ,
      { id: other.user.id },
      { token: admin.token },
    );
    expect(admins.data!.permission.every((p) => p.add && p.edit && p.delete && p.view)).toBe(true);
  });
});

describe('user type changes by staff', () => {
  const CHANGE = `mutation($e: String!, $t: UserType!) { updateUserType(data: { email: $e, userType: $t }) { userType } }`;

  it("are recorded with who, before and after; a user's own first-login choice is not", async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    await api.execute(CHANGE, { e: renter.user.email, t: 'LANDLORD' }, { token: admin.token });
    const trail = await api.execute<{ auditTrail: Entry[] }>(
      TRAIL,
      { id: renter.user.id },
      { token: admin.token },
    );
    expect(trail.data!.auditTrail).toHaveLength(1);
    expect(trail.data!.auditTrail[0]).toMatchObject({ action: 'user.type', actorEmail: admin.user.email });
    expect(JSON.parse(trail.data!.auditTrail[0]!.before!)).toEqual({ userType: 'RENTER' });
    expect(JSON.parse(trail.data!.auditTrail[0]!.after!)).toEqual({ userType: 'LANDLORD' });

    const fresh = await api.factories.user({ userType: 'UNVERIFIED' });
    await api.execute(CHANGE, { e: fresh.user.email, t: 'RENTER' }, { token: fresh.token });
    const none = await api.execute<{ auditTrail: Entry[] }>(
      TRAIL,
      { id: fresh.user.id },
      { token: admin.token },
    );
    expect(none.data!.auditTrail).toEqual([]);
  });

  it('clear the grants of a sub-admin who stops being one, so a later promotion starts from none', async () => {
    const sub = await api.factories.user({ userType: 'SUB_ADMIN', permissions: [usersView] });
    await api.execute(CHANGE, { e: sub.user.email, t: 'RENTER' }, { token: admin.token });
    await api.execute(CHANGE, { e: sub.user.email, t: 'SUB_ADMIN' }, { token: admin.token });
    const read = await api.execute<{ permission: Flags[] }>(
      READ,
      { id: sub.user.id },
      { token: admin.token },
    );
    expect(read.data!.permission.some((p) => p.view)).toBe(false);
    const trail = await api.execute<{ auditTrail: Entry[] }>(
      TRAIL,
      { id: sub.user.id },
      { token: admin.token },
    );
    const demotion = trail.data!.auditTrail.find((e) => JSON.parse(e.before!).userType === 'SUB_ADMIN');
    expect(JSON.parse(demotion!.before!)).toEqual({
      userType: 'SUB_ADMIN',
      permissions: { users: ['view'] },
    });
  });
});

describe('profile edits by staff (updateUsers)', () => {
  const EDIT = `mutation($id: ID!, $first: String, $phone: String) {
    updateUsers(data: { id: $id, firstName: $first, phone: $phone }) { firstName phone } }`;
  const usersEdit = { module: 'users' as const, ...none, view: true, edit: true };

  it("let a sub-admin with users edit change a renter's profile, never another staff account's", async () => {
    const editor = await api.factories.user({ userType: 'SUB_ADMIN', permissions: [usersEdit] });
    const renter = await api.factories.user({ userType: 'RENTER' });
    const ok = await api.execute(EDIT, { id: renter.user.id, first: 'Anna' }, { token: editor.token });
    expect(ok.errors).toBeUndefined();

    for (const userType of ['SUB_ADMIN', 'ADMIN'] as const) {
      const staff = await api.factories.user({ userType });
      const refused = await api.execute(
        EDIT,
        { id: staff.user.id, first: 'Changed' },
        { token: editor.token },
      );
      expect(errorCodes(refused)).toEqual(['NO_ACCESS']);
      const read = await api.execute<{ user: { firstName: string } }>(
        'query($id: ID!) { user(id: $id) { firstName } }',
        { id: staff.user.id },
        { token: admin.token },
      );
      expect(read.data!.user.firstName).toBe('Test');
      // Nor their permissions: those are for admins only.
      expect(
        errorCodes(await api.execute(SET, { id: staff.user.id, p: [usersEdit] }, { token: editor.token })),
      ).toEqual(['NO_ACCESS']);
    }
    const sub = await api.factories.user({ userType: 'SUB_ADMIN' });
    const byAdmin = await api.execute(EDIT, { id: sub.user.id, first: 'Samuel' }, { token: admin.token });
    expect(byAdmin.errors).toBeUndefined();
  });

  it("are recorded in the user's history: who, and only the fields that changed", async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    await api.execute(
      EDIT,
      { id: renter.user.id, first: 'Louise', phone: '613 555 0100' },
      { token: admin.token },
    );
    // The same values again change nothing, and leave no entry.
    await api.execute(EDIT, { id: renter.user.id, first: 'Louise' }, { token: admin.token });
    const trail = await api.execute<{ auditTrail: Entry[] }>(
      TRAIL,
      { id: renter.user.id },
      { token: admin.token },
    );
    expect(trail.data!.auditTrail).toHaveLength(1);
    const [entry] = trail.data!.auditTrail;
    expect(entry).toMatchObject({ action: 'user.update', actorEmail: admin.user.email });
    expect(JSON.parse(entry!.before!)).toEqual({ firstName: 'Test', phone: null });
    expect(JSON.parse(entry!.after!)).toEqual({ firstName: 'Louise', phone: expect.stringMatching(/613/) });
  });
});
