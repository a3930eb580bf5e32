import { describe, expect, it } from 'vitest';
import { rentalEnquiryLeadSchema, rentalEnquiryUserType } from './rental-enquiry';

const where = { city: 'Toronto', province: 'ON' };

describe('the rental enquiry route', () => {
  it('reads the user type in any case, and nothing else', () => {
    expect(rentalEnquiryUserType('Landlord')).toBe('landlord');
    expect(rentalEnquiryUserType('renter')).toBe('renter');
    expect(rentalEnquiryUserType('agent')).toBeNull();
    expect(rentalEnquiryUserType(undefined)).toBeNull();
  });
});

describe('a rental enquiry lead', () => {
  it("needs a landlord's phone and number of units, and keeps no renter's budget for them", () => {
    const missing = rentalEnquiryLeadSchema.safeParse({ userType: 'landlord', city: where });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', 'required'],
      ['unitCount', 'required'],
    ]);
    const lead = rentalEnquiryLeadSchema.parse({
      userType: 'landlord',
      city: where,
      phone: '(416) 555-0199',
      unitCount: 12,
      budget: 2000,
    });
    expect(lead).toMatchObject({ phone: '4165550199', unitCount: 12, budget: null, message: '' });
  });

  it("takes a renter's lead with only a city, and drops a number of units", () => {
    const lead = rentalEnquiryLeadSchema.parse({
      userType: 'renter',
      city: where,
      phone: '',
      moveIn: '',
      unitCount: 3,
      message: '  A two-bedroom near a subway  ',
    });
    expect(lead).toMatchObject({
      phone: null,
      moveIn: null,
      unitCount: null,
      message: 'A two-bedroom near a subway',
    });
  });

  it('refuses a phone that is not Canadian and an unknown province', () => {
    const bad = rentalEnquiryLeadSchema.safeParse({
      userType: 'renter',
      city: { city: 'Paris', province: 'IDF' },
      phone: '+33 1 23 45 67 89',
    });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['city.province', 'phone']);
  });
});
