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

/* The three territories. Nunavut kept the Northwest Territories' Act of 1988 at division. */

const YT_ACT = canliiStatute('yk', 'sy-2012-c-20');
const YT_GOVERNMENT = 'https://yukon.ca/';
const NT_ACT = canliiStatute('nt', 'rsnwt-1988-c-r-5');
const NT_RENTAL_OFFICE = 'https://www.justice.gov.nt.ca/en/rental-agreement-dispute-resolution/';
const NU_ACT = canliiStatute('nu', 'rsnwt-nu-1988-c-r-5');
const NU_GOVERNMENT = 'https://www.gov.nu.ca/';

const SECURITY_ONE_PERIOD = allowedDeposit(1, {
  en: "At most one month's rent (one week's for a weekly tenancy), pet and key deposits included.",
  fr: 'Au plus un mois de loyer (une semaine pour une location à la semaine), dépôts pour un animal et pour les clés compris.',
});

const RENT_INCREASE_3_MONTHS = {
  en: "3 months' written notice of a rent increase, at most once every 12 months.",
  fr: 'Un avis écrit de 3 mois avant une augmentation de loyer, au plus une fois tous les 12 mois.',
};

export const NORTH_LEASE_RULES = {
  YT: {
    province: 'YT',
    name: { en: 'Yukon', fr: 'Yukon' },
    statute: {
      name: {
        en: 'Residential Landlord and Tenant Act, S.Y. 2012, c. 20',
        fr: 'Residential Landlord and Tenant Act, L.Y. 2012, ch. 20 (titre anglais)',
      },
      url: YT_ACT,
    },
    tribunal: {
      name: { en: 'Residential Tenancies Office', fr: 'Bureau de la location résidentielle' },
      url: YT_GOVERNMENT,
    },
    mandatoryForm: null,
    deposits: {
      rent: RENT_DEPOSIT_IS_SECURITY,
      security: allowedDeposit(1, {
        en: "At most one month's rent.",
        fr: 'Au plus un mois de loyer.',
      }),
      pet: allowedDeposit(0.5, {
        en: "At most half of one month's rent, on top of the security deposit.",
        fr: "Au plus la moitié d'un mois de loyer, en plus du dépôt de garantie.",
      }),
      key: KEY_DEPOSIT_IN_SECURITY,
    },
    // Security and pet deposits together; a key deposit held as security stays within it.
    combinedDepositMaxPeriods: 1.5,
    requiredNotices: [
      ENTRY_NOTICE_24H,
      {
        en: "3 months' notice of a rent increase, at most once a year, not in the first year, and no more than the yearly inflation index.",
        fr: "Un avis de 3 mois avant une augmentation de loyer, au plus une fois par an, pas pendant la première année, et pas plus que l'indice annuel d'inflation.",
      },
      DEPOSIT_INTEREST,
    ],
    sources: [
      { label: 'Residential Landlord and Tenant Act (Yukon)', url: YT_ACT },
      { label: 'Government of Yukon, Residential Tenancies Office', url: YT_GOVERNMENT },
    ],
  },
  NT: {
    province: 'NT',
    name: { en: 'Northwest Territories', fr: 'Territoires du Nord-Ouest' },
    statute: {
      name: {
        en: 'Residential Tenancies Act, R.S.N.W.T. 1988, c. R-5',
        fr: 'Loi sur la location des locaux d’habitation, L.R.T.N.-O. 1988, ch. R-5',
      },
      url: NT_ACT,
    },
    tribunal: {
      name: { en: 'Rental Office (rental officer)', fr: 'Bureau des locations (régisseur)' },
      url: NT_RENTAL_OFFICE,
    },
    mandatoryForm: null,
    deposits: {
      rent: RENT_DEPOSIT_IS_SECURITY,
      security: SECURITY_ONE_PERIOD,
      // Section 14.1 sets a separate pet security deposit; its amount is not encoded here, so a
      // pet deposit is kept within the one-month cap, the stricter reading.
      pet: PET_DEPOSIT_IN_SECURITY,
      key: KEY_DEPOSIT_IN_SECURITY,
    },
    combinedDepositMaxPeriods: 1,
    requiredNotices: [ENTRY_NOTICE_24H, RENT_INCREASE_3_MONTHS, DEPOSIT_INTEREST],
    sources: [
      {
        label: 'Residential Tenancies Act (Northwest Territories) (ss. 13, 14, 14.1, 16, 26, 30)',
        url: NT_ACT,
      },
      { label: 'Rental Office, Department of Justice', url: NT_RENTAL_OFFICE },
    ],
  },
  NU: {
    province: 'NU',
    name: { en: 'Nunavut', fr: 'Nunavut' },
    statute: {
      name: {
        en: 'Residential Tenancies Act, R.S.N.W.T. (Nu) 1988, c. R-5',
        fr: 'Loi sur la location des locaux d’habitation, L.R.T.N.-O. (Nu) 1988, ch. R-5',
      },
      url: NU_ACT,
    },
    tribunal: {
      name: { en: 'Rental Officer', fr: 'Régisseur des loyers' },
      url: NU_GOVERNMENT,
    },
    mandatoryForm: null,
    deposits: {
      rent: RENT_DEPOSIT_IS_SECURITY,
      security: SECURITY_ONE_PERIOD,
      pet: PET_DEPOSIT_IN_SECURITY,
      key: KEY_DEPOSIT_IN_SECURITY,
    },
    combinedDepositMaxPeriods: 1,
    requiredNotices: [ENTRY_NOTICE_24H, RENT_INCREASE_3_MONTHS, DEPOSIT_INTEREST],
    sources: [
      { label: 'Residential Tenancies Act (Nunavut)', url: NU_ACT },
      { label: 'Government of Nunavut', url: NU_GOVERNMENT },
    ],
  },
} satisfies Record<'YT' | 'NT' | 'NU', ProvinceLeaseRules>;
