import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { totpCode, totpStep } from '@rentals/domain/auth/totp';
import { oidcUsedNonces } from '../../db/schema/oidc-nonces';
import { sessions, users } from '../../db/schema/users';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { startTestOidcProvider, type TestAccount, type TestOidcProvider } from './oidc-test-provider';

let provider: TestOidcProvider;
let api: TestApi;
beforeAll(async () => {
  provider = await startTestOidcProvider('http://localhost:3000/auth/oidc/callback');
  api = await createTestApi({
    env: {
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_PROVIDER_NAME: 'Acme ID',
    },
  });
});
afterAll(async () => {
  await api.close();
  await provider.close();
});

const AUTHENTICATE = `mutation($idToken: String!) {
  authenticate(idToken: $idToken) { token user { id email userType firstName lastName } }
}`;
type Authenticated = {
  authenticate: { token: string; user: { id: string; email: string; userType: string; firstName: string } };
};

const authenticate = (idToken: string, headers?: Record<string, string>) =>
  api.execute<Authenticated>(AUTHENTICATE, { idToken }, { headers });

const person = (over: Partial<TestAccount> = {}): TestAccount => ({
  sub: `sub-${randomUUID()}`,
  email: `hosted-${randomUUID()}@example.test`,
  emailVerified: true,
  givenName: 'Chloé',
  familyName: 'Tremblay',
  ...over,
});

/** What a refused sign-in must leave as it was. */
async function footprint() {
  const [u] = await api.database.db.select({ n: count() }).from(users);
  const [s] = await api.database.db.select({ n: count() }).from(sessions);
  const [n] = await api.database.db.select({ n: count() }).from(oidcUsedNonces);
  return { users: u!.n, sessions: s!.n, nonces: n!.n };
}

describe('hostedLogin', () => {
  it('tells the web that hosted login is available, with the provider name', async () => {
    const r = await api.execute('{ hostedLogin { providerName loginUrl } }');
    expect(r.data).toEqual({ hostedLogin: { providerName: 'Acme ID', loginUrl: '/auth/oidc/login' } });
  });
});

describe('authenticate(idToken)', () => {
  it('creates an UNVERIFIED account for a new subject and opens a working session', async () => {
    const account = person();
    const r = await authenticate(await provider.idToken(account));
    expect(r.errors).toBeUndefined();
    const { token, user } = r.data!.authenticate;
    expect(user).toMatchObject({ email: account.email, userType: 'UNVERIFIED', firstName: 'Chloé' });
    const [row] = await api.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ auth0id: account.sub, passwordHash: null });
    const me = await api.execute('{ currentUser { id } }', {}, { token });
    expect(me.data).toEqual({ currentUser: { id: user.id } });
  });

  it('opens an account without a password, which this fresh sign-in lets confirm it is them', async () => {
    const r = await authenticate(await provider.idToken(person()));
    const { token } = r.data!.authenticate;
    const me = await api.execute('{ currentUser { hasPassword } }', {}, { token });
    expect(me.data).toEqual({ currentUser: { hasPassword: false } });
    const deletion = await api.execute('mutation { requestAccountDeletion { dueAt } }', {}, { token });
    expect(deletion.errors).toBeUndefined();
  });

  it('signs the same subject in to the same account, even when its e-mail changed', async () => {
    const account = person();
    const first = await authenticate(await provider.idToken(account));
    const again = await authenticate(
      await provider.idToken({ ...account, email: `renamed-${randomUUID()}@example.test` }),
    );
    expect(again.errors).toBeUndefined();
    expect(again.data!.authenticate.user.id).toBe(first.data!.authenticate.user.id);
  });

  it('links an existing local account by an e-mail the provider verified', async () => {
    const local = await api.factories.user({ userType: 'LANDLORD' });
    const account = person({ email: local.user.email.toUpperCase(), emailVerified: true });
    const r = await authenticate(await provider.idToken(account));
    expect(r.errors).toBeUndefined();
    expect(r.data!.authenticate.user).toMatchObject({ id: local.user.id, userType: 'LANDLORD' });
    const [row] = await api.database.db.select().from(users).where(eq(users.id, local.user.id));
    expect(row!.auth0id).toBe(account.sub);
  });

  it('asks an account with two-factor on for its code before opening a session', async () => {
    const staff = await api.factories.user({ userType: 'ADMIN' });
    const account = person({ email: staff.user.email, emailVerified: true });
    const before = await footprint();
    const r = await api.execute<{
      authenticate: { token: string | null; user: { id: string } | null; twoFactorChallenge: string | null };
    }>(
      `mutation($idToken: String!) { authenticate(idToken: $idToken) { token user { id } twoFactorChallenge } }`,
      { idToken: await provider.idToken(account) },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.authenticate).toMatchObject({ token: null, user: null });
    expect(r.data!.authenticate.twoFactorChallenge).toEqual(expect.any(String));
    const done = await api.execute<{ completeTwoFactorLogin: { user: { id: string } } }>(
      `mutation($ch: String!, $c: String!) { completeTwoFactorLogin(challenge: $ch, code: $c) { user { id } } }`,
      {
        ch: r.data!.authenticate.twoFactorChallenge,
        c: totpCode(staff.twoFactorSecret!, totpStep(Date.now())),
      },
    );
    expect(done.data?.completeTwoFactorLogin.user.id).toBe(staff.user.id);
    expect((await footprint()).sessions).toBe(before.sessions + 1);
  });

  it('opens no new account on an e-mail the provider did not verify', async () => {
    const before = await footprint();
    const r = await authenticate(await provider.idToken(person({ emailVerified: false })));
    expect(errorCodes(r)).toEqual(['OIDC_EMAIL_NOT_VERIFIED']);
    expect(await footprint()).toEqual(before);
  });

  it('never takes over an account by an e-mail the provider did not verify', async () => {
    const local = await api.factories.user();
    const before = await footprint();
    const r = await authenticate(
      await provider.idToken(person({ email: local.user.email, emailVerified: false })),
    );
    expect(errorCodes(r)).toEqual(['OIDC_EMAIL_UNVERIFIED']);
    expect(await footprint()).toEqual(before);
    const [row] = await api.database.db.select().from(users).where(eq(users.id, local.user.id));
    expect(row!.auth0id).toBeNull();
  });

  it('does not relink an account already linked to another subject', async () => {
    const owner = person();
    await authenticate(await provider.idToken(owner));
    const r = await authenticate(await provider.idToken(person({ email: owner.email })));
    expect(errorCodes(r)).toEqual(['OIDC_ACCOUNT_LINKED']);
  });

  it('refuses an identity without an e-mail address', async () => {
    const r = await authenticate(await provider.idToken(person({ email: undefined })));
    expect(errorCodes(r)).toEqual(['OIDC_EMAIL_MISSING']);
  });

  it.each([
    ['issued for another client', { audience: 'someone-else' }],
    ['expired', { expiresIn: -120 }],
    ['signed by a key the provider never published', { key: 'foreign' as const }],
    ['without a nonce', { nonce: null }],
  ])('refuses a token %s and changes nothing', async (_case, options) => {
    const before = await footprint();
    const r = await authenticate(await provider.idToken(person(), options));
    expect(errorCodes(r)).toEqual(['OIDC_TOKEN_INVALID']);
    expect(await footprint()).toEqual(before);
  });

  it('refuses a token that is not a JWT, in the caller’s language', async () => {
    const r = await authenticate('not-a-token', { 'x-locale': 'fr' });
    expect(errorCodes(r)).toEqual(['OIDC_TOKEN_INVALID']);
    expect(r.errors![0]!.message).toBe('La connexion n’a pas pu être vérifiée. Réessayez.');
  });

  it('accepts a nonce once: a replayed token or nonce opens no second session', async () => {
    const account = person();
    const nonce = randomUUID();
    const token = await provider.idToken(account, { nonce });
    expect((await authenticate(token)).errors).toBeUndefined();
    const before = await footprint();
    expect(errorCodes(await authenticate(token))).toEqual(['OIDC_NONCE_USED']);
    expect(errorCodes(await authenticate(await provider.idToken(account, { nonce })))).toEqual([
      'OIDC_NONCE_USED',
    ]);
    expect(await footprint()).toEqual(before);
  });
});

describe('without a reachable provider', () => {
  it('offers no hosted login and refuses id tokens', async () => {
    const plain = await createTestApi({ database: api.database });
    try {
      expect((await plain.execute('{ hostedLogin { loginUrl } }')).data).toEqual({ hostedLogin: null });
      const r = await plain.execute(AUTHENTICATE, { idToken: await provider.idToken(person()) });
      expect(errorCodes(r)).toEqual(['OIDC_NOT_CONFIGURED']);
    } finally {
      await plain.close();
    }
  });

  it('answers SERVICE_UNAVAILABLE when the provider cannot be reached', async () => {
    const unreachable = await createTestApi({
      database: api.database,
      env: { OIDC_ISSUER: 'http://127.0.0.1:1', OIDC_CLIENT_ID: 'c', OIDC_CLIENT_SECRET: 's' },
    });
    try {
      const r = await unreachable.execute(AUTHENTICATE, { idToken: await provider.idToken(person()) });
      expect(errorCodes(r)).toEqual(['SERVICE_UNAVAILABLE']);
    } finally {
      await unreachable.close();
    }
  });
});
