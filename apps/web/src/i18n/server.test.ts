import { expect, it } from 'vitest';
import { createServerI18n } from './server';

it('gives each render its own language, with every namespace at hand', () => {
  const french = createServerI18n('fr');
  const english = createServerI18n('en');
  expect(french.language).toBe('fr');
  expect(english.language).toBe('en');
  // A namespace outside the first-page bundle is there at once, in both languages.
  expect(french.t('unit.notFoundTitle', { ns: 'listings' })).toBe('Logement introuvable');
  expect(english.t('unit.notFoundTitle', { ns: 'listings' })).toBe('Unit not found');
  expect(createServerI18n('fr').language).toBe('fr');
  expect(english.language).toBe('en');
});
