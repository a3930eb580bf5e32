import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { FilePathType } from '@rentals/domain/files/enums';
import { createLocalStorage } from '../../adapters/storage/local-storage';
import type { StorageAdapter } from '../../adapters/storage/storage';
import { fileObjects } from '../../db/schema/files';
import { users } from '../../db/schema/users';
import type { CreatedUser } from '../../test/factories';
import { createTestApi, errorCodes, type TestApi } from '../../test/harness';
import { createFilesApi, DELETE, fileHelpers, UPLOAD } from './files-test-api';
import { fileEnvelope } from './file-content';
import { PDF_BYTES, fileOf, makeImage, storedFiles } from './test-files';

/* Files: what an accepted upload stores, deleting it, and undoing an upload that fails midway. */

let api: TestApi;
let landlord: CreatedUser;
let renter: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  ({ api, landlord, renter, admin } = await createFilesApi());
});
afterAll(() => api.close());

const { upload, storedBytes } = fileHelpers(() => api);

describe('multipleFileUpload', () => {
  it('stores a picture: row, object on disk, re-encoded as JPEG without its EXIF', async () => {
    const original = await makeImage(800, 600, { exif: true });
    expect((await sharp(original).metadata()).exif).toBeDefined();

    const r = await upload(
      [fileOf(original, 'C:\\Users\\ana\\Kitchen photo.JPG', 'image/jpeg')],
      'LISTING_PICTURE',
      landlord.token,
    );

    expect(r.status).toBe(200);
    expect(r.errors).toBeUndefined();
    const [file] = r.data!.multipleFileUpload;
    expect(file).toMatchObject({
      filename: 'Kitchen photo.jpg',
      url: `/files/${file!.id}`,
      mimeType: 'image/jpeg',
      pathType: 'LISTING_PICTURE',
      width: 800,
      height: 600,
      isPrivate: false,
    });
    const [row] = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, file!.id));
    expect(row).toMatchObject({ ownerId: landlord.user.id, storageKey: `LISTING_PICTURE/${file!.id}.jpg` });
    const stored = await storedBytes(file!.id);
    expect(stored.length).toBe(file!.size);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(stored.includes('Secret Person')).toBe(false);
  });

  it('turns a picture upright from its EXIF orientation, then drops the tag', async () => {
    const sideways = await makeImage(400, 200, { orientation: 6 });
    const r = await upload([fileOf(sideways, 'phone.jpg')], 'AVATAR', renter.token);
    const [file] = r.data!.multipleFileUpload;
    expect(file).toMatchObject({ width: 200, height: 400 });
    const meta = await sharp(await storedBytes(file!.id)).metadata();
    expect(meta.orientation).toBeUndefined();
  });

  it('caps the longest side: 2560 px for listing pictures, 512 px for avatars', async () => {
    const big = await makeImage(3000, 1500);
    const listing = await upload([fileOf(big, 'wide.jpg')], 'LISTING_PICTURE', landlord.token);
    expect(listing.data!.multipleFileUpload[0]).toMatchObject({ width: 2560, height: 1280 });
    const avatar = await upload([fileOf(big, 'wide.jpg')], 'AVATAR', renter.token);
    const [file] = avatar.data!.multipleFileUpload;
    expect(file).toMatchObject({ width: 512, height: 256 });
    expect(await sharp(await storedBytes(file!.id)).metadata()).toMatchObject({ width: 512, height: 256 });
  });

  it('stores card and detail copies beside a listing picture, and deletes them with it', async () => {
    const r = await upload(
      [fileOf(await makeImage(3000, 2000), 'room.jpg')],
      'LISTING_PICTURE',
      landlord.token,
    );
    const [file] = r.data!.multipleFileUpload;
    const [row] = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, file!.id));
    const copy = (variant: string) =>
      path.join(api.uploadsDir, row!.storageKey.replace(/\.jpg$/, `@${variant}.jpg`));
    expect(await sharp(copy('card')).metadata()).toMatchObject({ width: 640, height: 427, format: 'jpeg' });
    expect(await sharp(copy('detail')).metadata()).toMatchObject({ width: 1600, height: 1067 });
    await api.execute(DELETE, { id: file!.id }, { token: landlord.token });
    expect([copy('card'), copy('detail')].filter((f) => fs.existsSync(f))).toEqual([]);
  });

  it('keeps a transparent PNG as PNG, and turns an opaque one into JPEG', async () => {
    const r = await upload(
      [
        fileOf(await makeImage(300, 300, { format: 'png', alpha: true }), 'logo.png'),
        fileOf(await makeImage(300, 300, { format: 'png' }), 'photo.png'),
        fileOf(await makeImage(300, 300, { format: 'webp' }), 'photo.webp'),
      ],
      'LISTING_PICTURE',
      landlord.token,
    );
    expect(r.data!.multipleFileUpload.map((f) => [f.filename, f.mimeType])).toEqual([
      ['logo.png', 'image/png'],
      ['photo.jpg', 'image/jpeg'],
      ['photo.jpg', 'image/jpeg'],
    ]);
  });

  it('stores a PDF document as sent, private and encrypted', async () => {
    const r = await upload(
      [fileOf(PDF_BYTES, 'passport.pdf', 'application/pdf')],
      'IDENTITY_DOCUMENT',
      renter.token,
    );
    const [file] = r.data!.multipleFileUpload;
    expect(file).toMatchObject({ mimeType: 'application/pdf', isPrivate: true, width: null, height: null });
    expect(file!.size).toBe(PDF_BYTES.length);
    const stored = await storedBytes(file!.id);
    expect(stored.includes(PDF_BYTES.subarray(0, 8))).toBe(false);
    const [row] = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, file!.id));
    expect(row!.encryptionKeyId).toBe(api.deps.encryption.keys.current.id);
    expect(api.deps.encryption.decryptFile(row!.id, fileEnvelope(row!)!, stored).equals(PDF_BYTES)).toBe(
      true,
    );
  });
});

describe('deleteFile', () => {
  async function uploadOne(pathType: FilePathType, owner: CreatedUser) {
    const body = pathType === 'IDENTITY_DOCUMENT' ? PDF_BYTES : await makeImage(100, 100);
    const r = await upload([fileOf(body, 'x')], pathType, owner.token);
    return r.data!.multipleFileUpload[0]!;
  }

  it("removes the owner's file: row and stored object", async () => {
    const file = await uploadOne('AVATAR', renter);
    const [row] = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, file.id));
    const objectPath = path.join(api.uploadsDir, row!.storageKey);
    expect(fs.existsSync(objectPath)).toBe(true);

    const r = await api.execute(DELETE, { id: file.id }, { token: renter.token });

    expect(r.data).toEqual({ deleteFile: true });
    expect(fs.existsSync(objectPath)).toBe(false);
    expect(await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, file.id))).toEqual([]);
    expect(errorCodes(await api.execute(DELETE, { id: file.id }, { token: renter.token }))).toEqual([
      'FILE_NOT_FOUND',
    ]);
  });

  it('takes a deleted avatar off the profile', async () => {
    const file = await uploadOne('AVATAR', renter);
    await api.execute(
      `mutation($u: String) { updateUser(data: { avatarUrl: $u }) { id } }`,
      { u: file.url },
      {
        token: renter.token,
      },
    );
    await api.execute(DELETE, { id: file.id }, { token: renter.token });
    const [row] = await api.deps.db.select().from(users).where(eq(users.id, renter.user.id));
    expect(row?.avatarUrl).toBeNull();
  });

  it("refuses another user's file, hiding private ones", async () => {
    const avatar = await uploadOne('AVATAR', renter);
    const document = await uploadOne('IDENTITY_DOCUMENT', renter);
    expect(errorCodes(await api.execute(DELETE, { id: avatar.id }, { token: landlord.token }))).toEqual([
      'NO_ACCESS',
    ]);
    expect(errorCodes(await api.execute(DELETE, { id: document.id }, { token: landlord.token }))).toEqual([
      'FILE_NOT_FOUND',
    ]);
    expect(errorCodes(await api.execute(DELETE, { id: avatar.id }))).toEqual(['UNAUTHENTICATED']);
    expect(errorCodes(await api.execute(DELETE, { id: 'not-a-uuid' }, { token: renter.token }))).toEqual([
      'FILE_NOT_FOUND',
    ]);
  });

  it('lets staff delete any file', async () => {
    const document = await uploadOne('IDENTITY_DOCUMENT', renter);
    expect((await api.execute(DELETE, { id: document.id }, { token: admin.token })).data).toEqual({
      deleteFile: true,
    });
  });
});

describe('an upload failing while it is stored', () => {
  let failing: TestApi;
  let root: string;
  let mode: 'failSecondPut' | 'deleteOwnerOnPut' = 'failSecondPut';
  let puts = 0;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'rentals-storage-'));
    const local = createLocalStorage(root);
    const storage: StorageAdapter = {
      ...local,
      async put(key, body, contentType) {
        puts++;
        if (mode === 'failSecondPut' && puts === 2) throw new Error('disk full');
        if (mode === 'deleteOwnerOnPut') {
          // The owner disappearing mid-request makes the INSERT fail on its foreign key.
          await failing.deps.db.delete(users).where(eq(users.userType, 'LANDLORD'));
        }
        await local.put(key, body, contentType);
      },
    };
    failing = await createTestApi({ storage });
  });
  afterAll(async () => {
    await failing.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  async function run() {
    const { token } = await failing.factories.user({ userType: 'LANDLORD' });
    const jpeg = await makeImage(100, 100);
    const files = [fileOf(jpeg, 'a.jpg'), fileOf(jpeg, 'b.jpg'), fileOf(jpeg, 'c.jpg')];
    return failing.upload(
      UPLOAD,
      { files: files.map(() => null), pathType: 'LISTING_PICTURE' },
      Object.fromEntries(files.map((file, i) => [`files.${i}`, file])),
      { token },
    );
  }

  it('deletes the objects already stored when storing one fails', async () => {
    mode = 'failSecondPut';
    puts = 0;
    const r = await run();
    expect(errorCodes(r)).toEqual(['INTERNAL']);
    // Three pictures, each with its card and detail copies: every put is attempted, then all undone.
    expect(puts).toBe(9);
    expect(storedFiles(root)).toEqual([]);
    expect(await failing.deps.db.select().from(fileObjects)).toEqual([]);
  });

  it('deletes the stored objects when the insert fails', async () => {
    mode = 'deleteOwnerOnPut';
    const r = await run();
    expect(errorCodes(r)).toEqual(['INTERNAL']);
    expect(storedFiles(root)).toEqual([]);
    expect(await failing.deps.db.select().from(fileObjects)).toEqual([]);
  });
});
