import { describe, expect, it } from 'vitest';
import { contactAboutPath, helpArticlePath, helpCollectionPath } from './help-paths';

describe('help center paths', () => {
  it("are the spec's addresses", () => {
    expect(helpCollectionPath('c1')).toBe('/help-center/collection/c1');
    expect(helpArticlePath('a1')).toBe('/help-center/collection/article/a1');
  });

  it('name the article on the contact page', () => {
    expect(contactAboutPath('Deposits & receipts: what is legal?')).toBe(
      '/contact-us?about=Deposits+%26+receipts%3A+what+is+legal%3F',
    );
    expect(new URL(contactAboutPath('Dépôt de garantie'), 'http://x').searchParams.get('about')).toBe(
      'Dépôt de garantie',
    );
    expect(contactAboutPath('  ')).toBe('/contact-us');
    expect(contactAboutPath(null)).toBe('/contact-us');
  });
});
