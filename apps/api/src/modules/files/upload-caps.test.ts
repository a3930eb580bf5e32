import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_FILES_PER_REQUEST, USER_UPLOAD_QUOTA_BYTES } from '@rentals/domain/files/limits';
import { fileObjects } from '../../db/schema/files';
import type { CreatedUser } from '../../test/factories';
import { errorCodes, type TestApi } from '../../test/harness';
import { createFilesApi, fileHelpers } from './files-test-api';
import { fileOf, makeImage, pngClaiming } from './test-files';

/* Files: the caps on one upload (pixels, files per request) and on one user's stored bytes. */

let api: TestApi;
let landlord: CreatedUser;
let renter: CreatedUser;

beforeAll(async () => {
  ({ api, landlord, renter } = await createFilesApi());
});
afterAll(() => api.close());

const { upload, expectNothingStored } = fileHelpers(() => api);

describe('the pixel cap', () => {
  it('refuses a real 100-megapixel picture, in the caller language, storing nothing', async () => {
    // One colour compresses to a few hundred KB: well under the size limit, far over the pixel one.
    const huge = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: { r: 0, g: 168, b: 87 } },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(5 * 1024 * 1024);
    await expectNothingStored(async () => {
      const r = await upload([fileOf(huge, 'huge.png')], 'LISTING_PICTURE', landlord.token);
      expect(errorCodes(r)).toEqual(['IMAGE_TOO_LARGE']);
      expect(r.errors![0]!.message).toBe('This picture has too many pixels. The limit is 50 megapixels.');
      const fr = await upload([fileOf(huge, 'huge.png')], 'LISTING_PICTURE', landlord.token, {
        'x-locale': 'fr',
      });
      expect(fr.errors![0]!.message).toBe(
        'Cette image compte trop de pixels. La limite est de 50 mégapixels.',
      );
    });
  });

  it('refuses a pixel flood (a tiny file declaring huge dimensions) the same way', async () => {
    const flood = await pngClaiming(60_000, 60_000);
    expect(flood.length).toBeLessThan(1024);
    await expectNothingStored(async () => {
      const r = await upload([fileOf(flood, 'flood.png')], 'LISTING_PICTURE', landlord.token);
      expect(errorCodes(r)).toEqual(['IMAGE_TOO_LARGE']);
      expect(r.errors![0]!.extensions?.params).toEqual({ limit: 50, filename: 'flood.png' });
    });
  });

  it('stores nothing of a request whose last picture is over the cap', async () => {
    const good = fileOf(await makeImage(200, 200), 'good.jpg');
    await expectNothingStored(async () => {
      const r = await upload(
        [good, fileOf(await pngClaiming(10_000, 5_001), 'big.png')],
        'LISTING_PICTURE',
        landlord.token,
      );
      expect(errorCodes(r)).toEqual(['IMAGE_TOO_LARGE']);
    });
  });

  it('still stores a normal picture', async () => {
    const r = await upload(
      [fileOf(await makeImage(1200, 800), 'room.jpg')],
      'LISTING_PICTURE',
      landlord.token,
    );
    expect(r.errors).toBeUndefined();
    expect(r.data!.multipleFileUpload[0]).toMatchObject({ width: 1200, height: 800, mimeType: 'image/jpeg' });
  });
});

describe('the files-per-request cap', () => {
  it('refuses one file more than a request may carry, before any is processed', async () => {
    const jpeg = await makeImage(20, 20);
    const files = Array.from({ length: MAX_FILES_PER_REQUEST + 1 }, (_, i) => fileOf(jpeg, `${i}.jpg`));
    await expectNothingStored(async () => {
      const r = await upload(files, 'LISTING_PICTURE', landlord.token);
      // Refused by the multipart parser, before a resolver runs: still a bad request.
      expect(r.status).toBe(400);
      expect(errorCodes(r)).toEqual(['TOO_MANY_FILES']);
      expect(r.errors![0]!.message).toBe(`Too many files. The limit is ${MAX_FILES_PER_REQUEST}.`);
      const fr = await upload(files, 'LISTING_PICTURE', landlord.token, { 'x-locale': 'fr' });
      expect(fr.errors![0]!.message).toBe(`Trop de fichiers. La limite est de ${MAX_FILES_PER_REQUEST}.`);
    });
  });
});

describe('the per-user storage quota', () => {
  /** Rows standing for what the user already stored: the size column is a 32-bit integer. */
  async function fillQuota(ownerId: string, leftBytes: number) {
    const chunk = 2 ** 31 - 1;
    let rest = USER_UPLOAD_QUOTA_BYTES - leftBytes;
    const rows = [];
    for (let i = 0; rest > 0; i += 1) {
      const size = Math.min(chunk, rest);
      rest -= size;
      rows.push({
        ownerId,
        pathType: 'MESSAGE_ATTACHMENT',
        storageKey: `MESSAGE_ATTACHMENT/quota-${ownerId}-${i}.pdf`,
        filename: `old-${i}.pdf`,
        mimeType: 'application/pdf',
        size,
        isPrivate: true,
      });
    }
    await api.deps.db.insert(fileObjects).values(rows);
  }

  it('refuses an upload that would go past the quota, storing nothing, and words the limit', async () => {
    const user = await api.factories.user({ userType: 'RENTER' });
    await fillQuota(user.user.id, 100);
    const avatar = fileOf(await makeImage(300, 300), 'me.jpg');
    await expectNothingStored(async () => {
      const r = await upload([avatar], 'AVATAR', user.token);
      expect(errorCodes(r)).toEqual(['UPLOAD_QUOTA_EXCEEDED']);
      expect(r.errors![0]!.message).toBe(
        'You have reached your storage limit of 10 GB. Delete files you no longer need, then try again.',
      );
      const fr = await upload([avatar], 'AVATAR', user.token, { 'x-locale': 'fr' });
      expect(fr.errors![0]!.message).toMatch(/^Vous avez atteint votre limite de stockage de 10\u00a0Go\./);
    });
  });

  it('refuses a user already at the quota before decoding anything', async () => {
    const user = await api.factories.user({ userType: 'RENTER' });
    await fillQuota(user.user.id, 0);
    // A pixel flood would answer IMAGE_TOO_LARGE if it were looked at: the quota answers first.
    const r = await upload([fileOf(await pngClaiming(60_000, 60_000), 'flood.png')], 'AVATAR', user.token);
    expect(errorCodes(r)).toEqual(['UPLOAD_QUOTA_EXCEEDED']);
  });

  it('counts only the user own files: someone else still uploads', async () => {
    const r = await upload([fileOf(await makeImage(300, 300), 'me.jpg')], 'AVATAR', renter.token);
    expect(r.errors).toBeUndefined();
  });
});
