import type { ResourceLanguage } from 'i18next';

/**
 * One language's namespaces from its locale modules (an `import.meta.glob` of the shared
 * locales/<lng>/*.ts and the features' <feature>/i18n/<lng>/*.ts): each module exports one object,
 * named as its namespace (`export const listingPage = { … }` in listing-page.ts), so a new locale
 * file is picked up without a list to keep in step. Two files exporting one namespace would hide
 * one another's texts: that is refused.
 */
export function namespacesOf(modules: Record<string, Record<string, unknown>>): ResourceLanguage {
  const language: ResourceLanguage = {};
  for (const [file, exports] of Object.entries(modules)) {
    const entries = Object.entries(exports);
    if (entries.length !== 1) throw new Error(`${file} must export exactly one namespace object.`);
    const [namespace, resource] = entries[0]!;
    if (namespace in language) throw new Error(`${file}: another locale file exports ${namespace} too.`);
    language[namespace] = resource as ResourceLanguage[string];
  }
  return language;
}
