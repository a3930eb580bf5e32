import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { fileObjects } from '../../db/schema/files';
import type { CreatedUser } from '../../test/factories';
import { errorCodes, type TestApi } from '../../test/harness';
import { createFilesApi, fileHelpers, UPLOAD_IMAGE } from './files-test-api';
import { PDF_BYTES, fileOf, makeImage, pngClaiming } from './test-files';

/* Files: which uploads are refused (type, size, pixels, count) and who may upload what. */

let api: TestApi;
let landlord: CreatedUser;
let renter: CreatedUser;
let admin: CreatedUser;

beforeAll(async () => {
  ({ api, landlord, renter, admin } = await createFilesApi());
});
afterAll(() => api.close());

const { upload, expectNothingStored } = fileHelpers(() => api);

describe('multipleFileUpload', () => {
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
      expect(errorCodes(r)).toEqual(['IMAGE_TOO_LARGE']);
      expect(r.errors![0]!.extensions?.params).toMatchObject({ limit: 50, filename: 'bomb.png' });
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

  it('lets a help-center editor without add upload the thumbnail they replace', async () => {
    const editor = await api.factories.user({
      userType: 'SUB_ADMIN',
      permissions: [{ module: 'helpCenter', add: false, edit: true, delete: false, view: true }],
    });
    const file = fileOf(await makeImage(400, 400), 'thumb.jpg');
    expect((await uploadImage(file, editor.token, 'HELP_CENTER_THUMBNAIL')).errors).toBeUndefined();
    expect(errorCodes(await uploadImage(file, editor.token, 'BLOG_THUMBNAIL'))).toEqual(['NO_ACCESS']);
  });
});
