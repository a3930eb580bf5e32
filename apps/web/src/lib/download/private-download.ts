import { isErrorCode } from '@rentals/domain/errors/codes';
import { CodedError } from '../errors/graphql-error';
import { authorizationHeader } from '../session/token-storage';

/*
 * Private files (the staff exports, application documents, conversation attachments, the renter
 * passport's archive): the API answers them only with the reader's bearer token, which a plain link
 * or an <img src> cannot send. Every feature fetches them here and hands them to the browser from
 * a short-lived blob: address.
 */

/** The file at `url`, read with the session's token; a refusal rejects with the API's code. */
export async function fetchPrivateFile(url: string, fetchFn: typeof fetch = fetch): Promise<Blob> {
  const response = await fetchFn(url, { headers: { authorization: authorizationHeader() } });
  if (!response.ok) {
    const body: unknown = await response.json().catch(() => null);
    const code = body && typeof body === 'object' ? (body as { code?: unknown }).code : undefined;
    throw new CodedError(isErrorCode(code) ? code : 'SOMETHING_WRONG');
  }
  return response.blob();
}

/** Saves `blob` under `filename` through a link clicked for the user. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file from the address after the click returns; free it once it surely has.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
