/*
 * The help center's addresses (spec/01 §2). A collection's page is /help-center/collection/{id},
 * an article's /help-center/collection/article/{id} (the spec's paths, ids only: titles change).
 */

export const HELP_CENTER_PATH = '/help-center';
/** The search text of /help-center, kept in the URL so a reload or the back button keep it. */
export const HELP_QUERY_PARAM = 'q';

export const helpCollectionPath = (id: string) => `/help-center/collection/${encodeURIComponent(id)}`;
export const helpArticlePath = (id: string) => `/help-center/collection/article/${encodeURIComponent(id)}`;

/** /contact-us naming what the reader was looking at (the contact page reads ?about=). */
export function contactAboutPath(about?: string | null): string {
  const text = about?.trim();
  return text ? `/contact-us?${new URLSearchParams({ about: text }).toString()}` : '/contact-us';
}
