import { and, eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileObjects } from '../../db/schema/files';
import { emailOutbox } from '../../db/schema/mail';
import { dataExportRequests } from '../../db/schema/privacy';
import { savedSearches } from '../../db/schema/saved-searches';
import type { CreatedUser } from '../../test/factories';
import { errorCodes, type TestApi } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { fileOf, PDF_BYTES } from '../files/test-files';
import { runDueJobs } from '../jobs/job-runner';
import { PRIVACY_REQUESTS, REQUEST_DATA_EXPORT, myExportOf, requestExportAs } from './test-privacy';

/*
 * A user's data export through the public API and GET /files/<id>: asked once, built by its job,
 * e-mailed in the user's language, read by them alone, deleted when its link expires.
 */

let server: HttpTestServer;
let api: TestApi;
let base: string;
beforeAll(async () => {
  server = await startHttpTestServer();
  ({ api, base } = server);
});
afterAll(() => server.close());

const DAY_MS = 86_400_000;

const get = (url: string, token?: string) =>
  fetch(base + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const myExport = (user: CreatedUser) => myExportOf(api, user);
const requestExport = (user: CreatedUser) => requestExportAs(api, user);

/** Runs every job due at `now` until none is left. */
async function runJobs(now = new Date()) {
  while ((await runDueJobs(api.deps, now)) > 0);
}

async function uploadIdentityDocument(user: CreatedUser): Promise<string> {
  const r = await api.upload<{ multipleFileUpload: { id: string }[] }>(
    `mutation($files: [Upload!]!, $pathType: FilePathType!) { multipleFileUpload(files: $files, pathType: $pathType) { id } }`,
    { files: [null], pathType: 'IDENTITY_DOCUMENT' },
    { 'files.0': fileOf(PDF_BYTES, 'passport scan.pdf') },
    { token: user.token },
  );
  expect(r.errors).toBeUndefined();
  return r.data!.multipleFileUpload[0]!.id;
}

async function readyExportOf(user: CreatedUser) {
  await requestExport(user);
  await runJobs();
  const ready = (await myExport(user))!;
  expect(ready.state).toBe('READY');
  return ready;
}

async function downloadZip(fileId: string, user: CreatedUser): Promise<JSZip> {
  const response = await get(`/files/${fileId}`, user.token);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/zip');
  return JSZip.loadAsync(Buffer.from(await response.arrayBuffer()));
}

const jsonOf = async (zip: JSZip, name: string) =>
  JSON.parse(await zip.file(name)!.async('string')) as unknown;

describe('asking for a data export', () => {
  it('is prepared in the background, then ready with a link lasting DATA_EXPORT_LINK_DAYS', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    expect(await myExport(renter)).toBeNull();
    const requested = await requestExport(renter);
    expect(requested).toMatchObject({ state: 'REQUESTED', readyAt: null, expiresAt: null, fileId: null });

    const now = new Date();
    await runJobs(now);
    const ready = (await myExport(renter))!;
    expect(ready.state).toBe('READY');
    expect(ready.fileId).toEqual(expect.any(String));
    expect(new Date(ready.expiresAt!).getTime()).toBe(now.getTime() + 7 * DAY_MS);
  });

  it('refuses a second request while one is prepared or downloadable, changing nothing', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    await requestExport(renter);
    const again = await api.execute(REQUEST_DATA_EXPORT, {}, { token: renter.token });
    expect(errorCodes(again)).toEqual(['DATA_EXPORT_ALREADY_REQUESTED']);

    await runJobs();
    const ready = await api.execute(REQUEST_DATA_EXPORT, {}, { token: renter.token });
    expect(errorCodes(ready)).toEqual(['DATA_EXPORT_ALREADY_REQUESTED']);
    const rows = await api.deps.db
      .select()
      .from(dataExportRequests)
      .where(eq(dataExportRequests.userId, renter.user.id));
    expect(rows.map((r) => r.status)).toEqual(['READY']);
  });

  it('says so in French to a French-speaking user', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    await requestExport(renter);
    const again = await api.execute(
      REQUEST_DATA_EXPORT,
      {},
      { token: renter.token, headers: { 'x-locale': 'fr' } },
    );
    expect(again.errors?.[0]?.message).toContain('déjà en préparation');
  });
});

describe('the zip', () => {
  it('holds one JSON file per table part, the user’s files decrypted, and no secret', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const documentId = await uploadIdentityDocument(renter);
    await api.deps.db.insert(savedSearches).values({
      userId: renter.user.id,
      name: 'Toronto 2 bedrooms',
      filters: {},
      filtersKey: `key-${renter.user.id}`,
    });
    const ready = await readyExportOf(renter);
    const zip = await downloadZip(ready.fileId!, renter);

    const index = (await jsonOf(zip, 'index.json')) as {
      userId: string;
      files: { file: string; en: string; fr: string }[];
    };
    expect(index.userId).toBe(renter.user.id);
    for (const entry of index.files) {
      expect(zip.file(entry.file), entry.file).not.toBeNull();
      expect([entry.en.length > 0, entry.fr.length > 0]).toEqual([true, true]);
    }
    expect(index.files.map((f) => f.file)).toEqual(
      expect.arrayContaining([
        'users/account.json',
        'users/sessions.json',
        'files/files.json',
        'messaging/messages.json',
        'saved-searches/saved-searches.json',
        'rental-applications/rental-passport.json',
        'privacy/requests.json',
      ]),
    );

    const [account] = (await jsonOf(zip, 'users/account.json')) as Record<string, unknown>[];
    expect(account).toMatchObject({ id: renter.user.id, email: renter.user.email });
    expect(account).not.toHaveProperty('passwordHash');
    const userSessions = (await jsonOf(zip, 'users/sessions.json')) as Record<string, unknown>[];
    expect(userSessions.length).toBeGreaterThan(0);
    expect(userSessions[0]).not.toHaveProperty('tokenHash');
    const searches = (await jsonOf(zip, 'saved-searches/saved-searches.json')) as { name: string }[];
    expect(searches.map((s) => s.name)).toEqual(['Toronto 2 bedrooms']);
    const files = (await jsonOf(zip, 'files/files.json')) as Record<string, unknown>[];
    expect(files.map((f) => f.id)).toEqual([documentId]);
    expect(files[0]).not.toHaveProperty('wrappedDataKey');
    expect(files[0]).not.toHaveProperty('storageKey');

    // Stored encrypted at rest; the zip holds the bytes as uploaded.
    const document = zip.file(`files/${documentId.slice(0, 8)}-passport scan.pdf`);
    expect(Buffer.from(await document!.async('uint8array')).equals(PDF_BYTES)).toBe(true);
  });

  it('is e-mailed as a link to the page, in the user’s language, and read by them alone', async () => {
    const renter = await api.factories.user({ userType: 'RENTER', locale: 'fr' });
    const other = await api.factories.user({ userType: 'RENTER' });
    const ready = await readyExportOf(renter);
    const [mail] = await api.deps.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.toAddress, renter.user.email), eq(emailOutbox.template, 'data-export-ready')),
      );
    expect(mail!.subject).toBe('Vos données sont prêtes à télécharger');
    expect(mail!.textBody).toContain('http://localhost:3000/profile/your-data');

    expect((await get(`/files/${ready.fileId}`, other.token)).status).toBe(404);
    expect((await get(`/files/${ready.fileId}`)).status).toBe(404);
    expect((await get(`/files/${ready.fileId}`, renter.token)).status).toBe(200);
  });
});

describe('when the link expires', () => {
  it('deletes the zip, reads EXPIRED and lets the user ask again', async () => {
    const renter = await api.factories.user({ userType: 'RENTER' });
    const ready = await readyExportOf(renter);
    const fileId = ready.fileId!;

    await runJobs(new Date(Date.now() + 6 * DAY_MS));
    expect((await myExport(renter))!.state).toBe('READY');

    await runJobs(new Date(Date.now() + 8 * DAY_MS));
    const expired = (await myExport(renter))!;
    expect(expired).toMatchObject({ state: 'EXPIRED', fileId: null });
    expect(await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, fileId))).toEqual([]);
    expect((await get(`/files/${fileId}`, renter.token)).status).toBe(404);

    expect((await requestExport(renter)).state).toBe('REQUESTED');
  });
});

describe('the staff privacy requests', () => {
  it('lists pending exports oldest first, due 30 days after the request, until answered', async () => {
    const staff = await api.factories.user({ userType: 'ADMIN' });
    const renter = await api.factories.user({ userType: 'RENTER' });
    await runJobs();
    const requested = await requestExport(renter);

    const list = async () =>
      (
        await api.execute<{
          privacyRequests: {
            count: number;
            items: {
              id: string;
              kind: string;
              status: string;
              requestedAt: string;
              dueAt: string;
              user: { email: string };
            }[];
          };
        }>(PRIVACY_REQUESTS, { first: 50 }, { token: staff.token })
      ).data!.privacyRequests;
    const pending = await list();
    const mine = pending.items.find((item) => item.id === requested.id)!;
    expect(mine).toMatchObject({
      kind: 'DATA_EXPORT',
      status: 'REQUESTED',
      user: { email: renter.user.email },
    });
    expect(new Date(mine.dueAt).getTime() - new Date(mine.requestedAt).getTime()).toBe(30 * DAY_MS);
    expect(pending.count).toBe(pending.items.length);

    await runJobs();
    expect((await list()).items.find((item) => item.id === requested.id)).toBeUndefined();
  });
});
