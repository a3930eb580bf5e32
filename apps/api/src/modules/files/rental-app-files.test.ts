import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileDownloads, fileObjects } from '../../db/schema/files';
import type { CreatedUser } from '../../test/factories';
import { errorCodes, type TestApi } from '../../test/harness';
import { startHttpTestServer, type HttpTestServer } from '../../test/http-server';
import { fileHelpers } from './files-test-api';
import { fileOf, makeCompoundFile, makeImage, makeXlsx, storedFiles } from './test-files';

/*
 * Rental application documents (RENTAL_APP, the spec's 'rentalApp'): accepted types, limits,
 * encryption at rest, and downloads only for those allowed, each recorded.
 */

const MARKER = 'APPLICANT-SECRET-7319';
const PDF = Buffer.from(
  `%PDF-1.4\n1 0 obj << /Title (${MARKER}) >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`,
);
const CSV = Buffer.from(`month,net income\r\n2026-01,4200\r\n2026-02,${MARKER}\r\n`);

let server: HttpTestServer;
let api: TestApi;
let base: string;
let applicant: CreatedUser;
let stranger: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  server = await startHttpTestServer();
  ({ api, base } = server);
  [applicant, stranger, admin] = await Promise.all([
    api.factories.user({ userType: 'RENTER' }),
    api.factories.user({ userType: 'RENTER' }),
    api.factories.user({ userType: 'ADMIN' }),
  ]);
});
afterAll(() => server.close());

const { upload, storedBytes, expectNothingStored } = fileHelpers(() => api);
const get = (url: string, token?: string) =>
  fetch(base + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

const UPLOAD_WITH_KEYS = `mutation($files: [Upload!]!, $keys: [RentalAppDocumentKey!]) {
  multipleFileUpload(files: $files, pathType: rentalApp, documentKeys: $keys) { id url mimeType pathType documentKey size }
}`;

async function uploadDocuments(files: File[], keys: string[] | null = null, token = applicant.token) {
  return api.upload<{
    multipleFileUpload: {
      id: string;
      url: string;
      mimeType: string;
      pathType: string;
      documentKey: string | null;
      size: number;
    }[];
  }>(
    UPLOAD_WITH_KEYS,
    { files: files.map(() => null), keys },
    Object.fromEntries(files.map((file, i) => [`files.${i}`, file])),
    { token },
  );
}

describe('multipleFileUpload(pathType: rentalApp)', () => {
  it('stores a PDF, a CSV, an XLSX and an XLS encrypted, with their document keys', async () => {
    const xlsx = await makeXlsx(MARKER);
    const xls = makeCompoundFile('Workbook', MARKER);
    const r = await uploadDocuments(
      [
        fileOf(PDF, 'statement.pdf'),
        fileOf(CSV, 'income.csv', 'text/csv'),
        fileOf(xlsx, 'income.xlsx'),
        fileOf(xls, 'taxes.xls'),
      ],
      ['bankStatementFiles', 'proofOfIncomeFile', 'proofOfIncomeFile', 'taxReturnsFiles'],
    );
    expect(r.errors).toBeUndefined();
    const files = r.data!.multipleFileUpload;
    expect(files.map((f) => [f.mimeType, f.pathType, f.documentKey])).toEqual([
      ['application/pdf', 'RENTAL_APP', 'bankStatementFiles'],
      ['text/csv', 'RENTAL_APP', 'proofOfIncomeFile'],
      [
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'RENTAL_APP',
        'proofOfIncomeFile',
      ],
      ['application/vnd.ms-excel', 'RENTAL_APP', 'taxReturnsFiles'],
    ]);
    expect(files.map((f) => f.size)).toEqual([PDF.length, CSV.length, xlsx.length, xls.length]);

    for (const [i, sent] of [PDF, CSV, xlsx, xls].entries()) {
      const stored = await storedBytes(files[i]!.id);
      expect(stored.includes(MARKER)).toBe(false);
      expect(stored.includes(sent.subarray(0, 16))).toBe(false);
      // The owner gets back exactly what was sent.
      const response = await get(files[i]!.url, applicant.token);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await response.arrayBuffer()).equals(sent)).toBe(true);
    }
  });

  it('accepts the enum value RENTAL_APP and files without document keys', async () => {
    const r = await upload([fileOf(PDF, 'lease.pdf')], 'RENTAL_APP', applicant.token);
    expect(r.data!.multipleFileUpload[0]).toMatchObject({ pathType: 'RENTAL_APP', isPrivate: true });
  });

  it('re-encodes pictures like every other kind, and encrypts them too', async () => {
    const r = await uploadDocuments(
      [fileOf(await makeImage(300, 200, { exif: true }), 'id.jpg')],
      ['govIdsFile'],
    );
    const [file] = r.data!.multipleFileUpload;
    expect((await storedBytes(file!.id)).includes('Secret Person')).toBe(false);
    const served = Buffer.from(await (await get(file!.url, applicant.token)).arrayBuffer());
    expect(served.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))).toBe(true);
    expect(served.includes('Secret Person')).toBe(false);
  });

  it.each([
    ['a Word file named .xls', makeCompoundFile('WordDocument'), 'taxes.xls'],
    ['a WebP picture', null, 'pet.webp'],
    ['text not named .csv', Buffer.from('month,amount\n'), 'income.txt'],
    ['a binary file named .csv', Buffer.from([0x6d, 0x2c, 0x00, 0x01, 0x02]), 'income.csv'],
  ])('refuses %s, storing nothing', async (_case, body, name) => {
    const bytes = body ?? (await makeImage(50, 50, { format: 'webp' }));
    await expectNothingStored(async () => {
      const r = await uploadDocuments([fileOf(bytes, name)]);
      expect(errorCodes(r)).toEqual(['FILE_TYPE_NOT_ALLOWED']);
      expect(r.errors![0]!.message).toBe(
        'This file type is not allowed. Allowed: JPEG, PNG, PDF, CSV, Excel (XLSX), Excel (XLS).',
      );
    });
  });

  it('refuses a file over 10 MB and more than 60 files, storing nothing', async () => {
    await expectNothingStored(async () => {
      const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
      const r = await uploadDocuments([fileOf(PDF, 'ok.pdf'), fileOf(big, 'huge.pdf')]);
      expect(errorCodes(r)).toEqual(['FILE_TOO_LARGE']);
      expect(r.errors![0]!.message).toBe('This file is too large. The limit is 10 MB.');
    });
    await expectNothingStored(async () => {
      const r = await uploadDocuments(Array.from({ length: 61 }, (_, i) => fileOf(PDF, `p${i}.pdf`)));
      // 60 is also the multipart parser's file limit: the request is refused before any resolver.
      expect(r.status).toBe(400);
      expect(errorCodes(r)).toEqual(['TOO_MANY_FILES']);
    });
  });

  it('refuses document keys that do not match the files, or on another kind', async () => {
    await expectNothingStored(async () => {
      const r = await uploadDocuments([fileOf(PDF, 'a.pdf'), fileOf(PDF, 'b.pdf')], ['govIdsFile']);
      expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
      const other = await api.upload(
        `mutation($files: [Upload!]!) { multipleFileUpload(files: $files, pathType: IDENTITY_DOCUMENT, documentKeys: [govIdsFile]) { id } }`,
        { files: [null] },
        { 'files.0': fileOf(PDF, 'a.pdf') },
        { token: applicant.token },
      );
      expect(errorCodes(other)).toEqual(['VALIDATION_FAILED']);
    });
  });

  it('is refused to visitors', async () => {
    const r = await uploadDocuments([fileOf(PDF, 'a.pdf')], null, null as unknown as string);
    expect(errorCodes(r)).toEqual(['UNAUTHENTICATED']);
  });
});

describe('GET /files/<id> of a rental application document', () => {
  it('serves its applicant and admins, records each download, and answers 404 to anyone else', async () => {
    const r = await uploadDocuments([fileOf(PDF, 'statement.pdf')], ['bankStatementFiles']);
    const [file] = r.data!.multipleFileUpload;
    const staff = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'users', add: true, edit: true, delete: true, view: true }],
    });
    expect((await get(file!.url, stranger.token)).status).toBe(404);
    expect((await get(file!.url, staff.token)).status).toBe(404);
    expect((await get(file!.url)).status).toBe(404);
    expect((await get(file!.url, applicant.token)).status).toBe(200);
    expect((await get(file!.url, admin.token)).status).toBe(200);
    const head = await fetch(base + file!.url, {
      method: 'HEAD',
      headers: { authorization: `Bearer ${applicant.token}` },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(PDF.length));

    const downloads = await api.deps.db
      .select()
      .from(fileDownloads)
      .where(eq(fileDownloads.fileId, file!.id));
    expect(downloads.map((d) => d.userId).sort()).toEqual([applicant.user.id, admin.user.id].sort());
  });

  it('answers a clean error, never the bytes, for a stored object that was changed', async () => {
    const r = await uploadDocuments([fileOf(PDF, 'statement.pdf')]);
    const [file] = r.data!.multipleFileUpload;
    const [row] = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, file!.id));
    const objectPath = path.join(api.uploadsDir, row!.storageKey);
    const bytes = fs.readFileSync(objectPath);
    bytes[bytes.length - 30]! ^= 0xff;
    fs.writeFileSync(objectPath, bytes);

    const response = await get(file!.url, applicant.token);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('This file cannot be read');
    // A download that failed is not recorded as one.
    expect(await api.deps.db.select().from(fileDownloads).where(eq(fileDownloads.fileId, file!.id))).toEqual(
      [],
    );
  });

  it('still serves a private file stored before encryption, as it was stored', async () => {
    const id = crypto.randomUUID();
    const storageKey = `IDENTITY_DOCUMENT/${id}.pdf`;
    await api.deps.storage.put(storageKey, PDF, 'application/pdf');
    await api.deps.db.insert(fileObjects).values({
      id,
      ownerId: applicant.user.id,
      pathType: 'IDENTITY_DOCUMENT',
      storageKey,
      filename: 'old.pdf',
      mimeType: 'application/pdf',
      size: PDF.length,
      isPrivate: true,
    });
    const response = await get(`/files/${id}`, applicant.token);
    expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
    expect(storedFiles(api.uploadsDir)).toContain(storageKey);
  });
});
