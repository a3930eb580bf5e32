import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/admin';
import { fileObjects } from '../../db/schema/files';
import { listings } from '../../db/schema/listings';
import { emailOutbox } from '../../db/schema/mail';
import { searchHistory } from '../../db/schema/search';
import { sessions, users } from '../../db/schema/users';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { createListingAs, isStored, storedUploads } from '../listings/test-listings';

/* Staff user management: the users table, accounts created by staff, and deleting a user. */

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const asAdmin = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) =>
  api.execute<T>(query, variables, { token: admin.token });

/** Users whose e-mails share a fresh marker, so a search finds exactly them. */
async function usersTagged(tag: string, types: ('RENTER' | 'LANDLORD' | 'GUEST')[]) {
  const created: CreatedUser[] = [];
  for (const [i, userType] of types.entries()) {
    created.push(await api.factories.user({ userType, email: `${tag}-${i}@example.test` }));
  }
  return created;
}

const USERS = `query($s: String, $t: UserType, $first: Int, $skip: Int) {
  users(search: $s, userType: $t, first: $first, skip: $skip) { id email userType listingCount }
  userCount(search: $s, userType: $t) }`;

describe('the users table', () => {
  it('pages users newest first, filtered by type and search, with the matching total', async () => {
    const tag = `tbl${randomBytes(3).toString('hex')}`;
    const [a, b, c] = await usersTagged(tag, ['RENTER', 'LANDLORD', 'RENTER']);
    const all = await asAdmin<{ users: { id: string }[]; userCount: number }>(USERS, { s: tag, first: 2 });
    expect(all.data!.users.map((u) => u.id)).toEqual([c!.user.id, b!.user.id]);
    expect(all.data!.userCount).toBe(3);
    const next = await asAdmin<{ users: { id: string }[] }>(USERS, { s: tag, first: 2, skip: 2 });
    expect(next.data!.users.map((u) => u.id)).toEqual([a!.user.id]);
    const renters = await asAdmin<{ users: { id: string }[]; userCount: number }>(USERS, {
      s: tag.toUpperCase(),
      t: 'RENTER',
    });
    expect(renters.data!.users.map((u) => u.id)).toEqual([c!.user.id, a!.user.id]);
    expect(renters.data!.userCount).toBe(2);
  });

  it('matches first and last names, and treats % and _ literally', async () => {
    const tag = `nm${randomBytes(3).toString('hex')}`;
    const { user } = await api.factories.user();
    await api.deps.db
      .update(users)
      .set({ firstName: `Zoé${tag}`, lastName: 'Gagnon_Roy' })
      .where(eq(users.id, user.id));
    const byFull = await asAdmin<{ searchUser: { id: string }[] }>(
      `query($s: String!) { searchUser(search: $s) { id } }`,
      { s: `zoé${tag} gagnon_roy` },
    );
    expect(byFull.data!.searchUser).toEqual([{ id: user.id }]);
    const wildcard = await asAdmin<{ userCount: number }>(`{ userCount(search: "%") }`);
    expect(wildcard.data!.userCount).toBe(0);
    const underscore = await asAdmin<{ searchUser: { id: string }[] }>(
      `{ searchUser(search: "n_roy") { id } }`,
    );
    expect(underscore.data!.searchUser).toEqual([{ id: user.id }]);
  });

  it("counts each user's listings and pages them for /users/listing/{id}", async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const first = await createListingAs(api, landlord, { title: 'First Court' });
    const second = await createListingAs(api, landlord, { title: 'Second Court' });
    const r = await asAdmin<{
      users: { listingCount: number }[];
      userListings: { id: string; title: string }[];
      userListingCount: number;
    }>(
      `query($s: String, $id: ID!) { users(search: $s) { listingCount }
        userListings(userId: $id, first: 1) { id title } userListingCount(userId: $id) }`,
      { s: landlord.user.email, id: landlord.user.id },
    );
    expect(r.data).toEqual({
      users: [{ listingCount: 2 }],
      userListings: [{ id: second.id, title: 'Second Court' }],
      userListingCount: 2,
    });
    expect(first.id).not.toBe(second.id);
  });

  it('refuses an over-long search with a coded field error', async () => {
    const r = await asAdmin(`query($s: String) { users(search: $s) { id } }`, { s: 'x'.repeat(101) });
    expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
    expect(r.errors?.[0]?.extensions?.fields).toMatchObject([{ path: 'search', key: 'tooLong' }]);
  });
});

const CREATE = `mutation($d: CreateUserInput!) { createUser(data: $d) { id email userType firstName } }`;
const LOGIN = `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`;

describe('createUser', () => {
  it('creates a sub-admin with a password, without permissions, recorded in the audit trail', async () => {
    const email = `Sub-${randomBytes(3).toString('hex')}@Example.test`;
    const r = await asAdmin<{ createUser: { id: string; email: string; userType: string } }>(CREATE, {
      d: { email, firstName: 'Sam', lastName: 'Lee', userType: 'SUB_ADMIN', password: 'Str0ng!pass' },
    });
    expect(r.data!.createUser).toMatchObject({ email: email.toLowerCase(), userType: 'SUB_ADMIN' });
    const login = await api.execute<{ login: { token: string } }>(LOGIN, { e: email, p: 'Str0ng!pass' });
    // The password works; staff operations wait for two-factor enrolment (modules/auth/two-factor-*).
    expect(login.data!.login.token).toEqual(expect.any(String));
    const perms = await asAdmin<{ permission: { view: boolean }[] }>(
      'query($id: ID!) { permission(userId: $id) { view } }',
      { id: r.data!.createUser.id },
    );
    expect(perms.data!.permission.every((p) => !p.view)).toBe(true);
    const trail = await asAdmin<{ auditTrail: { action: string; actorEmail: string; after: string }[] }>(
      `query($id: ID!) { auditTrail(entityType: USER, entityId: $id) { action actorEmail after } }`,
      { id: r.data!.createUser.id },
    );
    expect(trail.data!.auditTrail).toHaveLength(1);
    expect(trail.data!.auditTrail[0]).toMatchObject({ action: 'user.create', actorEmail: admin.user.email });
    expect(JSON.parse(trail.data!.auditTrail[0]!.after)).toMatchObject({
      userType: 'SUB_ADMIN',
      passwordSet: true,
    });
  });

  it('without a password, e-mails a link that sets the password through the reset flow', async () => {
    const email = `invite-${randomBytes(3).toString('hex')}@example.test`;
    const r = await asAdmin(CREATE, {
      d: { email, firstName: 'Inès', lastName: 'Roy', userType: 'LANDLORD', password: '', locale: 'fr' },
    });
    expect(r.errors).toBeUndefined();
    const [mail] = await api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
    expect(mail).toMatchObject({
      template: 'account-invitation',
      subject: expect.stringContaining('Votre compte'),
    });
    const token = /confirm-password\?token=([\w-]+)/.exec(mail!.textBody)?.[1];
    const reset = await api.execute(
      `mutation($t: String!) { resetPassword(token: $t, password: "Chosen!pass1") { token } }`,
      { t: token },
    );
    expect(reset.errors).toBeUndefined();
    expect((await api.execute(LOGIN, { e: email, p: 'Chosen!pass1' })).errors).toBeUndefined();
  });

  it("answers 'This email is already exists!' for a taken e-mail, and coded field errors in French", async () => {
    const taken = await asAdmin(CREATE, {
      d: { email: admin.user.email.toUpperCase(), firstName: 'A', lastName: 'B', userType: 'RENTER' },
    });
    expect(errorCodes(taken)).toEqual(['EMAIL_TAKEN']);
    expect(taken.errors?.[0]?.message).toBe('This email is already exists!');
    const bad = await api.execute(
      CREATE,
      { d: { email: 'nope', firstName: ' ', lastName: 'B', userType: 'RENTER', password: 'weak' } },
      { token: admin.token, headers: { 'x-locale': 'fr' } },
    );
    expect(errorCodes(bad)).toEqual(['VALIDATION_FAILED']);
    const fields = bad.errors?.[0]?.extensions?.fields as { path: string; key: string; message: string }[];
    expect(Object.fromEntries(fields.map((f) => [f.path, f.key]))).toEqual({
      email: 'email',
      firstName: 'required',
      password: 'passwordRules',
    });
    expect(fields.find((f) => f.path === 'firstName')?.message).toBe('Prénom : ce champ est obligatoire');
  });

  it('lets a sub-admin with users add create renters but not staff', async () => {
    const sub = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'users', add: true, edit: false, delete: false, view: true }],
    });
    const d = (userType: string) => ({
      email: `by-sub-${randomBytes(3).toString('hex')}@example.test`,
      firstName: 'N',
      lastName: 'N',
      userType,
    });
    const ok = await api.execute(CREATE, { d: d('RENTER') }, { token: sub.token });
    expect(ok.errors).toBeUndefined();
    for (const userType of ['SUB_ADMIN', 'ADMIN']) {
      const denied = await api.execute(CREATE, { d: d(userType) }, { token: sub.token });
      expect(errorCodes(denied)).toEqual(['NO_ACCESS']);
    }
  });
});

const DELETE = `mutation($id: ID!) { deleteUser(id: $id) }`;

describe('deleteUser', () => {
  it('transfers and hides their listings, keeps listing files, removes the rest, in one go', async () => {
    const landlord = await api.factories.user({ userType: 'LANDLORD' });
    const listing = await createListingAs(api, landlord, { title: 'Inherited Court' });
    const [avatar] = await storedUploads(api, landlord, 1, 'AVATAR');
    const [loose] = await storedUploads(api, landlord, 1);
    await api.deps.db
      .insert(searchHistory)
      .values({ userId: landlord.user.id, location: 'Toronto', filters: {} });

    const r = await asAdmin(DELETE, { id: landlord.user.id });
    expect(r.data).toEqual({ deleteUser: landlord.user.id });

    const [moved] = await api.deps.db.select().from(listings).where(eq(listings.id, listing.id));
    expect(moved).toMatchObject({ ownerId: admin.user.id, isHidden: true });
    const pictureIds = listing.pictures.map((p) => p.fileId);
    const kept = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, pictureIds[0]!));
    expect(kept[0]?.ownerId).toBe(admin.user.id);
    expect(isStored(api, pictureIds[0]!)).toBe(true);
    for (const [id, kind] of [
      [avatar!, 'AVATAR'],
      [loose!, 'LISTING_PICTURE'],
    ] as const) {
      expect(await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, id))).toEqual([]);
      expect(isStored(api, id, kind)).toBe(false);
    }
    expect(await api.deps.db.select().from(sessions).where(eq(sessions.userId, landlord.user.id))).toEqual(
      [],
    );
    expect(
      await api.deps.db.select().from(searchHistory).where(eq(searchHistory.userId, landlord.user.id)),
    ).toEqual([]);
    const signedOut = await api.execute('{ currentUser { id } }', {}, { token: landlord.token });
    expect(signedOut.data).toEqual({ currentUser: null });

    const [entry] = await api.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, landlord.user.id), eq(auditLog.action, 'user.delete')));
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      before: { email: landlord.user.email, userType: 'LANDLORD' },
      after: {
        listingsTransferred: 1,
        listingsTransferredTo: admin.user.email,
        filesKept: 2,
        filesRemoved: 2,
      },
    });
  });

  it('never deletes yourself, answers USER_NOT_FOUND for an unknown id, and leaves staff to admins', async () => {
    expect(errorCodes(await asAdmin(DELETE, { id: admin.user.id }))).toEqual(['CANNOT_DELETE_SELF']);
    expect(errorCodes(await asAdmin(DELETE, { id: '00000000-0000-4000-8000-000000000000' }))).toEqual([
      'USER_NOT_FOUND',
    ]);
    const sub = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'users', add: false, edit: false, delete: true, view: true }],
    });
    const otherSub = await api.factories.user({ userType: 'SUB_ADMIN' });
    const renter = await api.factories.user();
    expect(errorCodes(await api.execute(DELETE, { id: otherSub.user.id }, { token: sub.token }))).toEqual([
      'NO_ACCESS',
    ]);
    expect((await api.execute(DELETE, { id: renter.user.id }, { token: sub.token })).data).toEqual({
      deleteUser: renter.user.id,
    });
    expect((await asAdmin(DELETE, { id: otherSub.user.id })).data).toEqual({ deleteUser: otherSub.user.id });
  });
});
