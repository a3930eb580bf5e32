import { type LeaseTerms, leaseTermsSchema } from '@rentals/domain/leases/terms';
import type { Locale, Province } from '@rentals/domain/users/enums';
import type { LeasePdfInput, LeasePdfSigner } from './lease-document';
import type { ProvinceLeaseRules } from '@rentals/domain/leases/provinces';

/*
 * Leases for the PDF tests: a complete Ontario one (two tenants, a guarantor, parking, other
 * charges, both deposits, additional terms) and the province rows the renderer needs, shaped like
 * the rules table. The terms go through leaseTermsSchema so they are what the API would store.
 */

const ontarioTerms = (language: Locale): LeaseTerms =>
  leaseTermsSchema.parse({
    language,
    landlordLegalName: 'Maple Leaf Rentals Inc.',
    tenants: [
      { name: 'Émilie Tremblay', email: 'emilie@example.com' },
      { name: 'Jordan O’Neil', email: 'jordan@example.com' },
    ],
    guarantor: { name: 'Françoise Côté', email: 'francoise@example.com' },
    unitAddress: {
      street: '455 Queen Street West',
      unit: '1204',
      city: 'Toronto',
      province: 'ON',
      postalCode: 'M5V 2A9',
    },
    parkingSpaces: 1,
    parkingDescription: 'Underground, spot P2-17',
    isCondo: true,
    landlordNoticeAddress: '100 King Street West, Suite 500, Toronto ON M5X 1A9',
    landlordEmail: 'leases@mapleleaf.example',
    landlordPhone: '416-555-0100',
    emailNoticesAllowed: true,
    startDate: '2026-12-15',
    termType: 'FIXED',
    endDate: '2027-12-31',
    rentPeriod: 'MONTH',
    rentDueDay: 1,
    baseRent: 2150,
    parkingRent: 150,
    otherCharges: [{ description: 'Storage locker', amount: 25 }],
    rentPayableTo: 'Maple Leaf Rentals Inc.',
    paymentMethod: 'Electronic funds transfer',
    nsfCharge: 20,
    services: { gas: false, airConditioning: true, additionalStorage: true, guestParking: false },
    laundry: 'PAY_PER_USE',
    utilities: { electricity: 'TENANT', heat: 'LANDLORD', water: 'LANDLORD' },
    utilitiesDetails: 'The tenant opens an account with Toronto Hydro and pays it directly.',
    rentDiscount: null,
    rentDeposit: 2325,
    keyDeposit: 100,
    keyDepositDescription: '2 unit keys, 1 fob, 1 mailbox key',
    smokingRules: 'No smoking on the balcony « ni dans le logement ».',
    insuranceRequired: true,
    additionalTerms:
      'The landlord will repaint the bedroom before move-in.\nBicycles are stored in the bike room, not in the hallways.',
  });

export const SIGNERS: LeasePdfSigner[] = [
  { id: 'signer-tenant-2', role: 'TENANT', name: 'Jordan O’Neil', email: 'jordan@example.com', order: 3 },
  { id: 'signer-landlord', role: 'LANDLORD', name: 'Anne Martin', email: 'anne@mapleleaf.example', order: 1 },
  { id: 'signer-tenant-1', role: 'TENANT', name: 'Émilie Tremblay', email: 'emilie@example.com', order: 2 },
  {
    id: 'signer-guarantor',
    role: 'GUARANTOR',
    name: 'Françoise Côté',
    email: 'francoise@example.com',
    order: 4,
  },
];

const deposit = (allowed: boolean, maxPeriodsOfRent: number | null, en = '', fr = '') => ({
  allowed,
  maxPeriodsOfRent,
  note: { en, fr },
});

const base = {
  requiredNotices: [],
  combinedDepositMaxPeriods: null,
  sources: [],
};

export const RULES: Partial<Record<Province, ProvinceLeaseRules>> = {
  ON: {
    ...base,
    province: 'ON',
    name: { en: 'Ontario', fr: 'Ontario' },
    statute: {
      name: { en: 'Residential Tenancies Act, 2006', fr: 'Loi de 2006 sur la location à usage d’habitation' },
      url: 'https://www.ontario.ca/laws/statute/06r17',
    },
    tribunal: {
      name: { en: 'Landlord and Tenant Board', fr: 'Commission de la location immobilière' },
      url: 'https://tribunalsontario.ca/ltb/',
    },
    mandatoryForm: {
      name: { en: 'Standard Form of Lease (047-2229E)', fr: 'Bail type (047-2229F)' },
      url: 'https://forms.mgcs.gov.on.ca/en/dataset/047-2229',
      productFills: true,
    },
    deposits: {
      rent: deposit(true, 1),
      security: deposit(false, null),
      pet: deposit(false, null),
      key: deposit(true, null),
    },
  },
  BC: {
    ...base,
    province: 'BC',
    name: { en: 'British Columbia', fr: 'Colombie-Britannique' },
    statute: {
      name: { en: 'Residential Tenancy Act', fr: 'Residential Tenancy Act' },
      url: 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/02078_01',
    },
    tribunal: {
      name: { en: 'Residential Tenancy Branch', fr: 'Residential Tenancy Branch' },
      url: 'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies',
    },
    mandatoryForm: {
      name: { en: 'Residential Tenancy Agreement (RTB-1)', fr: 'Residential Tenancy Agreement (RTB-1)' },
      url: 'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies/forms',
      productFills: false,
    },
    deposits: {
      rent: deposit(false, null),
      security: deposit(true, 0.5),
      pet: deposit(true, 0.5),
      key: deposit(true, null),
    },
    requiredNotices: [
      {
        en: 'The landlord must inspect the unit with the tenant at move-in.',
        fr: 'Le locateur doit inspecter le logement avec le locataire à l’emménagement.',
      },
    ],
    sources: [
      {
        label: 'Residential Tenancy Act, s. 19',
        url: 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/02078_01',
      },
    ],
  },
  QC: {
    ...base,
    province: 'QC',
    name: { en: 'Quebec', fr: 'Québec' },
    statute: {
      name: { en: 'Civil Code of Québec', fr: 'Code civil du Québec' },
      url: 'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991',
    },
    tribunal: {
      name: { en: 'Tribunal administratif du logement', fr: 'Tribunal administratif du logement' },
      url: 'https://www.tal.gouv.qc.ca',
    },
    mandatoryForm: {
      name: {
        en: 'Lease of a dwelling (TAL mandatory form)',
        fr: 'Bail de logement (formulaire obligatoire du TAL)',
      },
      url: 'https://www.tal.gouv.qc.ca/en/lease',
      productFills: false,
    },
    deposits: {
      rent: deposit(
        false,
        null,
        'Only the first period’s rent may be asked in advance.',
        'Seul le loyer de la première période peut être exigé d’avance.',
      ),
      security: deposit(false, null),
      pet: deposit(false, null),
      key: deposit(false, null),
    },
  },
  AB: {
    ...base,
    province: 'AB',
    name: { en: 'Alberta', fr: 'Alberta' },
    statute: {
      name: { en: 'Residential Tenancies Act', fr: 'Residential Tenancies Act' },
      url: 'https://kings-printer.alberta.ca/documents/Acts/R17P1.pdf',
    },
    tribunal: {
      name: {
        en: 'Residential Tenancy Dispute Resolution Service',
        fr: 'Residential Tenancy Dispute Resolution Service',
      },
      url: 'https://www.alberta.ca/residential-tenancy-dispute-resolution-service',
    },
    mandatoryForm: null,
    deposits: {
      rent: deposit(false, null),
      security: deposit(true, 1),
      pet: deposit(true, null),
      key: deposit(true, null),
    },
    combinedDepositMaxPeriods: 1,
  },
};

/** A lease input for a province: the Ontario terms moved there (deposits moved to fit its rules). */
export function leaseInput(province: Province, locale: Locale): LeasePdfInput {
  const terms = ontarioTerms(locale);
  if (province !== 'ON') {
    terms.unitAddress = { ...terms.unitAddress, province, city: 'Somewhere', postalCode: 'A1A 1A1' };
    terms.rentDeposit = null;
    terms.securityDeposit = province === 'QC' ? null : 1000;
    terms.keyDeposit = province === 'QC' ? null : 100;
  }
  const rules = RULES[province];
  if (!rules) throw new Error(`No test rules for ${province}`);
  return {
    leaseId: `lease-${province.toLowerCase()}-0001`,
    terms,
    locale,
    signers: SIGNERS,
    rules,
    createdAt: new Date('2026-11-20T15:30:00Z'),
  };
}
