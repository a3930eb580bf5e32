import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FilePathType } from '@rentals/domain/files/enums';
import { fileObjects } from '../../db/schema/files';
import { createTestApi, type TestApi } from '../../test/harness';
import { storedFiles } from './test-files';

/*
 * What the files API test files (files-storage, files-refusals) share: the operations, an API with
 * a landlord, a renter and an admin, and helpers reading what an upload stored.
 */

export const UPLOAD = `mutation($files: [Upload!]!, $pathType: FilePathType!) {
  multipleFileUpload(files: $files, pathType: $pathType) {
    id filename url mimeType size pathType width height isPrivate createdAt
  }
}`;
export const UPLOAD_IMAGE = `mutation($file: Upload!, $pathType: ThumbnailPathType) {
  uploadImage(file: $file, pathType: $pathType) { id thumbnailUrl width height }
}`;
export const DELETE = `mutation($id: ID!) { deleteFile(id: $id) }`;

export interface Uploaded {
  id: string;
  filename: string;
  url: string;
  mimeType: string;
  size: number;
  pathType: string;
  width: number | null;
  height: number | null;
  isPrivate: boolean;
}

/** A test API with the three users the files tests upload as. */
export async function createFilesApi() {
  const api = await createTestApi();
  const [landlord, renter, admin] = await Promise.all([
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'RENTER' }),
    api.factories.user({ userType: 'ADMIN' }),
  ]);
  return { api, landlord, renter, admin };
}

/** Upload and storage helpers on the API `current()` returns (set in the file's beforeAll). */
export function fileHelpers(current: () => TestApi) {
  function upload(
    files: File[],
    pathType: FilePathType,
    token: string | null,
    headers?: Record<string, string>,
  ) {
    return current().upload<{ multipleFileUpload: Uploaded[] }>(
      UPLOAD,
      { files: files.map(() => null), pathType },
      Object.fromEntries(files.map((file, i) => [`files.${i}`, file])),
      { token, headers },
    );
  }

  async function storedBytes(id: string): Promise<Buffer> {
    const api = current();
    const [row] = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, id));
    return fs.promises.readFile(path.join(api.uploadsDir, row!.storageKey));
  }

  async function rowCount(): Promise<number> {
    return (await current().deps.db.select({ id: fileObjects.id }).from(fileObjects)).length;
  }

  /** Runs a rejected upload and checks that it left neither an object nor a row behind. */
  async function expectNothingStored(run: () => Promise<unknown>) {
    const objectsBefore = storedFiles(current().uploadsDir).length;
    const rowsBefore = await rowCount();
    await run();
    expect(storedFiles(current().uploadsDir)).toHaveLength(objectsBefore);
    expect(await rowCount()).toBe(rowsBefore);
  }

  return { upload, storedBytes, expectNothingStored };
}
