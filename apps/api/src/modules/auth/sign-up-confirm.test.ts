import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createMailAdapter, type MailAdapter } from '../../adapters/mail/mail';
import { emailOutbox } from '../../db/schema/mail';
import { pendingSignUps } from '../../db/schema/pending-sign-ups';
import { users } from '../../db/schema/users';
import { settleAfterAnswer } from '../../graphql/after-answer';
import { createLogger } from '../../logger';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { runRetention } from '../data-rights/retention.service';
import {
  confirmSignUp,
  lastMail,
  SIGN_UP,
  signUpAndConfirm,
  signUpData,
  signUpLinkToken,
} from './test-sign-up';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

let seq = 0;
const freshEmail = () => `newcomer${++seq}-${Date.now()}@example.test`;
/** A new client address per sign-up: only the behaviour, not the attempt count, is looked at here. */
const from = (extra: Record<string, string> = {}) => ({
  headers: { 'x-forwarded-for': `198.51.100.${++seq % 250}`, ...extra },
});
const ask = (email: string, extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  api.execute(SIGN_UP, { data: signUpData(email, extra) }, from(headers));

describe('signUp', () => {
  it('answers a taken address exactly as a new one', async () => {
    const { user: owner } = await api.factories.user();
    const newcomer = freshEmail();
    const [taken, fresh] = [await ask(owner.email.toUpperCase()), await ask(newcomer)];
    expect(fresh).toEqual({ data: { signUp: { confirmationSentTo: newcomer } }, status: 200 });
    expect(JSON.stringify(taken).replace(owner.email, '<address>')).toBe(
      JSON.stringify(fresh).replace(newcomer, '<address>'),
    );
  });

  it("mails the owner of a taken address that someone tried, in the account's language", async () => {
    const { user: owner } = await api.factories.user({ locale: 'fr' });
    expect(
      (await ask(owner.email, { firstName: 'Intrus' }, { 'accept-language': 'en' })).errors,
    ).toBeUndefined();
    const mail = await lastMail(api, owner.email, 'sign-up-taken');
    expect(mail?.subject).toBe('Quelqu’un a tenté de créer un compte avec votre courriel');
    expect(mail?.textBody).toContain('http://localhost:3000/login');
    expect(mail?.textBody).toContain('http://localhost:3000/forgot-password');
    expect(mail?.textBody).not.toContain('/signup/confirm');
    const pending = await api.deps.db
      .select()
      .from(pendingSignUps)
      .where(eq(pendingSignUps.email, owner.email));
    expect(pending).toEqual([]);
    const [still] = await api.deps.db.select().from(users).where(eq(users.id, owner.id));
    expect(still).toMatchObject({ firstName: owner.firstName, passwordHash: owner.passwordHash });
  });

  it('mails a new address the link in the language chosen, and creates no account yet', async () => {
    const email = freshEmail();
    await ask(email, { locale: 'fr' });
    const mail = await lastMail(api, email, 'sign-up-confirm');
    expect(mail?.subject).toBe('Terminez la création de votre compte');
    expect(mail?.textBody).toMatch(/http:\/\/localhost:3000\/signup\/confirm\?token=\S+/);
    expect(mail?.textBody).toContain('24 heures');
    expect(await api.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('confirmSignUp', () => {
  it('creates the account with the type, language and terms chosen, and signs it in', async () => {
    const email = freshEmail();
    const { token, user } = await signUpAndConfirm(api, email, { userType: 'LANDLORD', locale: 'fr' });
    expect(user).toMatchObject({ email, userType: 'LANDLORD', locale: 'fr', termsToAccept: null });
    const me = await api.execute<{ currentUser: { id: string } }>(`{ currentUser { id } }`, {}, { token });
    expect(me.data?.currentUser.id).toBe(user.id);
    expect(await api.deps.db.select().from(pendingSignUps).where(eq(pendingSignUps.email, email))).toEqual(
      [],
    );
  });

  it('refuses a link used already, in the request language', async () => {
    const email = freshEmail();
    await ask(email);
    const token = await signUpLinkToken(api, email);
    expect((await confirmSignUp(api, token)).errors).toBeUndefined();
    const again = await confirmSignUp(api, token, { headers: { 'accept-language': 'fr' } });
    expect(errorCodes(again)).toEqual(['SIGN_UP_LINK_INVALID']);
    expect(again.errors?.[0]?.message).toBe(
      'Ce lien a expiré ou a déjà été utilisé. Inscrivez-vous de nouveau.',
    );
  });

  it('refuses an expired link and an unknown one with the same answer', async () => {
    const email = freshEmail();
    await ask(email);
    const token = await signUpLinkToken(api, email);
    await api.deps.db
      .update(pendingSignUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignUps.email, email));
    const [expired, unknown] = [await confirmSignUp(api, token), await confirmSignUp(api, 'nope')];
    expect(errorCodes(expired)).toEqual(['SIGN_UP_LINK_INVALID']);
    expect(expired.errors?.[0]?.message).toBe('This link has expired or was already used. Sign up again.');
    expect(unknown).toEqual(expired);
    expect(await api.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('lets the first link used for an address win and refuses the other', async () => {
    const email = freshEmail();
    await ask(email, { firstName: 'First', password: 'First!pass1' });
    const first = await signUpLinkToken(api, email);
    await ask(email, { firstName: 'Second', password: 'Second!pass2' });
    const second = await signUpLinkToken(api, email);
    expect(second).not.toBe(first);

    expect((await confirmSignUp(api, second)).errors).toBeUndefined();
    expect(errorCodes(await confirmSignUp(api, first))).toEqual(['SIGN_UP_LINK_INVALID']);
    const accounts = await api.deps.db.select().from(users).where(eq(users.email, email));
    expect(accounts.map((u) => u.firstName)).toEqual(['Second']);
    const login = await api.execute(
      `mutation($e: String!, $p: String!) { login(email: $e, password: $p) { token } }`,
      { e: email, p: 'Second!pass2' },
    );
    expect(login.errors).toBeUndefined();
  });

  it('refuses the link, without saying why, when the address got an account meanwhile', async () => {
    const email = freshEmail();
    await ask(email);
    const token = await signUpLinkToken(api, email);
    await api.factories.user({ email });
    expect(errorCodes(await confirmSignUp(api, token))).toEqual(['SIGN_UP_LINK_INVALID']);
  });
});

describe('pending sign-ups past their link', () => {
  it('are deleted by the daily retention run, the others kept', async () => {
    const [stale, live] = [freshEmail(), freshEmail()];
    await ask(stale);
    await ask(live);
    await settleAfterAnswer(api.deps);
    await api.deps.db
      .update(pendingSignUps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(pendingSignUps.email, stale));
    await runRetention(api.deps, new Date());
    const left = (await api.deps.db.select().from(pendingSignUps)).map((p) => p.email);
    expect(left).not.toContain(stale);
    expect(left).toContain(live);
  });
});

describe('the answer', () => {
  it('does not wait for the mail: it comes while the mail is held', async () => {
    const real = createMailAdapter({ from: 'test@example.test', log: createLogger('silent') });
    let entered!: () => void;
    const reached = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const held: MailAdapter = {
      ...real,
      async enqueue(db, message) {
        entered();
        await gate;
        return real.enqueue(db, message);
      },
    };
    const slow = await createTestApi({ mail: held });
    try {
      const { user: owner } = await slow.factories.user();
      for (const email of [owner.email, 'held-newcomer@example.test']) {
        const r = await slow.execute(SIGN_UP, { data: signUpData(email) });
        expect(r.data).toEqual({ signUp: { confirmationSentTo: email } });
      }
      // Both answers came while the mail could not be written: had either waited, it would not have.
      await reached;
      release();
      await settleAfterAnswer(slow.deps);
      const sent = await slow.deps.db.select().from(emailOutbox);
      expect(sent.map((m) => m.template).sort()).toEqual(['sign-up-confirm', 'sign-up-taken']);
    } finally {
      release();
      await slow.close();
    }
  });
});
