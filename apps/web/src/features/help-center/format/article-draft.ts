import type { ArticleFormValues } from './article-form';

/*
 * The article editor keeps what is typed in this tab's sessionStorage until it is saved, so a
 * refused save, a reload or an expired session does not lose a long text.
 */

const PREFIX = 'help-article-draft:';

/** The key of an article's draft: its id, or 'new:<collection>' for one not saved yet. */
export function draftKey(id: string | null, collectionId: string): string {
  return PREFIX + (id ?? `new:${collectionId}`);
}

export function keepArticleDraft(key: string, values: ArticleFormValues): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(values));
  } catch {
    // Storage refused (private browsing, full): the text stays in the form, only a reload loses it.
  }
}

export function readArticleDraft(key: string): ArticleFormValues | null {
  try {
    const raw = sessionStorage.getItem(key);
    return raw ? parseArticleDraft(raw) : null;
  } catch {
    return null;
  }
}

export function forgetArticleDraft(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/** A stored draft as form values, or null when it is not one (an older shape, a tampered entry). */
export function parseArticleDraft(raw: string): ArticleFormValues | null {
  try {
    const value = JSON.parse(raw) as Partial<ArticleFormValues> | null;
    if (!value || typeof value !== 'object') return null;
    const strings = [
      'collectionId',
      'title',
      'description',
      'thumbnailUrl',
      'province',
      'userType',
      'locale',
      'translationOf',
      'helpKey',
    ] as const;
    if (strings.some((name) => typeof value[name] !== 'string')) return null;
    if (typeof value.isPublished !== 'boolean' || typeof value.body !== 'object') return null;
    if (value.locale !== 'en' && value.locale !== 'fr') return null;
    return value as ArticleFormValues;
  } catch {
    return null;
  }
}
