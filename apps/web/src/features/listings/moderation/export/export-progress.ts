/*
 * Progress of the property-data.xlsx download. The API streams the workbook as it reads the
 * listings, so there is no Content-Length; it sends the row count first (X-Export-Rows) and the
 * page estimates the size from it. Measured on the streaming writer: about 8 KB of fixed parts
 * (workbook, styles, content types), then 330 bytes a row for short rows and 640 for the demo
 * listings with their descriptions.
 */

/** The workbook's fixed parts, in bytes. */
export const EXPORT_FIXED_BYTES = 8_000;
/** Compressed bytes of one listing row, between the short and the descriptive rows measured. */
export const EXPORT_BYTES_PER_ROW = 500;
/** An estimate stays below 100 % until the body has really ended. */
const MAX_BEFORE_END = 99;

/** The row count of the X-Export-Rows header, or null when it is missing or not a count. */
export function exportRows(header: string | null): number | null {
  if (header == null || !/^\d+$/.test(header.trim())) return null;
  return Number(header.trim());
}

export function estimatedExportBytes(rows: number): number {
  return EXPORT_FIXED_BYTES + rows * EXPORT_BYTES_PER_ROW;
}

/**
 * The percentage to show after `received` bytes, 0 to 99 while the body streams; null (an
 * indeterminate bar) when the row count is unknown.
 */
export function exportProgress(received: number, rows: number | null): number | null {
  if (rows == null) return null;
  const percent = Math.floor((received / estimatedExportBytes(rows)) * 100);
  return Math.min(MAX_BEFORE_END, Math.max(0, percent));
}
