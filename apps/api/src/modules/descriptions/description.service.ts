import { inArray } from 'drizzle-orm';
import { DESCRIPTION_FAILED_TEXT } from '@rentals/domain/descriptions/limits';
import type { ListingDescriptionFacts } from '@rentals/domain/descriptions/schemas';
import { translate } from '@rentals/domain/i18n/translate';
import type { Locale } from '@rentals/domain/users/enums';
import type { VisionImage } from '../../adapters/vision/vision';
import { fileObjects } from '../../db/schema/files';
import { UUID } from '../../db/sql-helpers';
import type { AppDeps, Viewer } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { mayReadFile } from '../files/file.service';
import { readFileBuffer } from '../files/file-content';

/**
 * A listing description from the facts. A failing provider is logged and answered with the
 * spec's failure text, which the wizard places in the description field (spec/03 §8).
 */
export async function generateListingDescription(
  deps: AppDeps,
  facts: ListingDescriptionFacts,
  locale: Locale,
): Promise<string> {
  try {
    return await deps.descriptions.generate(facts, locale);
  } catch (error) {
    deps.log.error({ err: error, generator: deps.descriptions.kind }, 'description generation failed');
    return translate(DESCRIPTION_FAILED_TEXT, locale);
  }
}

const FILE_PATH = /^\/files\/([^/]+)$/i;

/** The file id of `/files/<uuid>` or `<PUBLIC_URL>/files/<uuid>`, else null. */
function fileIdOf(url: string, publicUrl: string): string | null {
  const path = url.startsWith(`${publicUrl}/`) ? url.slice(publicUrl.length) : url;
  const id = FILE_PATH.exec(path)?.[1];
  return id && UUID.test(id) ? id.toLowerCase() : null;
}

/**
 * Features seen in uploaded pictures (scanImage). Each address must be a picture the caller may
 * read; VISION_NOT_CONFIGURED without a vision provider, VISION_FAILED when it fails.
 */
export async function scanImage(deps: AppDeps, viewer: Viewer, urls: string[]): Promise<string[]> {
  const ids = urls.map((url, i) => {
    const id = fileIdOf(url, deps.config.publicUrl);
    if (!id) throw new AppError('VALIDATION_FAILED', {}, [{ path: `urls.${i}`, key: 'url' }]);
    return id;
  });
  if (deps.vision.kind === 'none') throw new AppError('VISION_NOT_CONFIGURED');
  const unique = [...new Set(ids)];
  const files = await deps.db.select().from(fileObjects).where(inArray(fileObjects.id, unique));
  const pictures = await Promise.all(
    unique.map(async (id) => {
      const file = files.find((f) => f.id === id);
      // A private file someone may not read is reported like a missing one.
      if (!file || !(await mayReadFile(deps.db, viewer, file)) || !file.mimeType.startsWith('image/')) {
        throw new AppError('FILE_NOT_FOUND');
      }
      return file;
    }),
  );
  const images: VisionImage[] = await Promise.all(
    pictures.map(async (file) => {
      // Decrypted when the picture is a private one stored encrypted.
      const body = await readFileBuffer(deps, file);
      if (!body) throw new AppError('FILE_NOT_FOUND');
      return { body, mimeType: file.mimeType };
    }),
  );
  try {
    return await deps.vision.detectFeatures(images);
  } catch (error) {
    deps.log.error({ err: error }, 'picture scan failed');
    throw new AppError('VISION_FAILED');
  }
}
