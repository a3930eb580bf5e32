import type { LegalKind } from './enums';

/** What the rules need of a version. */
export interface LegalVersion {
  id: string;
  kind: LegalKind;
  version: number;
  publishedAt: Date | string | null;
}

/** The version shown to readers: the highest published one of the kind, or null. */
export function currentVersion<T extends LegalVersion>(documents: readonly T[], kind: LegalKind): T | null {
  let best: T | null = null;
  for (const doc of documents) {
    if (doc.kind !== kind || doc.publishedAt === null) continue;
    if (!best || doc.version > best.version) best = doc;
  }
  return best;
}

/**
 * The terms version a user still has to accept: the current TERMS version when they have not
 * accepted that very version (an older acceptance does not carry over), else null. No published
 * terms at all asks nothing.
 */
export function termsToAccept<T extends LegalVersion>(
  documents: readonly T[],
  acceptedIds: ReadonlySet<string> | readonly string[],
): T | null {
  const current = currentVersion(documents, 'TERMS');
  if (!current) return null;
  const accepted = acceptedIds instanceof Set ? acceptedIds : new Set(acceptedIds);
  return accepted.has(current.id) ? null : current;
}

/** The version number a new draft takes: one more than the highest of its kind. */
export function nextVersionNumber(documents: readonly LegalVersion[], kind: LegalKind): number {
  return documents.reduce((max, d) => (d.kind === kind && d.version > max ? d.version : max), 0) + 1;
}

/** A published version is frozen: what users accepted must stay what they read. */
export function isEditable(doc: Pick<LegalVersion, 'publishedAt'>): boolean {
  return doc.publishedAt === null;
}
