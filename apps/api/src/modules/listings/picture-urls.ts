import type { ImageVariant } from '@rentals/domain/files/limits';
import { fileUrl } from '../files/file.service';
import type { PictureDetail } from './listing-read.service';

/**
 * The address of a smaller copy. Pictures are LISTING_PICTURE uploads, which have copies; floor
 * plans (FLOOR_PLAN uploads, possibly PDFs) have none and answer their original.
 */
export function variantUrl(p: Pick<PictureDetail, 'kind' | 'fileId'>, variant: ImageVariant): string {
  return p.kind === 'PICTURE' ? `${fileUrl(p.fileId)}?size=${variant}` : fileUrl(p.fileId);
}
