/*
 * The signature a signer adopted, kept in sessionStorage for the tab so a reload mid-ceremony does
 * not lose it; by lease and signer, never with the link's token. Cleared once they sign.
 */

export interface AdoptedSignature {
  kind: 'TYPED' | 'DRAWN';
  /** The typed signature, or the name a drawn one stands for. */
  text: string;
  initials: string;
  /** A drawn signature's PNG data URL. */
  image: string | null;
}

const key = (leaseId: string, signerId: string) => `lease-signature:${leaseId}:${signerId}`;

export function isAdoptedSignature(value: unknown): value is AdoptedSignature {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    (v.kind === 'TYPED' || v.kind === 'DRAWN') &&
    typeof v.text === 'string' &&
    typeof v.initials === 'string' &&
    (v.image === null || typeof v.image === 'string')
  );
}

export function loadAdoptedSignature(leaseId: string, signerId: string): AdoptedSignature | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key(leaseId, signerId)) ?? 'null');
    return isAdoptedSignature(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeAdoptedSignature(leaseId: string, signerId: string, signature: AdoptedSignature) {
  try {
    sessionStorage.setItem(key(leaseId, signerId), JSON.stringify(signature));
  } catch {
    // A full or disabled storage only loses the reload convenience.
  }
}

export function forgetAdoptedSignature(leaseId: string, signerId: string) {
  try {
    sessionStorage.removeItem(key(leaseId, signerId));
  } catch {
    // Nothing kept.
  }
}
