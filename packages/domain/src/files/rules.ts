import type { Locale } from '../users/enums';
import type { FileMimeType } from './enums';

const TYPE_LABELS: Record<FileMimeType, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
  'text/csv': 'CSV',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'Excel (XLSX)',
  'application/vnd.ms-excel': 'Excel (XLS)',
  'application/zip': 'ZIP',
};

/** The accepted types as people know them ("JPEG, PNG, WebP"), for messages and hints. */
export function fileTypesLabel(mimeTypes: readonly FileMimeType[]): string {
  return mimeTypes.map((type) => TYPE_LABELS[type]).join(', ');
}

/** A size in the reader's units: French writes octets (Mo, Ko) and a decimal comma. */
export function formatFileSize(bytes: number, locale: Locale): string {
  const units = locale === 'fr' ? ['o', 'Ko', 'Mo', 'Go'] : ['B', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  const rounded = Math.round(value * 10) / 10;
  const text = locale === 'fr' ? String(rounded).replace('.', ',') : String(rounded);
  return `${text}${locale === 'fr' ? '\u00a0' : ' '}${units[unit]}`;
}
