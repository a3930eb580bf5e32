import sharp from 'sharp';
import type { FileMimeType } from '@rentals/domain/files/enums';
import { MAX_IMAGE_PIXELS } from '@rentals/domain/files/limits';
import { withImageDecodeSlot } from './image-decoding';

/** JPEG and WebP quality: no visible loss on photos at a fraction of a camera file's size. */
const QUALITY = 82;

export interface ProcessedImage {
  body: Buffer;
  mimeType: FileMimeType;
  width: number;
  height: number;
}

/** An image that cannot be stored: bytes sharp cannot decode, or more pixels than MAX_IMAGE_PIXELS. */
export class ImageError extends Error {
  constructor(readonly reason: 'unreadable' | 'tooManyPixels') {
    super(`Image rejected: ${reason}`);
    this.name = 'ImageError';
  }
}

/**
 * Re-encodes an uploaded picture: turned upright from its EXIF orientation, then every piece of
 * metadata dropped (GPS position, camera, thumbnails), scaled so its longest side is at most
 * `maxSidePx`, and written again, which also drops anything hidden after the image data.
 * Pictures with transparency keep their format (PNG or WebP); the rest become JPEG.
 * The pixel count is checked from the header, before anything is decoded; the decoding itself
 * waits for a slot (image-decoding.ts).
 */
export async function processImage(input: Buffer, maxSidePx: number): Promise<ProcessedImage> {
  let meta: sharp.Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: the check below answers with its own reason.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError('unreadable');
  }
  if (!meta.width || !meta.height) throw new ImageError('unreadable');
  // A pixel flood (a tiny file declaring huge dimensions) is refused here like a real huge picture.
  if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageError('tooManyPixels');

  // The same limit again in the decoder, for any format whose header understates its size.
  const pipeline = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width: maxSidePx, height: maxSidePx, fit: 'inside', withoutEnlargement: true });
  const format = meta.hasAlpha ? (meta.format === 'webp' ? 'webp' : 'png') : 'jpeg';
  const encoded =
    format === 'jpeg'
      ? pipeline.jpeg({ quality: QUALITY, progressive: true })
      : format === 'webp'
        ? pipeline.webp({ quality: QUALITY })
        : pipeline.png({ compressionLevel: 9 });
  try {
    const { data, info } = await withImageDecodeSlot(() => encoded.toBuffer({ resolveWithObject: true }));
    return { body: data, mimeType: `image/${format}`, width: info.width, height: info.height };
  } catch {
    // Valid headers over a truncated or corrupt body fail only when decoded.
    throw new ImageError('unreadable');
  }
}

/**
 * A smaller copy of an already processed picture (upright, without metadata), in the same format,
 * with its longest side at most `maxSidePx`. A picture already that small is copied as it is.
 */
export async function resizeImage(body: Buffer, mimeType: FileMimeType, maxSidePx: number): Promise<Buffer> {
  const pipeline = sharp(body).resize({
    width: maxSidePx,
    height: maxSidePx,
    fit: 'inside',
    withoutEnlargement: true,
  });
  const encoded =
    mimeType === 'image/png'
      ? pipeline.png({ compressionLevel: 9 })
      : mimeType === 'image/webp'
        ? pipeline.webp({ quality: QUALITY })
        : pipeline.jpeg({ quality: QUALITY, progressive: true });
  return withImageDecodeSlot(() => encoded.toBuffer());
}
