import type { RentalApplicationFile } from '@rentals/domain/rental-applications/draft';
import { rentalDocumentUploadError } from '@rentals/domain/rental-applications/documents';
import type { RentalDocumentKey } from '@rentals/domain/rental-applications/enums';
import { RENTAL_APPLICATION_ERRORS } from '@rentals/domain/rental-applications/errors';
import {
  RENTAL_DOCUMENT_MIME_TYPES,
  type RentalDocumentExtension,
} from '@rentals/domain/rental-applications/limits';
import { translate } from '@rentals/domain/i18n/translate';
import type { Locale } from '@rentals/domain/users/enums';
import type { UploadedFile } from '../../../lib/upload/upload-files';

/*
 * The client's check of chosen files, with the domain's limits and messages (the API checks the
 * bytes again), and the reference the draft keeps of an uploaded file.
 */

/** The type a file is taken for: by its extension, as the picker offers them, else what the browser says. */
export function documentMimeType(file: Pick<File, 'name' | 'type'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return RENTAL_DOCUMENT_MIME_TYPES[extension as RentalDocumentExtension] ?? (file.type || null);
}

/** Why these files cannot be added under `key` (already holding `held`), or null. */
export function chosenFilesError(
  key: RentalDocumentKey,
  files: readonly File[],
  held: number,
  locale: Locale,
): string | null {
  const checked = files.map((file) => ({ mimeType: documentMimeType(file), size: file.size }));
  const error = rentalDocumentUploadError(key, checked, locale, held);
  return error ? translate(RENTAL_APPLICATION_ERRORS[error.code], locale, error.params) : null;
}

/** What the draft keeps of an uploaded file. */
export function draftFileOf(uploaded: UploadedFile): RentalApplicationFile {
  return {
    fileId: uploaded.id,
    name: uploaded.filename,
    size: uploaded.size,
    mimeType: uploaded.mimeType,
  };
}
