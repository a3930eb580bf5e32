import type { ProvinceLeaseRules } from './provinces';
import { allowedDeposit, depositNotAllowed } from './province-rows-shared';

/*
 * Ontario and Québec: the two provinces with their own kind of "rent deposit" (Ontario's last
 * month's rent, Québec's first period paid in advance) and no security deposit at all.
 */

const ONTARIO_ACT = 'https://www.ontario.ca/laws/statute/06r17';
const QUEBEC_CODE = 'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991';
const TAL = 'https://www.tal.gouv.qc.ca/';

export const ONTARIO_QUEBEC_LEASE_RULES = {
  ON: {
    province: 'ON',
    name: { en: 'Ontario', fr: 'Ontario' },
    statute: {
      name: {
        en: 'Residential Tenancies Act, 2006, S.O. 2006, c. 17',
        fr: 'Loi de 2006 sur la location à usage d’habitation, L.O. 2006, chap. 17',
      },
      url: ONTARIO_ACT,
    },
    tribunal: {
      name: { en: 'Landlord and Tenant Board', fr: 'Commission de la location immobilière' },
      url: 'https://tribunalsontario.ca/ltb/',
    },
    // Required for most private tenancies signed since 30 April 2018 (O. Reg. 9/18); the product
    // generates it in full.
    mandatoryForm: {
      name: {
        en: 'Residential Tenancy Agreement (Standard Form of Lease), form 2229E',
        fr: 'Convention de location à usage d’habitation (bail type), formulaire 2229F',
      },
      url: 'https://www.ontario.ca/page/guide-ontarios-standard-lease',
      productFills: true,
    },
    deposits: {
      rent: allowedDeposit(1, {
        en: "At most one rent period (one month's rent at most); it pays the last period of the tenancy and earns interest every year (ss. 105–106).",
        fr: 'Au plus une période de loyer (un mois au plus); il sert à payer la dernière période et porte intérêt chaque année (art. 105 et 106).',
      }),
      security: depositNotAllowed({
        en: 'Ontario allows no security or damage deposit: only a rent deposit and a refundable key deposit (s. 105).',
        fr: 'L’Ontario ne permet aucun dépôt de garantie ni pour dommages : seulement un dépôt de loyer et un dépôt remboursable pour les clés (art. 105).',
      }),
      pet: depositNotAllowed({
        en: 'Ontario allows no pet deposit: it is an illegal additional charge (ss. 105 and 134).',
        fr: 'L’Ontario ne permet aucun dépôt pour un animal : ce serait des frais supplémentaires illégaux (art. 105 et 134).',
      }),
      // The law sets no number: the deposit must be refundable and no more than the expected cost
      // of replacing the keys, cards or remotes (s. 134 and its regulation).
      key: allowedDeposit(null, {
        en: 'Refundable only, and no more than the expected cost of replacing the keys, cards or remotes.',
        fr: 'Remboursable seulement, et pas plus que le coût prévu pour remplacer les clés, cartes ou télécommandes.',
      }),
    },
    combinedDepositMaxPeriods: null,
    requiredNotices: [
      {
        en: "24 hours' written notice before entering the unit, saying why and when (between 8 a.m. and 8 p.m.), except in an emergency (s. 27).",
        fr: 'Un avis écrit de 24 heures avant d’entrer dans le logement, indiquant le motif et l’heure (entre 8 h et 20 h), sauf urgence (art. 27).',
      },
      {
        en: "90 days' written notice of a rent increase, at most once every 12 months, and usually no more than the yearly guideline (ss. 116, 119, 120).",
        fr: 'Un avis écrit de 90 jours avant une augmentation de loyer, au plus une fois tous les 12 mois, et en général pas plus que le taux légal annuel (art. 116, 119 et 120).',
      },
      {
        en: 'Interest on the rent deposit every year, at the rent increase guideline (s. 106).',
        fr: 'Des intérêts sur le dépôt de loyer chaque année, au taux légal d’augmentation des loyers (art. 106).',
      },
    ],
    sources: [
      {
        label: 'Residential Tenancies Act, 2006 (ss. 14, 20, 27, 105, 106, 108, 116, 134)',
        url: ONTARIO_ACT,
      },
      { label: 'Landlord and Tenant Board', url: 'https://tribunalsontario.ca/ltb/' },
      {
        label: "Guide to Ontario's standard lease",
        url: 'https://www.ontario.ca/page/guide-ontarios-standard-lease',
      },
    ],
  },
  QC: {
    province: 'QC',
    name: { en: 'Quebec', fr: 'Québec' },
    statute: {
      name: {
        en: 'Civil Code of Québec, arts. 1851–2000 (lease of a dwelling)',
        fr: 'Code civil du Québec, art. 1851 à 2000 (bail d’un logement)',
      },
      url: QUEBEC_CODE,
    },
    tribunal: {
      name: { en: 'Tribunal administratif du logement', fr: 'Tribunal administratif du logement' },
      url: TAL,
    },
    // Art. 1895: the landlord must use the form the regulation makes mandatory. The product
    // cannot replace it, so it fills what it can and says the official form must be used.
    mandatoryForm: {
      name: {
        en: 'Lease of a dwelling (mandatory form of the Tribunal administratif du logement)',
        fr: 'Bail de logement (formulaire obligatoire du Tribunal administratif du logement)',
      },
      url: TAL,
      productFills: false,
    },
    deposits: {
      // Art. 1904: only the first period's rent in advance, and never more than one month's rent.
      rent: allowedDeposit(1, {
        en: "Only the first period's rent paid in advance (one month at most); no other deposit may be required (art. 1904).",
        fr: 'Seulement le loyer de la première période payé d’avance (un mois au plus); aucun autre dépôt ne peut être exigé (art. 1904).',
      }),
      security: depositNotAllowed({
        en: 'Quebec forbids any security or damage deposit (art. 1904).',
        fr: 'Le Québec interdit tout dépôt de garantie ou pour dommages (art. 1904).',
      }),
      pet: depositNotAllowed({
        en: 'Quebec forbids any pet deposit (art. 1904).',
        fr: 'Le Québec interdit tout dépôt pour un animal (art. 1904).',
      }),
      key: depositNotAllowed({
        en: 'Quebec forbids any deposit, for keys too (art. 1904).',
        fr: 'Le Québec interdit tout dépôt, pour les clés aussi (art. 1904).',
      }),
    },
    combinedDepositMaxPeriods: null,
    requiredNotices: [
      {
        en: 'A copy of the signed lease to the tenant within 10 days (art. 1895).',
        fr: 'Une copie du bail signé au locataire dans les 10 jours (art. 1895).',
      },
      {
        en: 'A notice of the lowest rent paid in the 12 months before the lease, given at signing (art. 1896).',
        fr: 'Un avis du loyer le plus bas payé au cours des 12 mois précédant le bail, remis à la signature (art. 1896).',
      },
      {
        en: "24 hours' notice before a visit, an inspection or work, except in an emergency (art. 1931).",
        fr: 'Un préavis de 24 heures avant une visite, une vérification ou des travaux, sauf urgence (art. 1931).',
      },
      {
        en: 'Notice of a rent increase 3 to 6 months before the end of a lease of 12 months or more; 1 to 2 months for a shorter lease (art. 1942).',
        fr: 'Un avis d’augmentation de loyer de 3 à 6 mois avant la fin d’un bail de 12 mois ou plus; de 1 à 2 mois pour un bail plus court (art. 1942).',
      },
    ],
    sources: [
      {
        label: 'Civil Code of Québec (arts. 1893, 1895, 1896, 1900, 1901, 1904, 1931, 1942)',
        url: QUEBEC_CODE,
      },
      { label: 'Tribunal administratif du logement', url: TAL },
    ],
  },
} satisfies Record<'ON' | 'QC', ProvinceLeaseRules>;
