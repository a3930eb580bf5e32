import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MAX_IMAGE_PIXELS } from '@rentals/domain/files/limits';
import { ImageError, processImage } from './image';
import { makeImage, pngClaiming } from './test-files';

describe('processImage', () => {
  it('refuses an image whose dimensions exceed the pixel limit, before decoding it', async () => {
    const bomb = await pngClaiming(20_000, 20_000);
    expect((await sharp(bomb, { limitInputPixels: false }).metadata()).width).toBe(20_000);
    await expect(processImage(bomb, 2560)).rejects.toEqual(new ImageError('tooManyPixels'));
  });

  it('refuses a picture just over MAX_IMAGE_PIXELS from its header, and says why', async () => {
    expect(MAX_IMAGE_PIXELS).toBe(50_000_000);
    await expect(processImage(await pngClaiming(10_000, 5_001), 2560)).rejects.toEqual(
      new ImageError('tooManyPixels'),
    );
    // At the limit, and a phone's 48 Mpx full-resolution photo, the header passes; these fake
    // bytes then fail only when decoded.
    for (const [width, height] of [
      [10_000, 5_000],
      [8_064, 6_048],
    ] as const) {
      await expect(processImage(await pngClaiming(width, height), 2560)).rejects.toEqual(
        new ImageError('unreadable'),
      );
    }
  });

  it('refuses bytes that are not an image', async () => {
    await expect(processImage(Buffer.from('hello'), 2560)).rejects.toEqual(new ImageError('unreadable'));
  });

  it('never enlarges a small picture', async () => {
    const small = await processImage(await makeImage(40, 30), 2560);
    expect(small).toMatchObject({ width: 40, height: 30, mimeType: 'image/jpeg' });
  });

  it('keeps transparency in WebP', async () => {
    const result = await processImage(await makeImage(50, 50, { format: 'webp', alpha: true }), 2560);
    expect(result.mimeType).toBe('image/webp');
    expect((await sharp(result.body).metadata()).hasAlpha).toBe(true);
  });
});
