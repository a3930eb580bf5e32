import type { ResourceLanguage } from 'i18next';

/**
 * One language's namespaces from its locale modules (an `import.meta.glob` of locales/<lng>/*.ts):
 * each module exports one object, named as its namespace (`export const listingPage = { … }` in
 * listing-page.ts), so a new locale file is picked up without a list to keep in step.
 */
export function namespacesOf(modules: Record<string, Record<string, unknown>>): ResourceLanguage {
  const language: ResourceLanguage = {};
  for (const [file, exports] of Object.entries(modules)) {
    const entries = Object.entries(exports);
    if (entries.length !== 1) throw new Error(`${file} must export exactly one namespace object.`);
    const [namespace, resource] = entries[0]!;
    language[namespace] = resource as ResourceLanguage[string];
  }
  return language;
}
