import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { legalAcceptances, legalDocuments } from '../../db/schema/legal';
import { users } from '../../db/schema/users';
import { seedLegalDocuments } from '../../db/seed/legal/seed-legal';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { TEST_PASSWORD, type CreatedUser } from '../../test/factories';
import { confirmSignUp, SIGN_UP, signUpAndConfirm, signUpData, signUpLinkToken } from '../auth/test-sign-up';

let api: TestApi;
let admin: CreatedUser;
beforeAll(async () => {
  api = await createTestApi();
  await seedLegalDocuments(api.deps.db);
  admin = await api.factories.user({ userType: 'ADMIN' });
});
afterAll(() => api.close());

const ME = `{ currentUser { id termsToAccept { id version summary } } }`;
const DOC = `query($kind: LegalKind!, $version: Int) {
  legalDocument(kind: $kind, version: $version) { id version effectiveOn bodyHtml headings { id text level } }
  legalDocumentVersions(kind: $kind) { version effectiveOn publishedAt }
}`;
const CREATE = `mutation($kind: LegalKind!) { createLegalDraft(kind: $kind) { id version publishedAt bodyJsonEn } }`;
const UPDATE = `mutation($id: ID!, $data: LegalDraftInput!) { updateLegalDraft(id: $id, data: $data) { id summary bodyHtml } }`;
const PUBLISH = `mutation($id: ID!) { publishLegalDocument(id: $id) { id version publishedAt } }`;
const DELETE = `mutation($id: ID!) { deleteLegalDraft(id: $id) }`;
const ACCEPT = `mutation($id: ID!) { acceptTerms(documentId: $id) }`;

type Me = {
  currentUser: { id: string; termsToAccept: { id: string; version: number; summary: string } | null };
};
const doc = (...blocks: unknown[]) => ({ type: 'doc', content: blocks });
const para = (text: string, marks?: unknown[]) => ({
  type: 'paragraph',
  content: [{ type: 'text', text, ...(marks ? { marks } : {}) }],
});

let seq = 0;
/** A sign-up with the box as given; the raw answer, for the refusals. */
async function askSignUp(acceptTerms?: boolean) {
  const email = `legal${++seq}-${Date.now()}@example.test`;
  const { acceptTerms: _ticked, ...unticked } = signUpData(email, { firstName: 'Lé', lastName: 'Gal' });
  const data = acceptTerms === undefined ? unticked : { ...unticked, acceptTerms };
  return { email, result: await api.execute(SIGN_UP, { data }) };
}

/** A new account with the box ticked, confirmed through its link. */
const signUp = () => signUpAndConfirm(api, `legal${++seq}-${Date.now()}@example.test`);

async function currentTermsId(): Promise<string> {
  const r = await api.execute<{ legalDocument: { id: string } }>(DOC, { kind: 'TERMS' });
  return r.data!.legalDocument.id;
}

describe('reading', () => {
  it('serves the current version with its versions list and a table of contents, in the request language', async () => {
    const r = await api.execute<{
      legalDocument: {
        version: number;
        effectiveOn: string;
        bodyHtml: string;
        headings: { id: string; text: string }[];
      };
      legalDocumentVersions: { version: number }[];
    }>(DOC, { kind: 'PRIVACY' }, { headers: { 'x-locale': 'fr' } });
    expect(r.errors).toBeUndefined();
    expect(r.data!.legalDocument).toMatchObject({ version: 1, effectiveOn: '2026-01-01' });
    expect(r.data!.legalDocument.bodyHtml).toContain('Claire Bouchard');
    expect(r.data!.legalDocument.bodyHtml).toContain('privacy@rentals.example');
    expect(r.data!.legalDocument.headings[0]).toMatchObject({
      id: '1-responsable-de-la-protection-des-renseignements-personnels',
      text: '1. Responsable de la protection des renseignements personnels',
    });
    expect(r.data!.legalDocument.bodyHtml).toContain('<h2 id="1-responsable');
    expect(r.data!.legalDocumentVersions.map((v) => v.version)).toEqual([1]);
  });

  it('answers the text in the language asked for, as server renders ask without one', async () => {
    const r = await api.execute<{ legalDocument: { fr: string; en: string; headings: { text: string }[] } }>(
      `{ legalDocument(kind: TERMS) { fr: bodyHtml(locale: fr) en: bodyHtml headings(locale: fr) { text } } }`,
    );
    expect(r.data!.legalDocument.fr).toContain('Conditions d’utilisation');
    expect(r.data!.legalDocument.en).toContain('These Terms of Use govern');
    expect(r.data!.legalDocument.headings[0]!.text).toBe('1. Qui nous sommes');
  });

  it('answers LEGAL_DOCUMENT_NOT_FOUND for a version that is not published', async () => {
    expect(errorCodes(await api.execute(DOC, { kind: 'TERMS', version: 99 }))).toEqual([
      'LEGAL_DOCUMENT_NOT_FOUND',
    ]);
  });
});

describe('sign-up', () => {
  it('refuses an account without the terms box ticked, and writes nothing', async () => {
    for (const value of [undefined, false]) {
      const { email, result } = await askSignUp(value);
      expect(errorCodes(result)).toEqual(['VALIDATION_FAILED']);
      expect(result.errors?.[0]?.extensions?.fields).toMatchObject([
        { path: 'acceptTerms', key: 'termsRequired' },
      ]);
      expect(await api.deps.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
  });

  it('records the acceptance of the current terms with the account', async () => {
    const { user } = await signUp();
    expect(user.termsToAccept).toBeNull();
    const rows = await api.deps.db
      .select()
      .from(legalAcceptances)
      .where(eq(legalAcceptances.userId, user.id));
    expect(rows.map((r) => r.documentId)).toEqual([await currentTermsId()]);
  });
});

describe('acceptance', () => {
  it('asks an account created without acceptance, and records it once accepted', async () => {
    const user = await api.factories.user({ userType: 'SUB_ADMIN' });
    const before = await api.execute<Me>(ME, {}, { token: user.token });
    const termsId = await currentTermsId();
    expect(before.data!.currentUser.termsToAccept).toMatchObject({ id: termsId, version: 1 });
    expect(await api.execute(ACCEPT, { id: termsId }, { token: user.token })).toMatchObject({
      data: { acceptTerms: true },
    });
    const after = await api.execute<Me>(ME, {}, { token: user.token });
    expect(after.data!.currentUser.termsToAccept).toBeNull();
  });

  it('answers the terms to accept in the login answer itself, read before any page reloads', async () => {
    const user = await api.factories.user();
    const r = await api.execute<{ login: { user: { termsToAccept: { version: number } | null } } }>(
      'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { termsToAccept { version } } } }',
      { e: user.user.email, p: TEST_PASSWORD },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.login.user.termsToAccept).toEqual({ version: 1 });
  });

  it('refuses a version that is not the current terms', async () => {
    const user = await api.factories.user();
    const privacy = await api.execute<{ legalDocument: { id: string } }>(DOC, { kind: 'PRIVACY' });
    const r = await api.execute(ACCEPT, { id: privacy.data!.legalDocument.id }, { token: user.token });
    expect(errorCodes(r)).toEqual(['LEGAL_NOT_CURRENT_TERMS']);
    expect(
      await api.deps.db.select().from(legalAcceptances).where(eq(legalAcceptances.userId, user.user.id)),
    ).toEqual([]);
  });

  it('tells only the user themself which terms they must accept', async () => {
    const other = await api.factories.user({ email: `other-${Date.now()}@example.test` });
    const r = await api.execute<{ users: { id: string; termsToAccept: unknown }[] }>(
      `query($s: String) { users(search: $s) { id termsToAccept { id } } }`,
      { s: other.user.email },
      { token: admin.token },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.users).toEqual([{ id: other.user.id, termsToAccept: null }]);
  });
});

describe('drafts', () => {
  it('keeps a published version from being edited, published or deleted', async () => {
    const id = await currentTermsId();
    expect(
      errorCodes(await api.execute(UPDATE, { id, data: { summaryEn: 'x' } }, { token: admin.token })),
    ).toEqual(['LEGAL_DOCUMENT_PUBLISHED']);
    expect(errorCodes(await api.execute(PUBLISH, { id }, { token: admin.token }))).toEqual([
      'LEGAL_DOCUMENT_PUBLISHED',
    ]);
    expect(errorCodes(await api.execute(DELETE, { id }, { token: admin.token }))).toEqual([
      'LEGAL_DOCUMENT_PUBLISHED',
    ]);
  });

  it('sanitizes what a draft is given: known XSS payloads never reach the stored HTML', async () => {
    const draft = await api.execute<{ createLegalDraft: { id: string; version: number } }>(
      CREATE,
      { kind: 'PRIVACY' },
      { token: admin.token },
    );
    const id = draft.data!.createLegalDraft.id;
    const payloads = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<iframe src="javascript:alert(1)"></iframe>',
      '<a href="javascript:alert(1)">x</a>',
      '"><svg onload=alert(1)>',
    ];
    const r = await api.execute<{ updateLegalDraft: { bodyHtml: string } }>(
      UPDATE,
      { id, data: { bodyEn: doc(...payloads.map((p) => para(p))) } },
      { token: admin.token },
    );
    expect(r.errors).toBeUndefined();
    const [row] = await api.deps.db.select().from(legalDocuments).where(eq(legalDocuments.id, id));
    for (const html of [row!.bodyHtmlEn, r.data!.updateLegalDraft.bodyHtml]) {
      expect(html).not.toMatch(/<script|<img|<iframe|<svg|<a /i);
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    }
    // A javascript: link is refused outright, and the draft keeps what it had.
    const unsafe = await api.execute(
      UPDATE,
      { id, data: { bodyEn: doc(para('x', [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }])) } },
      { token: admin.token },
    );
    expect(errorCodes(unsafe)).toEqual(['RICH_TEXT_UNSAFE_LINK']);
    const [kept] = await api.deps.db.select().from(legalDocuments).where(eq(legalDocuments.id, id));
    expect(kept!.bodyHtmlEn).toBe(row!.bodyHtmlEn);
    expect(await api.execute(DELETE, { id }, { token: admin.token })).toMatchObject({
      data: { deleteLegalDraft: true },
    });
  });

  it('refuses to publish a draft whose text is empty', async () => {
    const draft = await api.execute<{ createLegalDraft: { id: string } }>(
      CREATE,
      { kind: 'PRIVACY' },
      { token: admin.token },
    );
    const id = draft.data!.createLegalDraft.id;
    await api.execute(UPDATE, { id, data: { bodyFr: doc() } }, { token: admin.token });
    expect(errorCodes(await api.execute(PUBLISH, { id }, { token: admin.token }))).toEqual([
      'RICH_TEXT_EMPTY',
    ]);
    const [row] = await api.deps.db.select().from(legalDocuments).where(eq(legalDocuments.id, id));
    expect(row!.publishedAt).toBeNull();
    await api.execute(DELETE, { id }, { token: admin.token });
  });

  it('allows one draft per document at a time', async () => {
    const first = await api.execute<{ createLegalDraft: { id: string } }>(
      CREATE,
      { kind: 'PRIVACY' },
      { token: admin.token },
    );
    expect(errorCodes(await api.execute(CREATE, { kind: 'PRIVACY' }, { token: admin.token }))).toEqual([
      'LEGAL_DRAFT_EXISTS',
    ]);
    await api.execute(DELETE, { id: first.data!.createLegalDraft.id }, { token: admin.token });
  });
});

describe('a new terms version', () => {
  it('asks everyone again until they accept it, and keeps the earlier acceptances', async () => {
    const newcomer = await signUp();
    const v1 = await currentTermsId();
    expect(
      (await api.execute<Me>(ME, {}, { token: newcomer.token })).data!.currentUser.termsToAccept,
    ).toBeNull();

    const draft = await api.execute<{
      createLegalDraft: { id: string; version: number; bodyJsonEn: unknown };
    }>(CREATE, { kind: 'TERMS' }, { token: admin.token });
    // Copied from version 1, numbered 2.
    expect(draft.data!.createLegalDraft).toMatchObject({ version: 2 });
    expect(JSON.stringify(draft.data!.createLegalDraft.bodyJsonEn)).toContain('Terms of Use');
    const id = draft.data!.createLegalDraft.id;
    await api.execute(
      UPDATE,
      { id, data: { summaryEn: 'New rules on boosts.', summaryFr: 'Nouvelles règles.' } },
      { token: admin.token },
    );
    // A draft asks nothing of anyone.
    expect(
      (await api.execute<Me>(ME, {}, { token: newcomer.token })).data!.currentUser.termsToAccept,
    ).toBeNull();

    const published = await api.execute<{ publishLegalDocument: { publishedAt: string } }>(
      PUBLISH,
      { id },
      { token: admin.token },
    );
    expect(published.data!.publishLegalDocument.publishedAt).toBeTruthy();
    for (const token of [newcomer.token, admin.token]) {
      const me = await api.execute<Me>(ME, {}, { token });
      expect(me.data!.currentUser.termsToAccept).toMatchObject({
        id,
        version: 2,
        summary: 'New rules on boosts.',
      });
    }
    // The old version can no longer be accepted; the new one can.
    expect(errorCodes(await api.execute(ACCEPT, { id: v1 }, { token: newcomer.token }))).toEqual([
      'LEGAL_NOT_CURRENT_TERMS',
    ]);
    await api.execute(ACCEPT, { id }, { token: newcomer.token });
    expect(
      (await api.execute<Me>(ME, {}, { token: newcomer.token })).data!.currentUser.termsToAccept,
    ).toBeNull();
    expect(
      (await api.execute<Me>(ME, {}, { token: admin.token })).data!.currentUser.termsToAccept,
    ).not.toBeNull();

    const rows = await api.deps.db
      .select()
      .from(legalAcceptances)
      .where(eq(legalAcceptances.userId, newcomer.user.id));
    expect(rows.map((r) => r.documentId).sort()).toEqual([v1, id].sort());
    // Sign-up now accepts version 2.
    const later = await signUp();
    expect(later.user.termsToAccept).toBeNull();
  });
});

describe('a sign-up confirmed after a new version', () => {
  it('records the version ticked at sign-up and asks for the newer one', async () => {
    const ticked = await currentTermsId();
    const email = `legal${++seq}-${Date.now()}@example.test`;
    expect((await api.execute(SIGN_UP, { data: signUpData(email) })).errors).toBeUndefined();
    const token = await signUpLinkToken(api, email);
    const draft = await api.execute<{ createLegalDraft: { id: string } }>(
      CREATE,
      { kind: 'TERMS' },
      { token: admin.token },
    );
    const newer = draft.data!.createLegalDraft.id;
    await api.execute(PUBLISH, { id: newer }, { token: admin.token });

    const { user } = (await confirmSignUp(api, token)).data!.confirmSignUp;
    expect(user.termsToAccept).toMatchObject({ id: newer });
    const rows = await api.deps.db
      .select()
      .from(legalAcceptances)
      .where(eq(legalAcceptances.userId, user.id));
    expect(rows.map((r) => r.documentId)).toEqual([ticked]);
  });
});
