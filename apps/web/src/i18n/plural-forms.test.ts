import { describe, expect, it } from 'vitest';
import { namespacesOf } from './bundles/namespaces';

/*
 * A guard on the locale files: a text that puts a number before the word it counts ('3 results',
 * '1 caractère sur 500') reads wrong for one of the numbers unless it has plural forms (_one,
 * _other: i18next picks one by `count`, with French reading 0 and 1 as singular). Two shapes are
 * caught: `{{count}}` followed by a word, and any number followed by a counted noun. Limits
 * ({{max}}, {{min}}, {{length}}, the …Days settings) are constants above one and are left out.
 */
const files = {
  en: namespacesOf(import.meta.glob(['./locales/en/*.ts', '../features/**/i18n/en/*.ts'], { eager: true })),
  fr: namespacesOf(import.meta.glob(['./locales/fr/*.ts', '../features/**/i18n/fr/*.ts'], { eager: true })),
};

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const COUNT_BEFORE_WORD = /\{\{count\}\}\s+\p{L}/u;
const COUNTED_NOUNS =
  'results?|résultats?|days?|jours?|listings?|annonces?|homes?|logements?|units?|pictures?|photos?|' +
  'leases?|baux|requests?|demandes?|views?|vues?|openings?|ouvertures?|files?|fichiers?|messages?|' +
  'recipients?|destinataires?|characters?|caractères?|signatures?|replies|réponses?|accounts?|comptes?';
const NUMBER_BEFORE_NOUN = new RegExp(
  `\\{\\{(?!max\\}|min\\}|length\\}|\\w+Days\\})\\w+\\}\\}\\s+(?:${COUNTED_NOUNS})\\b`,
  'iu',
);

/**
 * Texts where the number is followed by a word that does not agree with it: 'awaiting approval',
 * 'en attente', 'during the boost' (the figure's name comes before the number).
 */
const AGREEMENT_FREE = new Set(['adminListings.sideNavPending', 'listings.stats.boost.new']);

function* texts(tree: unknown, path: string): Generator<[string, string]> {
  if (typeof tree === 'string') yield [path, tree];
  else if (tree && typeof tree === 'object') {
    for (const [key, value] of Object.entries(tree)) yield* texts(value, path ? `${path}.${key}` : key);
  }
}

/** The keys of a language whose text counts something without plural forms. */
function missingPlurals(language: Record<string, unknown>): string[] {
  return [...texts(language, '')]
    .filter(([key]) => !PLURAL_SUFFIX.test(key) && !AGREEMENT_FREE.has(key))
    .filter(([, text]) => COUNT_BEFORE_WORD.test(text) || NUMBER_BEFORE_NOUN.test(text))
    .map(([key, text]) => `${key}: ${text}`);
}

describe('locale files', () => {
  it.each(['en', 'fr'] as const)('give plural forms to every counted text in %s', (lng) => {
    expect(missingPlurals(files[lng])).toEqual([]);
  });

  it('catch a counted text without plural forms, and accept one with them', () => {
    expect(
      missingPlurals({ a: { n: '{{count}} photos sur {{max}}', m: 'Showing 1-2 of {{total}} results' } }),
    ).toEqual(['a.n: {{count}} photos sur {{max}}', 'a.m: Showing 1-2 of {{total}} results']);
    expect(
      missingPlurals({
        a: { n_one: '{{count}} photo', n_other: '{{count}} photos', x: 'At most {{max}} photos' },
      }),
    ).toEqual([]);
  });
});
