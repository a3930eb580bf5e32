import { SITE_FORM_REQUEST_RULES } from '@rentals/domain/site-forms/limits';
import { siteFormDefinitionSchema } from '@rentals/domain/site-forms/definition';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { siteFormSubmissions, siteForms } from '../../db/schema/site-forms';
import { SEED_SITE_FORMS, seedSiteForms } from '../../db/seed/site-forms';
import type { CreatedUser } from '../../test/factories';
import { errorCodes } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { SITE_FORM_COPY_TEMPLATE, SITE_FORM_SUBMISSION_TEMPLATE } from './site-form-emails';
import { SITE_FORM_EXPORT_PATH } from './site-form-export';
import { formDefinition, storedForm } from './test-site-forms';

const SUBMIT =
  'mutation($s: String!, $a: JSON!, $w: String) { submitSiteForm(slug: $s, answers: $a, website: $w) }';
const PUBLIC = `query($slug: String, $path: String) { publicSiteForm(slug: $slug, path: $path) {
  slug routePath titleEn titleFr promptEn showContactLine fields { key type required options { value } } } }`;
const CREATE = 'mutation($d: JSON!) { createSiteForm(data: $d) { id slug routePath fields { key } } }';
const UPDATE = 'mutation($id: ID!, $d: JSON!) { updateSiteForm(id: $id, data: $d) { id fields { key } } }';

let server: HttpTestServer;
let admin: CreatedUser;
let ipSeq = 0;
beforeAll(async () => {
  server = await startHttpTestServer();
  admin = await server.api.factories.user({ userType: 'ADMIN' });
  await seedSiteForms(server.api.deps.db);
});
afterAll(() => server.close());
const api = () => server.api;

function submit(
  slug: string,
  answers: unknown,
  opts: { locale?: string; ip?: string; website?: string } = {},
) {
  return api().execute<{ submitSiteForm: boolean }>(
    SUBMIT,
    { s: slug, a: answers, w: opts.website },
    {
      headers: { 'accept-language': opts.locale ?? 'en', 'x-forwarded-for': opts.ip ?? `10.3.0.${++ipSeq}` },
    },
  );
}
const asAdmin = <T = Record<string, unknown>>(query: string, variables: Record<string, unknown>) =>
  api().execute<T>(query, variables, { token: admin.token });
const submissionsOf = (formId: string) =>
  api().deps.db.select().from(siteFormSubmissions).where(eq(siteFormSubmissions.formId, formId));
const mailsTo = (to: string) => api().deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to));

describe('the seeded forms', () => {
  it("are valid definitions, and /listing-form keeps the spec's title, prompt and contact line", async () => {
    for (const form of SEED_SITE_FORMS)
      expect(siteFormDefinitionSchema.safeParse(form).error).toBeUndefined();
    const r = await api().execute<{ publicSiteForm: Record<string, unknown> }>(PUBLIC, {
      path: '/listing-form',
    });
    expect(r.data!.publicSiteForm).toMatchObject({
      slug: 'listing-form',
      titleEn: 'Listing Form',
      promptEn: 'Please complete our Listing Form and we will reach out to you shortly!',
      showContactLine: true,
    });
    // /list-with-concierge is the concierge form's page too.
    const alias = await api().execute<{ publicSiteForm: { slug: string } }>(PUBLIC, {
      path: '/list-with-concierge',
    });
    expect(alias.data!.publicSiteForm.slug).toBe('concierge');
    expect(
      (await api().execute<{ publicSiteForm: { slug: string } }>(PUBLIC, { slug: 'pre-viewing' })).data,
    ).toMatchObject({ publicSiteForm: { slug: 'pre-viewing' } });
  });

  it('are in the sitemap at their page or at /forms/{slug}, unpublished ones left out', async () => {
    await api()
      .deps.db.update(siteForms)
      .set({ isPublished: false })
      .where(eq(siteForms.slug, 'townhome-park'));
    const xml = await (await fetch(`${server.base}/sitemap.xml`)).text();
    expect(xml).toContain('/listing-form</loc>');
    expect(xml).toContain('/forms/pre-viewing</loc>');
    expect(xml).not.toContain('/forms/townhome-park');
    expect(xml).not.toContain('/forms/listing-form');
  });

  it('are seeded once', async () => {
    await seedSiteForms(api().deps.db);
    const rows = await api().deps.db.select().from(siteForms).where(eq(siteForms.slug, 'listing-form'));
    expect(rows).toHaveLength(1);
  });
});

describe('submitSiteForm', () => {
  it('stores the answers, e-mails the team in English and the submitter in their language', async () => {
    const form = await storedForm(api(), { notifyEmail: 'leads@example.test' });
    const r = await submit(
      form.slug,
      { name: ' Élise ', email: 'Elise@Example.test', kind: 'house', extra: 'x' },
      { locale: 'fr' },
    );
    expect(r.data).toEqual({ submitSiteForm: true });
    const [row] = await submissionsOf(form.id);
    expect(row).toMatchObject({
      locale: 'fr',
      answers: { name: 'Élise', email: 'elise@example.test', kind: 'house' },
    });
    const [team] = await mailsTo('leads@example.test');
    expect(team).toMatchObject({
      template: SITE_FORM_SUBMISSION_TEMPLATE,
      subject: 'New answer to "Test form"',
    });
    expect(team!.textBody).toContain('Kind: House');
    expect(team!.textBody).toContain(`/admin-forms?form=${form.id}`);
    const [copy] = await mailsTo('elise@example.test');
    expect(copy).toMatchObject({
      template: SITE_FORM_COPY_TEMPLATE,
      subject: 'Vos réponses : Formulaire test',
    });
    expect(copy!.textBody).toContain('Genre : Maison');
  });

  it('sends no copy when the form has no e-mail answered', async () => {
    const form = await storedForm(api(), { notifyEmail: 'quiet@example.test' });
    await submit(form.slug, { name: 'Bo', kind: 'condo' });
    expect(await mailsTo('quiet@example.test')).toHaveLength(1);
    expect((await submissionsOf(form.id))[0]!.answers).toEqual({ name: 'Bo', email: null, kind: 'condo' });
  });

  it('refuses missing required fields with coded messages in the language, writing and sending nothing', async () => {
    const form = await storedForm(api(), { notifyEmail: 'none@example.test' });
    const r = await submit(form.slug, { email: 'x@' }, { locale: 'fr' });
    expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
    const fields = r.errors?.[0]?.extensions?.fields as { path: string; key: string; message: string }[];
    expect(fields.map((f) => `${f.path}:${f.key}`)).toEqual([
      'name:required',
      'email:email',
      'kind:required',
    ]);
    expect(fields[0]!.message).toContain('Nom');
    expect(await submissionsOf(form.id)).toEqual([]);
    expect(await mailsTo('none@example.test')).toEqual([]);
  });

  it('drops a submission with the honeypot filled', async () => {
    const form = await storedForm(api(), { notifyEmail: 'pot@example.test' });
    expect((await submit(form.slug, { name: 'Bot', kind: 'condo' }, { website: 'x' })).data).toEqual({
      submitSiteForm: true,
    });
    expect(await submissionsOf(form.id)).toEqual([]);
    expect(await mailsTo('pot@example.test')).toEqual([]);
  });

  it('makes one client address wait after its free submissions', async () => {
    const form = await storedForm(api());
    const ip = '203.0.113.60';
    for (let i = 0; i < SITE_FORM_REQUEST_RULES.ip.freeAttempts; i++) {
      expect((await submit(form.slug, { name: `N${i}`, kind: 'condo' }, { ip })).errors).toBeUndefined();
    }
    expect(errorCodes(await submit(form.slug, { name: 'Late', kind: 'condo' }, { ip }))).toEqual([
      'TOO_MANY_ATTEMPTS',
    ]);
    expect(await submissionsOf(form.id)).toHaveLength(SITE_FORM_REQUEST_RULES.ip.freeAttempts);
  });

  it('knows no unpublished or unknown form', async () => {
    const form = await storedForm(api(), { isPublished: false });
    expect(errorCodes(await submit(form.slug, { name: 'A', kind: 'condo' }))).toEqual([
      'SITE_FORM_NOT_FOUND',
    ]);
    expect(errorCodes(await api().execute(PUBLIC, { slug: form.slug }))).toEqual(['SITE_FORM_NOT_FOUND']);
    expect(errorCodes(await submit('no-such-form', {}))).toEqual(['SITE_FORM_NOT_FOUND']);
  });
});

describe('defining forms', () => {
  it('creates and updates a form; a taken slug or page is a coded error and nothing changes', async () => {
    const created = await asAdmin<{ createSiteForm: { id: string; slug: string } }>(CREATE, {
      d: formDefinition({ slug: 'Open-House' }),
    });
    expect(created.data!.createSiteForm.slug).toBe('open-house');
    const id = created.data!.createSiteForm.id;
    expect(errorCodes(await asAdmin(CREATE, { d: formDefinition({ slug: 'open-house' }) }))).toEqual([
      'SITE_FORM_SLUG_TAKEN',
    ]);
    expect(
      errorCodes(
        await asAdmin(UPDATE, { id, d: formDefinition({ slug: 'open-house', routePath: '/listing-form' }) }),
      ),
    ).toEqual(['SITE_FORM_ROUTE_TAKEN']);
    const def = formDefinition({ slug: 'open-house' });
    const added = {
      ...def,
      fields: [
        ...def.fields,
        { key: 'parking', type: 'YES_NO', labelEn: 'Parking?', labelFr: 'Stationnement?' },
      ],
    };
    const updated = await asAdmin<{ updateSiteForm: { fields: { key: string }[] } }>(UPDATE, {
      id,
      d: added,
    });
    expect(updated.data!.updateSiteForm.fields.map((f) => f.key)).toEqual([
      'name',
      'email',
      'kind',
      'parking',
    ]);
    const bad = await asAdmin(UPDATE, { id, d: { ...def, fields: [] } });
    expect(errorCodes(bad)).toEqual(['VALIDATION_FAILED']);
    const [row] = await api().deps.db.select().from(siteForms).where(eq(siteForms.id, id));
    expect(row!.fields).toHaveLength(4);
  });
});

describe('the CSV export', () => {
  it("writes the form's submissions for staff with inbox view only", async () => {
    const form = await storedForm(api(), {
      fields: [
        ...formDefinition().fields,
        { key: 'note', type: 'LONG_TEXT', labelEn: 'Note', labelFr: 'Note' },
        { key: 'pets', type: 'YES_NO', labelEn: 'Pets', labelFr: 'Animaux' },
      ],
    });
    await submit(form.slug, { name: 'Élise, T', kind: 'house', note: '=1+1', pets: true });
    const url = `${server.base}${SITE_FORM_EXPORT_PATH}?form=${form.id}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('submittedAt,language,name,email,kind,note,pets');
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\dT[^,]+,en,"Élise, T",,House,'=1\+1,Yes$/);

    const subAdmin = await api().factories.user({ userType: 'SUB_ADMIN' });
    // A content editor who writes the forms does not read what people sent through them.
    const formsEditor = await api().factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'articles', add: true, edit: true, delete: true, view: true }],
    });
    const inboxReader = await api().factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'inbox', add: false, edit: false, delete: false, view: true }],
    });
    const renter = await api().factories.user({ userType: 'RENTER' });
    expect((await fetch(url, { headers: { authorization: `Bearer ${renter.token}` } })).status).toBe(403);
    expect((await fetch(url, { headers: { authorization: `Bearer ${subAdmin.token}` } })).status).toBe(403);
    expect((await fetch(url, { headers: { authorization: `Bearer ${formsEditor.token}` } })).status).toBe(
      403,
    );
    expect((await fetch(url, { headers: { authorization: `Bearer ${inboxReader.token}` } })).status).toBe(
      200,
    );
    expect((await fetch(url)).status).toBe(401);
    const unknown = await fetch(`${server.base}${SITE_FORM_EXPORT_PATH}?form=nope`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(unknown.status).toBe(404);
  });
});
