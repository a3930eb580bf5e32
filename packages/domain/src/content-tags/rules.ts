/** A tag name is at most this long. */
export const TAG_NAME_MAX = 40;
/** A post or an article carries at most this many tags. */
export const TAGS_PER_ITEM_MAX = 10;

/** A tag name as stored: trimmed, inner spaces collapsed; null when empty or too long. */
export function normalizeTagName(name: string): string | null {
  const clean = name.normalize('NFC').replace(/\s+/g, ' ').trim();
  return clean.length >= 1 && clean.length <= TAG_NAME_MAX ? clean : null;
}

/**
 * The distinct names of a list, compared without regard to case (the first spelling kept), or the
 * reason it is refused.
 */
export function tagNamesOf(
  names: readonly string[],
): { ok: true; names: string[] } | { ok: false; code: 'TAG_NAME_INVALID' | 'TOO_MANY_TAGS' } {
  const kept = new Map<string, string>();
  for (const name of names) {
    const clean = normalizeTagName(name);
    if (clean === null) return { ok: false, code: 'TAG_NAME_INVALID' };
    const key = clean.toLocaleLowerCase('en-CA');
    if (!kept.has(key)) kept.set(key, clean);
  }
  if (kept.size > TAGS_PER_ITEM_MAX) return { ok: false, code: 'TOO_MANY_TAGS' };
  return { ok: true, names: [...kept.values()] };
}
