import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { isSamePicture } from '@rentals/domain/verification/risk-signals';
import { fileObjects, pictureHashes } from '../../db/schema/files';
import { createTestApi, type TestApi } from '../../test/harness';
import type { CreatedUser } from '../../test/factories';
import { runDueJobs } from '../jobs/job-runner';
import { UPLOAD, type Uploaded } from './files-test-api';
import { backfillPictureHashes, PICTURE_HASH_BACKFILL_BATCH } from './picture-hash-backfill';
import { hashBands, pictureHash } from './picture-hash';
import { fileOf, makePhoto, PDF_BYTES } from './test-files';

describe('pictureHash', () => {
  it('hashes a resized, re-encoded copy like the original and another photo apart', async () => {
    const original = await makePhoto(1);
    const smallerJpeg = await sharp(original).resize(300).jpeg({ quality: 45 }).toBuffer();
    const brighterWebp = await sharp(original).resize(1200).modulate({ brightness: 1.1 }).webp().toBuffer();
    const hash = await pictureHash(original);
    expect(isSamePicture(hash, await pictureHash(smallerJpeg))).toBe(true);
    expect(isSamePicture(hash, await pictureHash(brighterWebp))).toBe(true);
    expect(isSamePicture(hash, await pictureHash(await makePhoto(2)))).toBe(false);
  });

  it('tags each byte of the hash with its position', () => {
    expect(hashBands(0n)).toEqual([0, 256, 512, 768, 1024, 1280, 1536, 1792]);
    expect(hashBands(-1n)).toEqual([255, 511, 767, 1023, 1279, 1535, 1791, 2047]);
  });
});

describe('picture hashes of stored files', () => {
  let api: TestApi;
  let landlord: CreatedUser;
  beforeAll(async () => {
    api = await createTestApi();
    landlord = await api.factories.user({ userType: 'LANDLORD' });
  });
  afterAll(() => api.close());

  async function upload(body: Buffer, pathType: string, name = 'photo.jpg') {
    const response = await api.upload<{ multipleFileUpload: Uploaded[] }>(
      UPLOAD,
      { files: [null], pathType },
      { 'files.0': fileOf(body, name) },
      { token: landlord.token },
    );
    return response.data!.multipleFileUpload[0]!;
  }

  const hashOf = async (fileId: string) =>
    (await api.deps.db.select().from(pictureHashes).where(eq(pictureHashes.fileId, fileId)))[0];

  it('stores the hash of a listing picture with the upload', async () => {
    const photo = await makePhoto(3);
    const file = await upload(photo, 'LISTING_PICTURE');
    const row = await hashOf(file.id);
    expect(row).toBeDefined();
    expect(isSamePicture(row!.hash, await pictureHash(photo))).toBe(true);
    expect(row!.bands).toEqual(hashBands(row!.hash));
  });

  it('does not hash other kinds', async () => {
    const avatar = await upload(await makePhoto(4), 'AVATAR');
    const proof = await upload(PDF_BYTES, 'GOVT_PROOF', 'proof.pdf');
    expect(await hashOf(avatar.id)).toBeUndefined();
    expect(await hashOf(proof.id)).toBeUndefined();
  });

  it('backfills pictures stored before hashing, batch after batch, passing over missing bytes', async () => {
    const stored = async (body: Buffer | null) => {
      const id = randomUUID();
      const storageKey = `LISTING_PICTURE/${id}.jpg`;
      if (body) await api.deps.storage.put(storageKey, body, 'image/jpeg');
      await api.deps.db.insert(fileObjects).values({
        id,
        ownerId: landlord.user.id,
        pathType: 'LISTING_PICTURE',
        storageKey,
        filename: 'old.jpg',
        mimeType: 'image/jpeg',
        size: body?.length ?? 0,
      });
      return id;
    };
    const photo = await makePhoto(5, 64, 48);
    const ids: string[] = [];
    for (let i = 0; i <= PICTURE_HASH_BACKFILL_BATCH; i += 1) ids.push(await stored(photo));
    const missing = await stored(null);

    const now = new Date('2026-11-27T12:00:00Z');
    await backfillPictureHashes(api.deps, now);
    const hashedAfterOne = await api.deps.db.select({ id: pictureHashes.fileId }).from(pictureHashes);
    const firstRun = ids.filter((id) => hashedAfterOne.some((h) => h.id === id)).length;
    expect(firstRun).toBeGreaterThan(0);
    expect(firstRun).toBeLessThan(ids.length);

    // The next batch was asked for: run the job runner's way until nothing remains.
    await runDueJobs(api.deps, new Date(now.getTime() + 60_000));
    for (const id of ids) expect(await hashOf(id)).toBeDefined();
    expect(await hashOf(missing)).toBeUndefined();
  });
});
