import { formatFileSize } from '../files/rules';
import type { Locale } from '../users/enums';
import type { RentalDocumentKey } from './enums';
import type { RentalApplicationErrorCode } from './errors';
import { acceptedExtensions } from './field-checks';
import { draftFieldLabel } from './field-labels';
import { RENTAL_DOCUMENT_LIMITS, RENTAL_DOCUMENT_MAX_BYTES } from './limits';
import { RENTAL_DOCUMENT_GROUPS } from './payload';

/*
 * The check of an upload under one document key (MultipleFileUpload, pathType 'rentalApp'), for
 * the API to run before storing anything. `mimeType` is the type detected from the file's bytes
 * (null when none of the accepted types matched), never the name or the browser's claim.
 */

export interface RentalDocumentUpload {
  mimeType: string | null;
  size: number;
}

export interface RentalDocumentError {
  code: Extract<
    RentalApplicationErrorCode,
    'RENTAL_APPLICATION_FILE_TYPE' | 'RENTAL_APPLICATION_TOO_MANY_FILES' | 'RENTAL_APPLICATION_FILE_TOO_LARGE'
  >;
  params: Record<string, string | number>;
}

/** The label of a document key, as the form shows it ('Government ID'). */
export function rentalDocumentLabel(key: RentalDocumentKey, locale: Locale): string {
  return draftFieldLabel(`${RENTAL_DOCUMENT_GROUPS[key]}.${key}`)?.[locale] ?? key;
}

/**
 * Why files cannot be kept under `key`, or null: more than the key's count once added to the
 * `alreadyHeld` files of the draft, a type the key does not accept, or more than
 * RENTAL_DOCUMENT_MAX_BYTES. The params fill the error's message in `locale`.
 */
export function rentalDocumentUploadError(
  key: RentalDocumentKey,
  files: readonly RentalDocumentUpload[],
  locale: Locale,
  alreadyHeld = 0,
): RentalDocumentError | null {
  const limits = RENTAL_DOCUMENT_LIMITS[key];
  const document = rentalDocumentLabel(key, locale);
  if (alreadyHeld + files.length > limits.maxFiles)
    return { code: 'RENTAL_APPLICATION_TOO_MANY_FILES', params: { document, max: limits.maxFiles } };
  if (files.some((file) => file.size > RENTAL_DOCUMENT_MAX_BYTES))
    return {
      code: 'RENTAL_APPLICATION_FILE_TOO_LARGE',
      params: { document, limit: formatFileSize(RENTAL_DOCUMENT_MAX_BYTES, locale) },
    };
  if (files.some((file) => !(limits.mimeTypes as readonly (string | null)[]).includes(file.mimeType)))
    return { code: 'RENTAL_APPLICATION_FILE_TYPE', params: { document, allowed: acceptedExtensions(key) } };
  return null;
}
