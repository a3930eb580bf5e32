import { describe, expect, it } from 'vitest';
import { citySlug } from './city-slug';
import { contentExcerpt, excerptParts, matchRanges } from './excerpt';
import { CONTENT_QUERY_MAX, foldText, normalizeContentQuery, queryTerms } from './search-query';

describe('normalizeContentQuery', () => {
  it('keeps one line with single spaces', () => {
    expect(normalizeContentQuery('  rent\n\tincrease \u0000 Ontario ')).toEqual({
      ok: true,
      query: 'rent increase Ontario',
    });
  });

  it('refuses a query without a letter or digit', () => {
    for (const raw of ['', '   ', '"" -', '\n']) {
      expect(normalizeContentQuery(raw)).toEqual({ ok: false, code: 'CONTENT_SEARCH_EMPTY' });
    }
  });

  it('refuses an over-long query rather than cutting it', () => {
    expect(normalizeContentQuery('a'.repeat(CONTENT_QUERY_MAX)).ok).toBe(true);
    expect(normalizeContentQuery('a'.repeat(CONTENT_QUERY_MAX + 1))).toEqual({
      ok: false,
      code: 'CONTENT_SEARCH_TOO_LONG',
      params: { max: CONTENT_QUERY_MAX },
    });
  });
});

describe('folding and terms', () => {
  it('drops case and accents without moving positions', () => {
    expect(foldText('Numéro ÉTÉ Œuvre')).toBe('numero ete Œuvre'.replace('Œ', foldText('Œ')));
    expect(foldText('Numéro ÉTÉ').length).toBe('Numéro ÉTÉ'.length);
  });

  it('leaves out web search operators and one-letter words', () => {
    expect(queryTerms('"Dépôt de garantie" or -pets a Loyer')).toEqual(['depot', 'de', 'garantie', 'loyer']);
  });
});

describe('contentExcerpt', () => {
  it('marks every matching word, with or without accents, in either direction', () => {
    const excerpt = contentExcerpt('Le numéro de la régie et le Numero du logement.', 'numero');
    expect(
      excerptParts(excerpt)
        .filter((p) => p.match)
        .map((p) => p.text),
    ).toEqual(['numéro', 'Numero']);
    const back = contentExcerpt('The unit number is numero 12.', 'numéro');
    expect(
      excerptParts(back)
        .filter((p) => p.match)
        .map((p) => p.text),
    ).toEqual(['numero']);
  });

  it('matches a stem: rents and renting for rent, deposits for deposit', () => {
    expect(matchRanges('Rents, renting and deposits', 'rent deposit').length).toBe(3);
  });

  it('starts near the first match in a long text, with ellipses where cut', () => {
    const text = `${'Lorem ipsum dolor sit amet. '.repeat(20)}Your landlord keeps the deposit in trust. ${'Filler words here. '.repeat(20)}`;
    const excerpt = contentExcerpt(text, 'deposit', 120);
    expect(excerpt.text.startsWith('…')).toBe(true);
    expect(excerpt.text.endsWith('…')).toBe(true);
    expect(excerpt.text.length).toBeLessThanOrEqual(122);
    const [mark] = excerpt.highlights;
    expect(excerpt.text.slice(mark!.start, mark!.start + mark!.length)).toBe('deposit');
  });

  it('starts at the beginning when nothing matches, whole when short', () => {
    expect(contentExcerpt('Short text.', 'zzz')).toEqual({ text: 'Short text.', highlights: [] });
  });
});

describe('citySlug', () => {
  it('is the folded name in lower-case words joined by hyphens', () => {
    expect(citySlug('Trois-Rivières')).toBe('trois-rivieres');
    expect(citySlug('Montréal')).toBe('montreal');
    expect(citySlug("St. John's")).toBe('st-john-s');
  });
});
