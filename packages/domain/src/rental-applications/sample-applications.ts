import {
  emptyRentalApplicationDraft,
  type RentalApplicationDraft,
  type RentalApplicationFile,
} from './draft';

/*
 * Complete, valid applications with every field filled in, for tests here, in the API and in the
 * web: one for a tenant (self-employed, renting, with pets, two vehicles and two co-occupants) and
 * one for a guarantor. Valid for any `today` after 2026-01-01.
 */

const file = (fileId: string, name: string, mimeType = 'application/pdf'): RentalApplicationFile => ({
  fileId,
  name,
  size: 120_000,
  mimeType,
});

/** A 1×1 transparent PNG, as the signature pad saves it. */
export const SAMPLE_SIGNATURE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export function sampleTenantApplication(today: Date): RentalApplicationDraft {
  const d = emptyRentalApplicationDraft(today);
  return {
    offer: {
      ...d.offer,
      commencementDate: '2027-01-01',
      applyingAs: 'tenant',
      rentalPropertyAddress: '120 Rue Saint-Paul, Montréal, QC',
      unitId: 'unit-1',
      listingId: 'listing-1',
      propertySeen: { viewing: true, scheduled: false, providedPictures: true, other: true },
      otherPropertySeen: 'Video call with the landlord',
      yourOffer: 1850,
      leaseTerm: 12,
    },
    applicant: {
      ...d.applicant,
      fName: 'Amélie',
      lName: 'Tremblay',
      dob: '1990-04-12',
      phone: '15145550199',
      userEmail: 'amelie@example.ca',
      confirmEmail: 'amelie@example.ca',
      address: {
        street: '8 Avenue du Parc',
        city: 'Montréal',
        province: 'QC',
        postal: 'H2X1Y4',
        country: 'Canada',
      },
      livingDate: '2021-07-01',
      renting: true,
      landlordName: 'Marc Gagnon',
      landlordPhone: '15145550123',
      landlordEmail: 'marc@example.ca',
      landlordConfirmEmail: 'marc@example.ca',
      reachingTime: {
        weekdayMorning: true,
        weekdayAfternoon: true,
        weekendMorning: false,
        weekendAfternoon: false,
        notSure: false,
      },
      reasonLeaving: 'Closer to work',
      previousAddress: '55 Rue King, Sherbrooke, QC',
      previousLivingDate: '2018-09-01',
      previousRenting: true,
      previousLandlordName: 'Julie Roy',
      previousLandlordPhone: '18195550111',
      previousLandlordEmail: 'julie@example.ca',
      previousLandlordConfirmEmail: 'julie@example.ca',
      smoker: false,
      leaseAgreementFile: [file('f-lease', 'lease.pdf')],
    },
    income: {
      ...d.income,
      grossIncome: 6200,
      selfEmployed: true,
      website: 'https://atelier-tremblay.ca',
      revenueSalesFigures: 120000,
      expenseFigures: 40000,
      selfEmployedDocs: { bankStatement: true, taxReturns: true, accountantContact: true, invoices: false },
      bankStatementFiles: [file('f-bank', 'statement.pdf'), file('f-bank-2', 'statement.csv', 'text/csv')],
      taxReturnsFiles: [file('f-tax', 'tax-2025.pdf')],
      accountantEmail: 'cpa@example.ca',
      accountantPhone: '15145550777',
      occupation: 'Designer',
      currentEmployer: 'Atelier Tremblay',
      currentEmployerAddress: '300 Rue Notre-Dame, Montréal, QC',
      currentEmployerPhone: '15145550100',
      employmentTerm: 'moreThanThreeYear',
      employmentStatus: {
        temporary: false,
        permanent: false,
        partTime: false,
        fullTime: true,
        contract: true,
      },
      currentEmploymentEndDate: '2030-06-30',
      employmentReference: 'Paul Lévesque',
      referenceStatus: 'supervisor',
      employmentReferencePhone: '15145550155',
      employmentReferenceEmail: 'paul@example.ca',
      employmentReferenceConfirmEmail: 'paul@example.ca',
      reachingTime: {
        weekdayMorning: false,
        weekdayAfternoon: true,
        weekendMorning: false,
        weekendAfternoon: false,
        notSure: false,
      },
      firstEmployer: false,
      previousEmployer: 'Studio Nord',
      previousPositionTitle: 'Junior designer',
      previousEmployerAddress: '10 Rue Wellington, Sherbrooke, QC',
      linkedIn: 'https://www.linkedin.com/in/amelie-tremblay',
    },
    obligations: {
      ...d.obligations,
      financialObligation: { none: false, house: false, vehicles: true, medical: false, education: true },
      monthlyPayment: 450,
      entities: 'Desjardins, Government student loans',
      referenceName: 'Chloé Martin',
      referencePhone: '14385550188',
      referenceEmail: 'chloe@example.ca',
      referenceRelationship: { friend: true, neighbour: false, colleague: false, relative: false },
      reachingTime: {
        weekdayMorning: false,
        weekdayAfternoon: false,
        weekendMorning: true,
        weekendAfternoon: false,
        notSure: false,
      },
      pets: true,
      petType: { dog: false, cat: true, fish: false, bird: false, other: true },
      otherPetType: 'Rabbit',
      breed: 'Siamese',
      weight: 9.25,
      petDescription: 'A calm indoor cat and a rabbit',
      petFiles: [file('f-pet', 'cat.jpg', 'image/jpeg')],
    },
    vehiclesAndOccupants: {
      vehicle: true,
      makeOne: 'Toyota',
      modelOne: 'Corolla',
      anotherVehicle: true,
      makeTwo: 'Honda',
      modelTwo: 'Civic',
      coOccupants: '2',
      occupant_1_name: 'Louis Tremblay',
      occupant_2_name: 'Emma Tremblay',
      occupant_3_name: '',
      occupant_4_name: '',
      occupant_5_name: '',
    },
    documents: {
      creditScoreFile: [file('f-credit', 'credit.pdf')],
      proofOfIncomeFile: [
        file('f-income', 'income.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
      ],
      govIdsFile: [file('f-id', 'licence.png', 'image/png')],
      supplementaryDocFile: [file('f-extra', 'letter.pdf')],
      sin: '046454286',
      intro: 'Quiet designer working from home two days a week.',
    },
    signature: { signature: SAMPLE_SIGNATURE, error: false },
  };
}

/** A guarantor: no vehicles or co-occupants, no personal reference or pets, not self-employed. */
export function sampleGuarantorApplication(today: Date): RentalApplicationDraft {
  const d = emptyRentalApplicationDraft(today);
  const tenant = sampleTenantApplication(today);
  return {
    ...d,
    offer: {
      ...d.offer,
      applyingAs: 'guarantor',
      rentalPropertyAddress: '120 Rue Saint-Paul, Montréal, QC',
      unitId: 'unit-1',
      listingId: 'listing-1',
      guaranteeFullName: 'Amélie Tremblay',
      leaseTerm: 12.5,
    },
    applicant: {
      ...d.applicant,
      fName: 'Sylvie',
      lName: 'Tremblay',
      dob: '1962-02-03',
      phone: '+1 (418) 555-0142',
      userEmail: 'sylvie@example.ca',
      confirmEmail: 'sylvie@example.ca',
      address: {
        street: '4 Rue des Érables',
        city: 'Québec',
        province: 'QC',
        postal: 'G1R2B5',
        country: 'Canada',
      },
      livingDate: '1995-05-01',
    },
    income: {
      ...d.income,
      grossIncome: 9000,
      occupation: 'Notary',
      currentEmployer: 'Étude Tremblay',
      employmentTerm: 'moreThanFiveYear',
      employmentStatus: { ...d.income.employmentStatus, permanent: true, fullTime: true },
      employmentReference: 'Anne Côté',
      referenceStatus: 'hr',
      employmentReferenceEmail: 'anne@example.ca',
      employmentReferenceConfirmEmail: 'anne@example.ca',
      firstEmployer: true,
    },
    obligations: {
      ...d.obligations,
      financialObligation: { ...d.obligations.financialObligation, none: true },
    },
    documents: { ...tenant.documents, supplementaryDocFile: [], sin: '' },
    signature: { signature: SAMPLE_SIGNATURE, error: false },
  };
}
