import { fileTypeFromBuffer } from 'file-type';
import type { FileMimeType, FilePathType } from '@rentals/domain/files/enums';
import { FILE_KIND_LIMITS, type ImageVariant } from '@rentals/domain/files/limits';
import { isCsvText, isXlsWorkbook } from './spreadsheet-detection';

const EXTENSIONS: Record<FileMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'text/csv': 'csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.ms-excel': 'xls',
  'application/zip': 'zip',
};

/** Longest stored file name, in characters: enough for any real name, small enough for a header. */
export const FILENAME_MAX_LENGTH = 120;

/**
 * The type the bytes really are (magic bytes), when the kind accepts it; null otherwise. The name
 * and the client's content type are never trusted: both are whatever the sender chose. The one
 * exception is CSV, which has no magic bytes: a text file counts as one only when named .csv.
 */
export async function detectFileType(
  body: Buffer,
  allowed: readonly FileMimeType[],
  filename: string,
): Promise<FileMimeType | null> {
  const detected = await fileTypeFromBuffer(body);
  let mime = detected?.mime as FileMimeType | 'application/x-cfb' | undefined;
  if (mime === 'application/x-cfb') mime = isXlsWorkbook(body) ? 'application/vnd.ms-excel' : undefined;
  if (!detected && allowed.includes('text/csv') && isCsvText(body, filename)) mime = 'text/csv';
  return mime && allowed.includes(mime) ? mime : null;
}

/**
 * The name a person gave the file, safe to show and to put in a header: the last path segment
 * (some clients send C:\...\name), without control or reserved characters, capped in length.
 */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f"<>|*?:]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return Array.from(clean).slice(0, FILENAME_MAX_LENGTH).join('');
}

/** The stored display name: `displayName` with the extension of what is really stored (a PNG re-encoded as JPEG is .jpg). */
export function sanitizeFilename(name: string, mimeType: FileMimeType): string {
  const ext = EXTENSIONS[mimeType];
  const stem = Array.from(
    displayName(name)
      .replace(/\.[^.]*$/, '')
      .replace(/^\.+/, ''),
  )
    .slice(0, FILENAME_MAX_LENGTH - ext.length - 1)
    .join('')
    .trim();
  return `${stem || 'file'}.${ext}`;
}

/** Keys are made here, never from user input, so they cannot address another object or escape the root. */
export function storageKey(pathType: FilePathType, id: string, mimeType: FileMimeType): string {
  return `${pathType}/${id}.${EXTENSIONS[mimeType]}`;
}

/** Where a smaller copy of a stored picture lives: beside it, with the variant in the name. */
export function variantKey(key: string, variant: ImageVariant): string {
  return key.replace(/(\.[a-z0-9]+)$/, `@${variant}$1`);
}

/** Every stored object of a file: the file itself and its smaller copies, for deletion. */
export function storedObjectKeys(file: { storageKey: string; pathType: string; mimeType: string }): string[] {
  const variants = file.mimeType.startsWith('image/')
    ? (FILE_KIND_LIMITS[file.pathType as FilePathType]?.variants ?? [])
    : [];
  return [file.storageKey, ...variants.map((variant) => variantKey(file.storageKey, variant))];
}
