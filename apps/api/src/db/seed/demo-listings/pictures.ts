import sharp from 'sharp';
import { IMAGE_VARIANTS } from '@rentals/domain/files/limits';
import { DRAWING_HEIGHT, DRAWING_WIDTH, drawPicture } from './drawings';
import type { DemoPicture } from './facts';

/** JPEG quality of uploads (image.ts), so demo pictures weigh what real ones do. */
const QUALITY = 82;

/** A rendered picture: the stored original and its smaller copies, keyed like upload variants. */
export interface RenderedPicture {
  body: Buffer;
  width: number;
  height: number;
  variants: Record<keyof typeof IMAGE_VARIANTS, Buffer>;
}

/** The drawing a picture shows; pictures with the same key share their bytes. */
export function drawingKey(picture: DemoPicture): string {
  return picture.kind === 'exterior'
    ? `exterior:${picture.variant}:${picture.propertyType}:${picture.stories}`
    : `${picture.kind}:${picture.variant}`;
}

/** The stored original: 960 x 640, below the `detail` size, so its detail copy is the original itself. */
const ORIGINAL = { width: 960, height: 640 };

/** A JPEG of the drawing at this size, encoded as uploads are (image.ts: quality 82, progressive). */
async function jpeg(picture: DemoPicture, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(drawPicture(picture, width, height)))
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: QUALITY, progressive: true })
    .toBuffer();
}

/**
 * Draws a picture as an upload would be stored: a JPEG original and its `card` and `detail` copies
 * (longest side 640 and at most 1600, like resizeImage's). Being a drawing, the card is drawn at its
 * own size rather than scaled down from the original: sharper, and a third of the work at start-up.
 */
export async function renderPicture(picture: DemoPicture): Promise<RenderedPicture> {
  const cardHeight = Math.round((IMAGE_VARIANTS.card * DRAWING_HEIGHT) / DRAWING_WIDTH);
  const [body, card] = await Promise.all([
    jpeg(picture, ORIGINAL.width, ORIGINAL.height),
    jpeg(picture, IMAGE_VARIANTS.card, cardHeight),
  ]);
  return { body, ...ORIGINAL, variants: { card, detail: body } };
}

/** Renders every distinct drawing of `pictures`, a few at a time (sharp works on its own threads). */
export async function renderPictures(
  pictures: readonly DemoPicture[],
  concurrency = 4,
): Promise<Map<string, RenderedPicture>> {
  const todo = [...new Map(pictures.map((p) => [drawingKey(p), p])).entries()];
  const rendered = new Map<string, RenderedPicture>();
  const worker = async () => {
    for (let next = todo.shift(); next; next = todo.shift())
      rendered.set(next[0], await renderPicture(next[1]));
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return rendered;
}
