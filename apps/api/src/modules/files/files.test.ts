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
import { PDF_BYTES, fileOf, makeImage, pngClaiming, storedFiles } from './test-files';

const UPLOAD = `mutation($files: [Upload!]!, $pathType: FilePathType!) {
  multipleFileUpload(files: $files, pathType: $pathType) {
    id filename url mimeType size pathType width height isPrivate createdAt
  }
}`;
const UPLOAD_IMAGE = `mutation($file: Upload!, $pathType: ThumbnailPathType) {
  uploadImage(file: $file, pathType: $pathType) { id thumbnailUrl width height }
}`;
const DELETE = `mutation($id: ID!) { deleteFile(id: $id) }`;

interface Uploaded {
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

let api: TestApi;
let landlord: CreatedUser;
let renter: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  api = await createTestApi();
  [landlord, renter, admin] = await Promise.all([
    api.factories.user({ userType: 'LANDLORD' }),
    api.factories.user({ userType: 'RENTER' }),
    api.factories.user({ userType: 'ADMIN' }),
  ]);
});
afterAll(() => api.close());

function upload(
  files: File[],
  pathType: FilePathType,
  token: string | null,
  headers?: Record<string, string>,
) {
  return api.upload<{ multipleFileUpload: Uploaded[] }>(
    UPLOAD,
    { files: files.map(() => null), pathType },
    Object.fromEntries(files.map((file, i) => [`files.${i}`, file])),
    { token, headers },
  );
}

async function storedBytes(id: string): Promise<Buffer> {
  const [row] = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, id));
  return fs.promises.readFile(path.join(api.uploadsDir, row!.storageKey));
}

async function rowCount(): Promise<number> {
  return (await api.deps.db.select({ id: fileObjects.id }).from(fileObjects)).length;
}

/** Runs a rejected upload and checks that it left neither an object nor a row behind. */
async function expectNothingStored(run: () => Promise<unknown>) {
  const objectsBefore = storedFiles(api.uploadsDir).length;
  const rowsBefore = await rowCount();
  await run();
  expect(storedFiles(api.uploadsDir)).toHaveLength(objectsBefore);
  expect(await rowCount()).toBe(rowsBefore);
}

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

  it('stores a PDF document as sent, private', async () => {
    const r = await upload(
      [fileOf(PDF_BYTES, 'passport.pdf', 'application/pdf')],
      'IDENTITY_DOCUMENT',
      renter.token,
    );
    const [file] = r.data!.multipleFileUpload;
    expect(file).toMatchObject({ mimeType: 'application/pdf', isPrivate: true, width: null, height: null });
    expect((await storedBytes(file!.id)).equals(PDF_BYTES)).toBe(true);
  });

  it('refuses a text file named .png (type from the bytes, not the name), storing nothing', async () => {
    await expectNothingStored(async () => {
      const r = await upload([fileOf('just some text', 'photo.png', 'image/png')], 'AVATAR', renter.token);
      expect(errorCodes(r)).toEqual(['FILE_TYPE_NOT_ALLOWED']);
      expect(r.errors![0]!.message).toBe('This file type is not allowed. Allowed: JPEG, PNG, WebP.');
    });
  });

  it('refuses a PDF where only pictures are accepted', async () => {
    const r = await upload([fileOf(PDF_BYTES, 'plan.jpg', 'image/jpeg')], 'LISTING_PICTURE', landlord.token);
    expect(errorCodes(r)).toEqual(['FILE_TYPE_NOT_ALLOWED']);
  });

  it('refuses a picture whose body is corrupt behind valid magic bytes', async () => {
    const jpeg = await makeImage(300, 300);
    const r = await upload([fileOf(jpeg.subarray(0, 40), 'cut.jpg')], 'AVATAR', renter.token);
    expect(errorCodes(r)).toEqual(['FILE_TYPE_NOT_ALLOWED']);
  });

  it('refuses a file over the kind limit, with the limit in the caller language', async () => {
    const tooBig = fileOf(Buffer.alloc(5 * 1024 * 1024 + 1), 'huge.jpg', 'image/jpeg');
    await expectNothingStored(async () => {
      const r = await upload([tooBig], 'AVATAR', renter.token);
      expect(errorCodes(r)).toEqual(['FILE_TOO_LARGE']);
      expect(r.errors![0]!.message).toBe('This file is too large. The limit is 5 MB.');
      const fr = await upload([tooBig], 'AVATAR', renter.token, { 'x-locale': 'fr' });
      expect(fr.errors![0]!.message).toBe('Ce fichier est trop volumineux. La limite est de 5\u00a0Mo.');
    });
  });

  it('refuses a small file that would decode into too many pixels', async () => {
    await expectNothingStored(async () => {
      const r = await upload([fileOf(await pngClaiming(20_000, 20_000), 'bomb.png')], 'AVATAR', renter.token);
      expect(errorCodes(r)).toEqual(['FILE_TOO_LARGE']);
      expect(r.errors![0]!.extensions?.params).toMatchObject({ limit: '100 Mpx' });
    });
  });

  it('refuses more files than the kind allows', async () => {
    const jpeg = await makeImage(100, 100);
    await expectNothingStored(async () => {
      const r = await upload([fileOf(jpeg, 'a.jpg'), fileOf(jpeg, 'b.jpg')], 'AVATAR', renter.token);
      expect(errorCodes(r)).toEqual(['TOO_MANY_FILES']);
      expect(r.errors![0]!.extensions?.params).toEqual({ limit: 1 });
    });
  });

  it('stores nothing when one file of the request is bad', async () => {
    const good = fileOf(await makeImage(200, 200), 'good.jpg');
    const bad = fileOf('not a picture', 'bad.jpg', 'image/jpeg');
    await expectNothingStored(async () => {
      const r = await upload([good, bad], 'LISTING_PICTURE', landlord.token);
      expect(errorCodes(r)).toEqual(['FILE_TYPE_NOT_ALLOWED']);
      expect(r.errors![0]!.extensions?.params).toMatchObject({ filename: 'bad.jpg' });
    });
  });

  it('asks a visitor to log in', async () => {
    await expectNothingStored(async () => {
      const r = await upload([fileOf(await makeImage(100, 100), 'a.jpg')], 'AVATAR', null);
      expect(errorCodes(r)).toEqual(['UNAUTHENTICATED']);
    });
  });

  it.each(['LISTING_PICTURE', 'FLOOR_PLAN', 'GOVT_PROOF', 'OWNERSHIP_PROOF'] as const)(
    'lets only landlords and staff upload %s',
    async (pathType) => {
      const jpeg = await makeImage(100, 100);
      for (const userType of ['RENTER', 'GUEST', 'UNVERIFIED'] as const) {
        const { token } = await api.factories.user({ userType });
        const r = await upload([fileOf(jpeg, 'a.jpg')], pathType, token);
        expect(errorCodes(r), userType).toEqual(['NO_ACCESS']);
      }
      for (const { token } of [landlord, admin]) {
        const r = await upload([fileOf(jpeg, 'a.jpg')], pathType, token);
        expect(r.errors).toBeUndefined();
      }
    },
  );

  it('refuses thumbnails through multipleFileUpload to users without the content permission', async () => {
    const r = await upload([fileOf(await makeImage(400, 400), 'a.jpg')], 'BLOG_THUMBNAIL', landlord.token);
    expect(errorCodes(r)).toEqual(['NO_ACCESS']);
  });
});

describe('uploadImage', () => {
  const uploadImage = (file: File, token: string | null, pathType?: string) =>
    api.upload<{ uploadImage: { id: string; thumbnailUrl: string; width: number; height: number } }>(
      UPLOAD_IMAGE,
      { file: null, ...(pathType ? { pathType } : {}) },
      { file },
      { token },
    );

  it('stores a help-center thumbnail for staff who may add help-center items', async () => {
    const r = await uploadImage(fileOf(await makeImage(600, 400), 'thumb.jpg'), admin.token);
    expect(r.errors).toBeUndefined();
    const image = r.data!.uploadImage;
    expect(image).toMatchObject({ thumbnailUrl: `/files/${image.id}`, width: 600, height: 400 });
    const [row] = await api.deps.db.select().from(fileObjects).where(eq(fileObjects.id, image.id));
    expect(row?.pathType).toBe('HELP_CENTER_THUMBNAIL');
  });

  it('refuses a thumbnail under 300 px wide or high', async () => {
    await expectNothingStored(async () => {
      const r = await uploadImage(fileOf(await makeImage(600, 299), 'thin.jpg'), admin.token);
      expect(errorCodes(r)).toEqual(['VALIDATION_FAILED']);
      expect(r.errors![0]!.extensions?.fields).toEqual([
        {
          path: 'file',
          key: 'imageTooSmall',
          message: 'The image must be at least 300px wide and high',
          params: { min: 300 },
        },
      ]);
    });
  });

  it('checks the permission of the content the thumbnail is for', async () => {
    const blogger = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'blogs', add: true, edit: false, delete: false, view: true }],
    });
    const file = fileOf(await makeImage(400, 400), 'thumb.jpg');
    expect((await uploadImage(file, blogger.token, 'BLOG_THUMBNAIL')).errors).toBeUndefined();
    expect(errorCodes(await uploadImage(file, blogger.token, 'HELP_CENTER_THUMBNAIL'))).toEqual([
      'NO_ACCESS',
    ]);
    expect(errorCodes(await uploadImage(file, blogger.token))).toEqual(['NO_ACCESS']);
    expect(errorCodes(await uploadImage(file, landlord.token, 'BLOG_THUMBNAIL'))).toEqual(['NO_ACCESS']);
    expect(errorCodes(await uploadImage(file, null))).toEqual(['UNAUTHENTICATED']);
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
