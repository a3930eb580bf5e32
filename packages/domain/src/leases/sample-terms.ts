import type { LeaseTermsInput } from './terms';

/*
 * A complete Ontario lease's terms, as a landlord would fill them for a two-bedroom unit: the
 * fixture of tests and the demo data. Dates are relative to `today` so it stays valid.
 */

const addDays = (today: Date, days: number) =>
  new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);

export function sampleOntarioLeaseTerms(
  today: Date,
  tenants: { name: string; email: string }[] = [{ name: 'Amira Haddad', email: 'amira.haddad@example.com' }],
): LeaseTermsInput {
  const start = addDays(today, 30);
  return {
    language: 'en',
    landlordLegalName: 'Maple Court Holdings Inc.',
    tenants,
    guarantor: null,
    unitAddress: {
      street: '120 Dundas Street West',
      unit: '1204',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5G 1C3',
    },
    parkingSpaces: 1,
    parkingDescription: 'Underground spot P2-41',
    isCondo: true,
    landlordNoticeAddress: '500 King Street West, Suite 300, Toronto ON M5V 1L9',
    landlordEmail: 'leasing@maplecourt.example.com',
    landlordPhone: '416-555-0142',
    emailNoticesAllowed: true,
    startDate: start,
    termType: 'FIXED',
    endDate: addDays(new Date(`${start}T00:00:00Z`), 364),
    otherTermDescription: null,
    rentPeriod: 'MONTH',
    rentDueDay: 1,
    baseRent: 2150,
    parkingRent: 150,
    otherCharges: [{ description: 'Storage locker', amount: 35 }],
    rentPayableTo: 'Maple Court Holdings Inc.',
    paymentMethod: 'E-transfer to rent@maplecourt.example.com',
    nsfCharge: 20,
    services: { gas: false, airConditioning: true, additionalStorage: true, guestParking: true },
    laundry: 'INCLUDED',
    utilities: { electricity: 'TENANT', heat: 'LANDLORD', water: 'LANDLORD' },
    utilitiesDetails: 'The tenant opens an account with Toronto Hydro before moving in.',
    rentDiscount: null,
    rentDeposit: 2335,
    keyDeposit: 50,
    keyDepositDescription: 'Two fobs and one mailbox key, refunded when returned.',
    securityDeposit: null,
    petDeposit: null,
    smokingRules: 'No smoking of any substance inside the unit or on the balcony.',
    insuranceRequired: true,
    additionalTerms: 'The tenant may hang pictures with small nails; holes are filled at move-out.',
  };
}
