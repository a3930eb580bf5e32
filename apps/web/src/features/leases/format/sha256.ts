/** The SHA-256 of a file's bytes as 64 lowercase hex digits, computed in the browser: nothing is uploaded. */
export async function sha256Hex(data: ArrayBuffer, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
  const digest = await subtle.digest('SHA-256', data);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
