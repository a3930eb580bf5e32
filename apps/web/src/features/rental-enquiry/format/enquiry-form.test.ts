import { describe, expect, it } from 'vitest';
import { cityOfSlug, leadFormSchema, parseLeadDraft, slugSearch } from './enquiry-form';

const CITIES = [
  { name: 'Toronto', province: 'ON' },
  { name: 'Trois-Rivières', province: 'QC' },
];

describe('the rental enquiry form', () => {
  it("finds the route's city by its slug, accents and case aside", () => {
    expect(cityOfSlug('toronto', CITIES)).toEqual({ city: 'Toronto', province: 'ON' });
    expect(cityOfSlug('Trois-Rivieres', CITIES)).toEqual({ city: 'Trois-Rivières', province: 'QC' });
    expect(cityOfSlug('london', CITIES)).toBeNull();
    expect(cityOfSlug(undefined, CITIES)).toBeNull();
    expect(slugSearch('trois-rivieres')).toBe('trois rivieres');
  });

  it("reads a landlord's number of units as typed and keeps no budget", () => {
    const parsed = leadFormSchema('landlord').safeParse({
      city: { city: 'Toronto', province: 'ON' },
      phone: '416 555 0123',
      unitCount: '12',
      budget: '2000',
      moveIn: '',
      message: '',
    });
    expect(parsed.data).toMatchObject({
      userType: 'landlord',
      unitCount: 12,
      budget: null,
      phone: '4165550123',
    });
    const typo = leadFormSchema('landlord').safeParse({
      city: { city: 'Toronto', province: 'ON' },
      phone: '416 555 0123',
      unitCount: 'twelve',
      budget: '',
      moveIn: '',
      message: '',
    });
    expect(typo.error?.issues.map((i) => i.path.join('.'))).toEqual(['unitCount']);
  });

  it('restores a kept draft, and refuses one that is not', () => {
    expect(parseLeadDraft(JSON.stringify({ city: { city: 'Ottawa' }, phone: '613', unitCount: 3 }))).toEqual({
      city: { city: 'Ottawa', province: 'ON' },
      phone: '613',
      unitCount: '',
      budget: '',
      moveIn: '',
      message: '',
    });
    expect(parseLeadDraft('not json')).toBeNull();
    expect(parseLeadDraft('null')).toBeNull();
  });
});
