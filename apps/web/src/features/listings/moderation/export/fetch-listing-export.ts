import { isErrorCode } from '@rentals/domain/errors/codes';
import { CodedError } from '../../../../lib/errors/graphql-error';
import { exportProgress, exportRows } from './export-progress';

/** The API's export (apps/api listing-export.ts): staff with the listings view permission. */
export const EXPORT_URL = '/exports/property-data.xlsx';
export const EXPORT_FILENAME = 'property-data.xlsx';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The code of a refused export: the API answers `{ "code": "NO_ACCESS" }` and the like. */
async function refusal(response: Response): Promise<CodedError> {
  const body: unknown = await response.json().catch(() => null);
  const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
  return new CodedError(isErrorCode(code) ? code : 'SOMETHING_WRONG');
}

/**
 * Downloads the listings workbook with the staff member's Authorization header, reading the body
 * as it streams and reporting the estimated percentage (null when it cannot be estimated). A
 * refusal or a body cut short rejects; the caller turns the error into text.
 */
export async function fetchListingExport(
  authorization: string,
  onProgress: (percent: number | null) => void,
  { fetchFn = fetch, signal }: { fetchFn?: typeof fetch; signal?: AbortSignal } = {},
): Promise<Blob> {
  const response = await fetchFn(EXPORT_URL, { headers: { authorization }, signal });
  if (!response.ok) throw await refusal(response);
  const rows = exportRows(response.headers.get('x-export-rows'));
  onProgress(exportProgress(0, rows));
  if (!response.body) return response.blob();
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    onProgress(exportProgress(received, rows));
  }
  onProgress(100);
  return new Blob(chunks, { type: XLSX_TYPE });
}
