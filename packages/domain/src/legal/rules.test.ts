import { describe, expect, it } from 'vitest';
import { currentVersion, isEditable, nextVersionNumber, termsToAccept, type LegalVersion } from './rules';
import { headingSlug, outlineLegalHtml } from './outline';

const doc = (id: string, kind: 'TERMS' | 'PRIVACY', version: number, published = true): LegalVersion => ({
  id,
  kind,
  version,
  publishedAt: published ? new Date('2026-01-01T00:00:00Z') : null,
});

const docs = [
  doc('t1', 'TERMS', 1),
  doc('t2', 'TERMS', 2),
  doc('t3', 'TERMS', 3, false),
  doc('p1', 'PRIVACY', 1),
];

describe('currentVersion', () => {
  it('is the highest published version of the kind, drafts left out', () => {
    expect(currentVersion(docs, 'TERMS')?.id).toBe('t2');
    expect(currentVersion(docs, 'PRIVACY')?.id).toBe('p1');
    expect(currentVersion([doc('d', 'TERMS', 1, false)], 'TERMS')).toBeNull();
  });
});

describe('termsToAccept', () => {
  it('asks for the current terms when the user accepted none', () => {
    expect(termsToAccept(docs, [])?.id).toBe('t2');
  });

  it('asks again when only an older version was accepted', () => {
    expect(termsToAccept(docs, ['t1'])?.id).toBe('t2');
  });

  it('asks nothing once the current version is accepted, whatever the draft', () => {
    expect(termsToAccept(docs, new Set(['t1', 't2']))).toBeNull();
  });

  it('asks nothing when no terms are published, and ignores a privacy acceptance', () => {
    expect(termsToAccept([doc('p1', 'PRIVACY', 1)], [])).toBeNull();
    expect(termsToAccept(docs, ['p1'])?.id).toBe('t2');
  });
});

describe('versions', () => {
  it('numbers a new draft after the highest version of its kind', () => {
    expect(nextVersionNumber(docs, 'TERMS')).toBe(4);
    expect(nextVersionNumber(docs, 'PRIVACY')).toBe(2);
    expect(nextVersionNumber([], 'PRIVACY')).toBe(1);
  });

  it('keeps published versions from being edited', () => {
    expect(isEditable(doc('a', 'TERMS', 1))).toBe(false);
    expect(isEditable(doc('b', 'TERMS', 2, false))).toBe(true);
  });
});

describe('outlineLegalHtml', () => {
  it('gives headings unique ids and lists them in order', () => {
    const { html, headings } = outlineLegalHtml(
      '<h2>1. Qui nous sommes</h2><p>x</p><h3>Données &amp; témoins</h3><h2>1. Qui nous sommes</h2>',
    );
    expect(headings).toEqual([
      { id: '1-qui-nous-sommes', text: '1. Qui nous sommes', level: 2 },
      { id: 'donnees-temoins', text: 'Données & témoins', level: 3 },
      { id: '1-qui-nous-sommes-2', text: '1. Qui nous sommes', level: 2 },
    ]);
    expect(html).toContain('<h2 id="1-qui-nous-sommes">1. Qui nous sommes</h2>');
    expect(html).toContain('<h3 id="donnees-temoins">Données &amp; témoins</h3>');
  });

  it('leaves h4 and text alone, and never makes an empty id', () => {
    expect(outlineLegalHtml('<h4>Note</h4><p>a</p>').headings).toEqual([]);
    expect(headingSlug('***')).toBe('section');
  });
});
