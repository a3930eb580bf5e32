import { describe, expect, it } from 'vitest';
import { collectionTitle, otherLocale, provinceLabel } from './staff-labels';

describe('staff labels', () => {
  it("shows a collection's title in the page's language, or the other one when it is blank", () => {
    const c = { titleEn: 'Renting', titleFr: 'Louer' };
    expect(collectionTitle(c, 'en')).toBe('Renting');
    expect(collectionTitle(c, 'fr')).toBe('Louer');
    expect(collectionTitle({ titleEn: 'Renting', titleFr: ' ' }, 'fr')).toBe('Renting');
  });
  it('names provinces in French where the French name differs', () => {
    expect(provinceLabel('QC', 'en')).toBe('Quebec');
    expect(provinceLabel('QC', 'fr')).toBe('Québec');
    expect(provinceLabel('BC', 'fr')).toBe('Colombie-Britannique');
    expect(provinceLabel('ON', 'fr')).toBe('Ontario');
  });
  it('gives the other language', () => {
    expect(otherLocale('en')).toBe('fr');
    expect(otherLocale('fr')).toBe('en');
  });
});
