import { sampleOntarioLeaseTerms } from '@rentals/domain/leases/sample-terms';
import { leaseTermsSchema } from '@rentals/domain/leases/terms';
import { describe, expect, it } from 'vitest';
import { addressLine, EMPTY_VALUE, termsSections } from './terms-view';

const words = (key: string) => `[${key}]`;

describe('termsSections', () => {
  it('reads a whole lease in the standard lease’s sections, with the total rent', () => {
    const terms = leaseTermsSchema.parse(sampleOntarioLeaseTerms(new Date('2026-01-01T12:00:00Z')));
    const sections = termsSections(terms, 'en', words);
    expect(sections.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 10, 11, 15]);
    const rent = sections.find((s) => s.number === 5)!.rows;
    expect(rent).toContainEqual({ label: '[totalRent]', value: '$2,335' });
    expect(rent).toContainEqual({ label: 'Base rent for the rental unit', value: '$2,150' });
    // Ontario allows no security or pet deposit: they are not shown.
    expect(sections.find((s) => s.number === 8)!.rows.map((r) => r.label)).toEqual([
      'Rent deposit',
      'Key deposit',
      'Keys and access cards',
    ]);
  });

  it('shows a dash for what is not typed yet, in French too', () => {
    const sections = termsSections({ baseRent: Number.NaN, tenants: [] }, 'fr', words);
    const parties = sections[0]!;
    expect(parties.rows[0]).toEqual({ label: 'Nom légal du locateur', value: EMPTY_VALUE });
    expect(sections.find((s) => s.number === 5)!.rows).toContainEqual({
      label: '[totalRent]',
      value: EMPTY_VALUE,
    });
  });

  it('writes an address on one line', () => {
    expect(
      addressLine({
        street: '120 Dundas Street West',
        unit: '1204',
        city: 'Toronto',
        province: 'ON',
        postalCode: 'M5G 1C3',
      }),
    ).toBe('1204 – 120 Dundas Street West, Toronto ON M5G 1C3');
    expect(addressLine({ street: '1 Main St' })).toBe('1 Main St');
  });
});
