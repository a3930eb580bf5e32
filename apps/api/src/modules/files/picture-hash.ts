import sharp from 'sharp';
import type { FilePathType } from '@rentals/domain/files/enums';
import { MAX_IMAGE_PIXELS } from '@rentals/domain/files/limits';
import { withImageDecodeSlot } from './image-decoding';

/*
 * A 64-bit difference hash (dHash) of a picture: shrunk to 9×8 grey pixels, each bit says whether
 * a pixel is brighter than its right neighbour. It describes the picture's layout of light and
 * dark, so a resized, re-encoded or slightly recoloured copy hashes within a few bits of the
 * original while a different photo lands about 32 bits away.
 */

/** The kinds whose pictures are hashed: listing photos, the ones scammers copy from real ads. */
export const HASHED_PATH_TYPES: ReadonlySet<FilePathType> = new Set(['LISTING_PICTURE']);

const WIDTH = 9;
const HEIGHT = 8;
const BAND_BITS = 8;
const BANDS = 64 / BAND_BITS;

/**
 * The dHash of decodable picture bytes, as a signed 64-bit integer (PostgreSQL's bigint). The
 * backfill hashes stored pictures of any age, so the decoder keeps the upload pixel limit too.
 */
export async function pictureHash(body: Buffer): Promise<bigint> {
  const pipeline = sharp(body, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .grayscale()
    .resize(WIDTH, HEIGHT, { fit: 'fill', kernel: 'cubic' })
    .raw();
  const pixels = await withImageDecodeSlot(() => pipeline.toBuffer());
  let hash = 0n;
  for (let row = 0; row < HEIGHT; row += 1) {
    for (let col = 0; col < WIDTH - 1; col += 1) {
      const at = row * WIDTH + col;
      hash = (hash << 1n) | (pixels[at]! > pixels[at + 1]! ? 1n : 0n);
    }
  }
  return BigInt.asIntN(64, hash);
}

/**
 * The hash's eight bytes, each tagged with its position (position × 256 + byte), as the
 * picture_hashes.bands index holds them: two hashes sharing a tagged byte are candidates.
 */
export function hashBands(hash: bigint): number[] {
  const unsigned = BigInt.asUintN(64, hash);
  return Array.from(
    { length: BANDS },
    (_, band) => band * 256 + Number((unsigned >> BigInt(band * BAND_BITS)) & 0xffn),
  );
}
