import type { ProvinceLeaseRules } from './provinces';
import {
  allowedDeposit,
  canliiStatute,
  DEPOSIT_INTEREST,
  ENTRY_NOTICE_24H,
  KEY_DEPOSIT_IN_SECURITY,
  PET_DEPOSIT_IN_SECURITY,
  RENT_DEPOSIT_IS_SECURITY,
} from './province-rows-shared';

/*
 * The Atlantic provinces. Each one caps a single security deposit; pet or key money held as
 * security is part of it, hence a combined cap equal to the security cap.
 */

const NS_ACT = canliiStatute('ns', 'rsns-1989-c-401');
const NS_PROGRAM = 'https://beta.novascotia.ca/topic/housing-property-and-community';
const NS_FORM = 'https://novascotia.ca/JUST/regulations/regs/rtsflease.htm';
const NB_ACT = canliiStatute('nb', 'snb-1975-c-r-10.2');
const NB_TRIBUNAL = 'https://www.gnb.ca/en/topic/family-home-community/housing-property/find-form.html';
const NB_LEASE = 'https://www2.snb.ca/content/snb/en/sites/rent/lease_agreement.html';
// The 2022 Act's chapter is not linked here on purpose: CanLII's list of the province's statutes
// is certain to lead to it, a guessed deep link is not.
const PE_LAWS = 'https://www.canlii.org/en/pe/laws/';
const PE_OFFICE = 'https://peirentaloffice.ca/';
const NL_ACT = canliiStatute('nl', 'snl-2018-c-r-14.2');
const NL_GOVERNMENT = 'https://www.gov.nl.ca/';

export const ATLANTIC_LEASE_RULES = {
  NS: {
    province: 'NS',
    name: { en: 'Nova Scotia', fr: 'Nouvelle-Écosse' },
    statute: {
      name: {
        en: 'Residential Tenancies Act, R.S.N.S. 1989, c. 401',
        fr: 'Residential Tenancies Act, R.S.N.S. 1989, c. 401 (loi en anglais seulement)',
      },
      url: NS_ACT,
    },
    tribunal: {
      name: {
        en: 'Residential Tenancies Program (Service Nova Scotia)',
        fr: 'Programme de la location résidentielle (Service Nouvelle-Écosse)',
      },
      url: NS_PROGRAM,
    },
    // Standard Form of Lease Regulations (s. 8 of the Act): a written lease is made on Form P,
    // whose terms apply to every tenancy anyway.
    mandatoryForm: {
      name: { en: 'Standard Form of Lease (Form P)', fr: 'Bail type (formulaire P)' },
      url: NS_FORM,
      productFills: false,
    },
    deposits: {
      rent: RENT_DEPOSIT_IS_SECURITY,
      security: allowedDeposit(0.5, {
        en: "At most half of one month's rent, pet and key deposits included.",
        fr: "Au plus la moitié d'un mois de loyer, dépôts pour un animal et pour les clés compris.",
      }),
      pet: PET_DEPOSIT_IN_SECURITY,
      key: KEY_DEPOSIT_IN_SECURITY,
    },
    combinedDepositMaxPeriods: 0.5,
    requiredNotices: [
      {
        en: 'A copy of the signed lease and of the Act to the tenant within 10 days.',
        fr: 'Une copie du bail signé et de la loi au locataire dans les 10 jours.',
      },
      ENTRY_NOTICE_24H,
      {
        en: "4 months' written notice of a rent increase before the lease's anniversary, at most once every 12 months.",
        fr: "Un avis écrit de 4 mois avant une augmentation de loyer, avant l'anniversaire du bail, au plus une fois tous les 12 mois.",
      },
      DEPOSIT_INTEREST,
    ],
    sources: [
      { label: 'Residential Tenancies Act (Nova Scotia)', url: NS_ACT },
      { label: 'Standard Form of Lease Regulations (Form P)', url: NS_FORM },
      { label: 'Residential Tenancies, Service Nova Scotia', url: NS_PROGRAM },
    ],
  },
  NB: {
    province: 'NB',
    name: { en: 'New Brunswick', fr: 'Nouveau-Brunswick' },
    statute: {
      name: {
        en: 'Residential Tenancies Act, S.N.B. 1975, c. R-10.2',
        fr: "Loi sur la location de locaux d'habitation, L.N.-B. 1975, ch. R-10.2",
      },
      url: NB_ACT,
    },
    tribunal: {
      name: {
        en: 'Residential Tenancies Tribunal (Tenant and Landlord Relations Office)',
        fr: "Tribunal sur la location de locaux d'habitation (Bureau des relations entre locataires et propriétaires)",
      },
      url: NB_TRIBUNAL,
    },
    // Section 9: a lease, where one is signed, is the standard form of lease, in two originals;
    // alterations to it are void. The tribunal adds that no lease is required at all.
    mandatoryForm: {
      name: {
        en: 'Residential Lease (standard form of lease)',
        fr: 'Bail de location résidentielle (bail type)',
      },
      url: NB_LEASE,
      productFills: false,
    },
    deposits: {
      rent: RENT_DEPOSIT_IS_SECURITY,
      security: allowedDeposit(1, {
        en: "At most one month's rent (one week's for a weekly tenancy), paid to the tribunal, which holds it.",
        fr: 'Au plus un mois de loyer (une semaine pour une location à la semaine), versé au tribunal, qui le garde.',
      }),
      pet: PET_DEPOSIT_IN_SECURITY,
      key: KEY_DEPOSIT_IN_SECURITY,
    },
    combinedDepositMaxPeriods: 1,
    requiredNotices: [
      {
        en: 'The security deposit goes to the Residential Tenancies Tribunal, not to the landlord.',
        fr: "Le dépôt de garantie est versé au Tribunal sur la location de locaux d'habitation, pas au locateur.",
      },
      ENTRY_NOTICE_24H,
      {
        en: 'Written notice of a rent increase, at least 3 months ahead for a monthly tenancy, at most once every 12 months.',
        fr: "Un avis écrit d'augmentation de loyer, au moins 3 mois à l'avance pour une location au mois, au plus une fois tous les 12 mois.",
      },
    ],
    sources: [
      { label: 'Residential Tenancies Act (New Brunswick) (ss. 8, 9)', url: NB_ACT },
      { label: 'Residential Lease, Service New Brunswick', url: NB_LEASE },
    ],
  },
  PE: {
    province: 'PE',
    name: { en: 'Prince Edward Island', fr: 'Île-du-Prince-Édouard' },
    statute: {
      name: {
        en: 'Residential Tenancy Act (2022, in force 8 April 2023)',
        fr: 'Residential Tenancy Act (2022, en vigueur le 8 avril 2023) (loi en anglais seulement)',
      },
      url: PE_LAWS,
    },
    tribunal: {
      name: {
        en: 'Residential Tenancy Office (Island Regulatory and Appeals Commission)',
        fr: 'Bureau de la location résidentielle (Island Regulatory and Appeals Commission)',
      },
      url: PE_OFFICE,
    },
    // The 2023 Act requires a written agreement with set contents and the office publishes a
    // standard rental agreement (Form 1); whether that form itself is mandatory is not certain
    // enough to send landlords to it, so none is required here.
    mandatoryForm: null,
    deposits: {
      rent: RENT_DEPOSIT_IS_SECURITY,
      security: allowedDeposit(1, {
        en: "At most one month's rent (one week's for a weekly tenancy), held in trust in an interest-bearing account.",
        fr: 'Au plus un mois de loyer (une semaine pour une location à la semaine), gardé en fiducie dans un compte portant intérêt.',
      }),
      pet: PET_DEPOSIT_IN_SECURITY,
      key: KEY_DEPOSIT_IN_SECURITY,
    },
    combinedDepositMaxPeriods: 1,
    requiredNotices: [
      {
        en: 'A copy of the written tenancy agreement to the tenant within 10 days.',
        fr: 'Une copie de la convention de location écrite au locataire dans les 10 jours.',
      },
      ENTRY_NOTICE_24H,
      {
        en: "3 months' written notice of a rent increase, at most once every 12 months and within the yearly allowable increase.",
        fr: 'Un avis écrit de 3 mois avant une augmentation de loyer, au plus une fois tous les 12 mois et dans la hausse annuelle permise.',
      },
      DEPOSIT_INTEREST,
    ],
    sources: [
      { label: 'Statutes of Prince Edward Island (Residential Tenancy Act)', url: PE_LAWS },
      { label: 'Residential Tenancy Office', url: PE_OFFICE },
    ],
  },
  NL: {
    province: 'NL',
    name: { en: 'Newfoundland and Labrador', fr: 'Terre-Neuve-et-Labrador' },
    statute: {
      name: {
        en: 'Residential Tenancies Act, 2018, S.N.L. 2018, c. R-14.2',
        fr: 'Residential Tenancies Act, 2018, S.N.L. 2018, c. R-14.2 (loi en anglais seulement)',
      },
      url: NL_ACT,
    },
    tribunal: {
      name: {
        en: 'Residential Tenancies Section (Digital Government and Service NL)',
        fr: 'Section de la location résidentielle (Digital Government and Service NL)',
      },
      url: NL_GOVERNMENT,
    },
    mandatoryForm: null,
    deposits: {
      rent: RENT_DEPOSIT_IS_SECURITY,
      security: allowedDeposit(0.75, {
        en: "At most three quarters of one month's rent, pet and key deposits included.",
        fr: "Au plus les trois quarts d'un mois de loyer, dépôts pour un animal et pour les clés compris.",
      }),
      pet: PET_DEPOSIT_IN_SECURITY,
      key: KEY_DEPOSIT_IN_SECURITY,
    },
    combinedDepositMaxPeriods: 0.75,
    requiredNotices: [
      ENTRY_NOTICE_24H,
      {
        en: 'Written notice of a rent increase: 6 months for a monthly tenancy, 8 weeks for a weekly one, at most once every 12 months.',
        fr: "Un avis écrit d'augmentation de loyer : 6 mois pour une location au mois, 8 semaines pour une location à la semaine, au plus une fois tous les 12 mois.",
      },
      DEPOSIT_INTEREST,
    ],
    sources: [{ label: 'Residential Tenancies Act, 2018 (Newfoundland and Labrador)', url: NL_ACT }],
  },
} satisfies Record<'NS' | 'NB' | 'PE' | 'NL', ProvinceLeaseRules>;
