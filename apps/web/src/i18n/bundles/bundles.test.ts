import { describe, expect, it } from 'vitest';
import { en, FIRST_PAGE_NAMESPACES } from './en';
import { enMore } from './en-more';
import { fr } from './fr';
import { namespacesOf } from './namespaces';

/** Every locale file of a language, the shared ones and the features' ones, whichever bundle holds it. */
const everyFile = {
  en: namespacesOf(
    import.meta.glob(['../locales/en/*.ts', '../../features/**/i18n/en/*.ts'], { eager: true }),
  ),
  fr: namespacesOf(
    import.meta.glob(['../locales/fr/*.ts', '../../features/**/i18n/fr/*.ts'], { eager: true }),
  ),
};

describe('language bundles', () => {
  it('hold every namespace of the locale files, with the same texts', () => {
    expect({ ...en, ...enMore }).toEqual(everyFile.en);
    expect(fr).toEqual(everyFile.fr);
  });

  it('have the same namespaces in French as in English', () => {
    expect(Object.keys(fr).sort()).toEqual(Object.keys(everyFile.en).sort());
  });

  it('split English between the first pages and the rest, each namespace once', () => {
    expect(Object.keys(en).sort()).toEqual([...FIRST_PAGE_NAMESPACES].sort());
    expect(Object.keys(enMore).filter((ns) => ns in en)).toEqual([]);
  });

  it('refuse a locale file that does not export exactly one namespace', () => {
    expect(() => namespacesOf({ './a.ts': { a: {}, b: {} } })).toThrow('./a.ts');
  });

  it('refuse two locale files that export the same namespace', () => {
    expect(() => namespacesOf({ './a.ts': { a: {} }, './b/a.ts': { a: {} } })).toThrow('./b/a.ts');
  });
});
