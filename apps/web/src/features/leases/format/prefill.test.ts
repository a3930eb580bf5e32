import { describe, expect, it } from 'vitest';
import { postalCodeOf, prefilledLeaseForm, streetOf } from './prefill';

describe('the lease form’s prefill', () => {
  const listing = {
    location: { address: '120 Dundas St W, Toronto, ON m5g1c3', city: { name: 'Toronto', province: 'ON' } },
    units: [{ id: 'u1', number: '1204', monthlyPrice: 2150, parkingSpots: 1 }],
  };

  it('reads the street and postal code of an address', () => {
    expect(streetOf(listing.location.address)).toBe('120 Dundas St W');
    expect(postalCodeOf(listing.location.address)).toBe('M5G 1C3');
    expect(postalCodeOf('No code here')).toBe('');
  });

  it('fills the landlord, the unit and the applicant as first tenant', () => {
    const form = prefilledLeaseForm(
      'fr',
      { firstName: 'Marie', lastName: 'Roy', email: 'marie@example.ca' },
      listing,
      'u1',
      { applicantName: 'Amélie Tremblay', details: { applicant: { userEmail: 'amelie@example.ca' } } },
    );
    expect(form.language).toBe('fr');
    expect(form.landlordLegalName).toBe('Marie Roy');
    expect(form.tenants).toEqual([{ name: 'Amélie Tremblay', email: 'amelie@example.ca' }]);
    expect(form.unitAddress).toEqual({
      street: '120 Dundas St W',
      unit: '1204',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5G 1C3',
    });
    expect([form.baseRent, form.parkingSpaces]).toEqual(['2150', '1']);
  });
});
