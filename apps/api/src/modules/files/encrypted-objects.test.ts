import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { StorageAdapter } from '../../adapters/storage/storage';
import { fileObjects } from '../../db/schema/files';
import { createTestApi, type TestApi } from '../../test/harness';
import { readFileContent } from './file-content';
import { fileOf } from './test-files';

/*
 * Encryption happens before the storage adapter sees the bytes, so an S3 bucket gets ciphertext
 * just as the local folder does: checked here on a storage that keeps what it is given, standing
 * in for S3 (the project has no local S3 server to test against).
 */

const MARKER = 'BUCKET-PLAINTEXT-3381';
const objects = new Map<string, Buffer>();
const bucket: StorageAdapter = {
  kind: 's3',
  put: async (key, body) => void objects.set(key, Buffer.from(body)),
  get: async (key) => {
    const body = objects.get(key);
    return body ? { body: Readable.from([body]), size: body.length } : null;
  },
  delete: async (key) => void objects.delete(key),
};

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi({ storage: bucket });
});
afterAll(() => api.close());

describe('an encrypted kind on another storage', () => {
  it('hands the storage only ciphertext, and reads the exact bytes back', async () => {
    const applicant = await api.factories.user({ userType: 'RENTER' });
    const csv = Buffer.from(`month,amount\n2026-03,${MARKER}\n`);
    const r = await api.upload<{ multipleFileUpload: { id: string }[] }>(
      `mutation($files: [Upload!]!) { multipleFileUpload(files: $files, pathType: rentalApp) { id } }`,
      { files: [null] },
      { 'files.0': fileOf(csv, 'income.csv') },
      { token: applicant.token },
    );
    const [row] = await api.deps.db
      .select()
      .from(fileObjects)
      .where(eq(fileObjects.id, r.data!.multipleFileUpload[0]!.id));
    expect([...objects.keys()]).toEqual([row!.storageKey]);
    expect(objects.get(row!.storageKey)!.includes(MARKER)).toBe(false);
    expect((await buffer((await readFileContent(api.deps, row!))!.body)).equals(csv)).toBe(true);
  });
});
