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

/* British Columbia and the Prairies. */

const BC_ACT = 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/02078_01';
const BC_RTB = 'https://www2.gov.bc.ca/gov/content/housing-tenancy/residential-tenancies';
const AB_ACT = canliiStatute('ab', 'sa-2004-c-r-17.1');
const AB_RTDRS = 'https://www.alberta.ca/residential-tenancy-dispute-resolution-service';
const SK_ACT = canliiStatute('sk', 'ss-2006-c-r-22.0001');
const SK_ORT = 'https://www.saskatchewan.ca/ort';
const MB_ACT = 'https://web2.gov.mb.ca/laws/statutes/ccsm/r119e.php';
const MB_RTB = 'https://www.gov.mb.ca/cca/rtb/';

export const WEST_LEASE_RULES = {
  BC: {
    province: 'BC',
    name: { en: 'British Columbia', fr: 'Colombie-Britannique' },
    statute: {
      name: {
        en: 'Residential Tenancy Act, S.B.C. 2002, c. 78',
        fr: 'Residential Tenancy Act, S.B.C. 2002, c. 78 (loi en anglais seulement)',
      },
      url: BC_ACT,
    },
    tribunal: {
      name: {
        en: 'Residential Tenancy Branch',
        fr: 'Residential Tenancy Branch (Direction de la location résidentielle)',
      },
      url: BC_RTB,
    },
    // Strictly, the Act (s. 13) requires a written agreement carrying the standard terms of the
    // Regulation's Schedule rather than the RTB-1 itself; the branch's RTB-1 is the form that
    // carries them, and the product treats it as the form to use (issue 19), filling what it can.
    mandatoryForm: {
      name: {
        en: 'Residential Tenancy Agreement (form RTB-1)',
        fr: 'Residential Tenancy Agreement (formulaire RTB-1)',
      },
      url: BC_RTB,
      productFills: false,
    },
    deposits: {
      rent: RENT_DEPOSIT_IS_SECURITY,
      security: allowedDeposit(0.5, {
        en: "At most half of one month's rent (s. 19).",
        fr: "Au plus la moitié d'un mois de loyer (art. 19).",
      }),
      pet: allowedDeposit(0.5, {
        en: "At most half of one month's rent, whatever the number of pets (s. 19).",
        fr: "Au plus la moitié d'un mois de loyer, quel que soit le nombre d'animaux (art. 19).",
      }),
      // Regulation s. 6: a refundable fee for a key or access device; no number in the law.
      key: allowedDeposit(null, {
        en: 'Refundable only: a fee for a key or fob that is not returned on move-out is not allowed.',
        fr: 'Remboursable seulement : des frais pour une clé ou une puce qui ne sont pas rendus au départ ne sont pas permis.',
      }),
    },
    combinedDepositMaxPeriods: null,
    requiredNotices: [
      {
        en: 'A copy of the signed tenancy agreement to the tenant within 21 days (s. 13).',
        fr: 'Une copie de la convention de location signée au locataire dans les 21 jours (art. 13).',
      },
      {
        en: "At least 24 hours' written notice before entering, saying why, between 8 a.m. and 9 p.m., except in an emergency (s. 29).",
        fr: "Un avis écrit d'au moins 24 heures avant d'entrer, indiquant le motif, entre 8 h et 21 h, sauf urgence (art. 29).",
      },
      {
        en: "3 full months' notice of a rent increase on the approved form (RTB-7), at most once every 12 months and within the yearly limit (ss. 42–43).",
        fr: 'Un avis de 3 mois complets avant une augmentation de loyer sur le formulaire approuvé (RTB-7), au plus une fois tous les 12 mois et dans la limite annuelle (art. 42 et 43).',
      },
    ],
    sources: [
      { label: 'Residential Tenancy Act (BC) (ss. 5, 13, 19, 20, 29, 32, 42, 43)', url: BC_ACT },
      { label: 'Residential Tenancy Branch', url: BC_RTB },
    ],
  },
  AB: {
    province: 'AB',
    name: { en: 'Alberta', fr: 'Alberta' },
    statute: {
      name: {
        en: 'Residential Tenancies Act, S.A. 2004, c. R-17.1',
        fr: 'Residential Tenancies Act, S.A. 2004, c. R-17.1 (loi en anglais seulement)',
      },
      url: AB_ACT,
    },
    tribunal: {
      name: {
        en: 'Residential Tenancy Dispute Resolution Service (RTDRS)',
        fr: 'Residential Tenancy Dispute Resolution Service (RTDRS)',
      },
      url: AB_RTDRS,
    },
    mandatoryForm: null,
    deposits: {
      rent: RENT_DEPOSIT_IS_SECURITY,
      security: allowedDeposit(1, {
        en: "At most one month's rent, pet and key deposits included (s. 43).",
        fr: 'Au plus un mois de loyer, dépôts pour un animal et pour les clés compris (art. 43).',
      }),
      pet: PET_DEPOSIT_IN_SECURITY,
      key: KEY_DEPOSIT_IN_SECURITY,
    },
    // Alberta's cap is on "the security deposit", and pet or key money held as security is part of
    // it: all deposits together stay within one month's rent.
    combinedDepositMaxPeriods: 1,
    requiredNotices: [
      ENTRY_NOTICE_24H,
      {
        en: 'Written notice of a rent increase: 3 full months for a monthly tenancy, at most once every 12 months; none during a fixed term.',
        fr: "Un avis écrit d'augmentation de loyer : 3 mois complets pour une location au mois, au plus une fois tous les 12 mois; aucune pendant une durée fixe.",
      },
      DEPOSIT_INTEREST,
    ],
    sources: [
      { label: 'Residential Tenancies Act (Alberta) (ss. 23, 43, 45)', url: AB_ACT },
      { label: 'Residential Tenancy Dispute Resolution Service', url: AB_RTDRS },
    ],
  },
  SK: {
    province: 'SK',
    name: { en: 'Saskatchewan', fr: 'Saskatchewan' },
    statute: {
      name: {
        en: 'The Residential Tenancies Act, 2006, S.S. 2006, c. R-22.0001',
        fr: 'The Residential Tenancies Act, 2006, S.S. 2006, c. R-22.0001 (loi en anglais seulement)',
      },
      url: SK_ACT,
    },
    tribunal: {
      name: { en: 'Office of Residential Tenancies', fr: 'Office of Residential Tenancies' },
      url: SK_ORT,
    },
    // The Act's standard conditions apply to every tenancy whatever form is used; no form is mandatory.
    mandatoryForm: null,
    deposits: {
      rent: RENT_DEPOSIT_IS_SECURITY,
      security: allowedDeposit(1, {
        en: "At most one month's rent, pet and key deposits included; the tenant may pay half at the start and half within two months.",
        fr: 'Au plus un mois de loyer, dépôts pour un animal et pour les clés compris; le locataire peut en payer la moitié au début et le reste dans les deux mois.',
      }),
      pet: PET_DEPOSIT_IN_SECURITY,
      key: KEY_DEPOSIT_IN_SECURITY,
    },
    // The Office of Residential Tenancies: the total security deposit, any pet deposit included,
    // cannot exceed one month's rent.
    combinedDepositMaxPeriods: 1,
    requiredNotices: [
      ENTRY_NOTICE_24H,
      {
        en: 'Written notice of a rent increase, given as far ahead as the Act requires; the Office of Residential Tenancies gives the periods.',
        fr: "Un avis écrit d'augmentation de loyer, donné aussi longtemps à l'avance que la loi l'exige; l'Office of Residential Tenancies indique les délais.",
      },
      DEPOSIT_INTEREST,
    ],
    sources: [
      { label: 'The Residential Tenancies Act, 2006 (Saskatchewan) (ss. 24–30)', url: SK_ACT },
      { label: 'Office of Residential Tenancies', url: SK_ORT },
    ],
  },
  MB: {
    province: 'MB',
    name: { en: 'Manitoba', fr: 'Manitoba' },
    statute: {
      name: {
        en: 'The Residential Tenancies Act, C.C.S.M. c. R119',
        fr: "Loi sur la location à usage d'habitation, C.P.L.M. c. R119",
      },
      url: MB_ACT,
    },
    tribunal: {
      name: { en: 'Residential Tenancies Branch', fr: "Direction de la location à usage d'habitation" },
      url: MB_RTB,
    },
    mandatoryForm: null,
    deposits: {
      rent: RENT_DEPOSIT_IS_SECURITY,
      security: allowedDeposit(0.5, {
        en: "At most half of the first month's rent.",
        fr: 'Au plus la moitié du premier mois de loyer.',
      }),
      pet: allowedDeposit(0.5, {
        en: "Only where pets are allowed: at most half of one month's rent, and one month's rent with the security deposit.",
        fr: "Seulement si les animaux sont permis : au plus la moitié d'un mois de loyer, et un mois de loyer avec le dépôt de garantie.",
      }),
      key: KEY_DEPOSIT_IN_SECURITY,
    },
    combinedDepositMaxPeriods: 1,
    requiredNotices: [
      ENTRY_NOTICE_24H,
      {
        en: "3 months' written notice of a rent increase, at most once every 12 months and within the yearly guideline.",
        fr: 'Un avis écrit de 3 mois avant une augmentation de loyer, au plus une fois tous les 12 mois et dans la limite annuelle.',
      },
      DEPOSIT_INTEREST,
    ],
    sources: [
      { label: 'The Residential Tenancies Act (Manitoba)', url: MB_ACT },
      { label: 'Residential Tenancies Branch', url: MB_RTB },
    ],
  },
} satisfies Record<'BC' | 'AB' | 'SK' | 'MB', ProvinceLeaseRules>;
