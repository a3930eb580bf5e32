import type { Province } from '../users/enums';
import { PROVINCE_LEASE_RULES } from './provinces';
import {
  DEPOSIT_KEPT_AUTOMATICALLY,
  ENTRY_WITHOUT_NOTICE,
  EVICTION_WITHOUT_ORDER,
  NO_GUESTS,
  NON_REFUNDABLE,
  RENT_ACCELERATION,
  TENANT_DOES_ALL_REPAIRS,
  WAIVER_OF_RIGHTS,
} from './void-clause-patterns';
import type { VoidClauseRule } from './void-clauses';

/*
 * British Columbia, then the clauses every other province's tenancy act voids in the same way.
 * A 'no pets' term is valid in British Columbia and the other provinces, so it is not flagged
 * there; a pet deposit above the limit is caught by depositIssues instead.
 */

const BC_ACT = 'https://www.bclaws.gov.bc.ca/civix/document/id/complete/statreg/02078_01';
const bcSource = (sections: string) => ({ label: `Residential Tenancy Act (BC), ${sections}`, url: BC_ACT });

export const BC_VOID_CLAUSES: readonly VoidClauseRule[] = [
  {
    id: 'bc-non-refundable',
    provinces: ['BC'],
    patterns: NON_REFUNDABLE,
    warning: {
      en: 'This term names a non-refundable fee or deposit. In British Columbia a landlord may charge only the few non-refundable fees the Regulation lists (such as replacing a lost key or a returned cheque); deposits must be refundable. Make the amount refundable or remove it.',
      fr: 'Cette clause prévoit des frais ou un dépôt non remboursables. En Colombie-Britannique, le locateur ne peut exiger que les quelques frais non remboursables que le règlement énumère (remplacer une clé perdue, un chèque refusé); les dépôts doivent être remboursables. Rendez le montant remboursable ou retirez-le.',
    },
    source: {
      label: 'Residential Tenancy Regulation (BC), ss. 6–7; Residential Tenancy Act, s. 5',
      url: BC_ACT,
    },
  },
  {
    id: 'bc-deposit-kept',
    provinces: ['BC'],
    patterns: DEPOSIT_KEPT_AUTOMATICALLY,
    warning: {
      en: "This term lets the landlord keep the deposit automatically. In British Columbia a lease cannot say so: the landlord keeps part of a deposit only with the tenant's written consent or an order of the Residential Tenancy Branch. Remove the term.",
      fr: "Cette clause permet au locateur de garder le dépôt automatiquement. En Colombie-Britannique, un bail ne peut pas le prévoir : le locateur ne garde une partie du dépôt qu'avec l'accord écrit du locataire ou une ordonnance de la Residential Tenancy Branch. Retirez la clause.",
    },
    source: bcSource('ss. 20 and 38'),
  },
  {
    id: 'bc-no-guests',
    provinces: ['BC'],
    patterns: NO_GUESTS,
    warning: {
      en: "This term bans guests or makes them need approval. In British Columbia a landlord must not unreasonably restrict the tenant's guests, nor charge for them. Remove the ban; you may set reasonable rules for the building.",
      fr: "Cette clause interdit les invités ou exige une approbation. En Colombie-Britannique, le locateur ne doit pas restreindre sans raison les invités du locataire, ni les facturer. Retirez l'interdiction; vous pouvez fixer des règles raisonnables pour l'immeuble.",
    },
    source: bcSource('s. 30'),
  },
  {
    id: 'bc-entry-without-notice',
    provinces: ['BC'],
    patterns: ENTRY_WITHOUT_NOTICE,
    warning: {
      en: "This term lets the landlord enter without notice or at any time. In British Columbia the landlord must give 24 hours' written notice saying why, and enter between 8 a.m. and 9 p.m., except in an emergency or with the tenant's consent. Write that rule instead.",
      fr: "Cette clause permet au locateur d'entrer sans avis ou à tout moment. En Colombie-Britannique, le locateur doit donner un avis écrit de 24 heures indiquant le motif et entrer entre 8 h et 21 h, sauf urgence ou accord du locataire. Écrivez plutôt cette règle.",
    },
    source: bcSource('s. 29'),
  },
  {
    id: 'bc-tenant-repairs',
    provinces: ['BC'],
    patterns: TENANT_DOES_ALL_REPAIRS,
    warning: {
      en: 'This term puts all repairs on the tenant or frees the landlord from them. In British Columbia the landlord must keep the property in a state of repair fit for living; the tenant repairs only damage they or their guests cause. Limit the term to that.',
      fr: "Cette clause met toutes les réparations à la charge du locataire ou en libère le locateur. En Colombie-Britannique, le locateur doit garder le logement en bon état d'habitabilité; le locataire ne répare que les dommages causés par lui ou ses invités. Limitez la clause à cela.",
    },
    source: bcSource('s. 32'),
  },
  {
    id: 'bc-waiver-of-rights',
    provinces: ['BC'],
    patterns: [...WAIVER_OF_RIGHTS, ...EVICTION_WITHOUT_ORDER],
    warning: {
      en: 'This term sets the Act aside or lets the landlord put the tenant out without the notice the Act requires. In British Columbia landlords and tenants cannot contract out of the Act: such a term has no effect. Remove it.',
      fr: "Cette clause écarte la loi ou permet d'expulser le locataire sans l'avis que la loi exige. En Colombie-Britannique, on ne peut pas déroger à la loi par contrat : une telle clause est sans effet. Retirez-la.",
    },
    source: bcSource('ss. 5 and 44'),
  },
];

/** Provinces whose clauses are checked with the common rules below. */
const OTHER_PROVINCES = [
  'AB',
  'SK',
  'MB',
  'NS',
  'NB',
  'PE',
  'NL',
  'YT',
  'NT',
  'NU',
] as const satisfies readonly Province[];

/** The Northwest Territories' Act (kept by Nunavut) voids acceleration clauses in so many words (s. 13). */
const VOIDS_ACCELERATION: readonly Province[] = ['NT', 'NU'];

function commonRules(province: (typeof OTHER_PROVINCES)[number]): VoidClauseRule[] {
  const statute = PROVINCE_LEASE_RULES[province].statute;
  const source = { label: statute.name.en, url: statute.url };
  const rules: VoidClauseRule[] = [
    {
      id: `${province.toLowerCase()}-entry-without-notice`,
      provinces: [province],
      patterns: ENTRY_WITHOUT_NOTICE,
      warning: {
        en: "This term lets the landlord enter without notice or at any time. The province's tenancy law requires written notice (usually 24 hours) before entry, except in an emergency or with the tenant's consent, whatever the lease says. Write that rule instead.",
        fr: "Cette clause permet au locateur d'entrer sans avis ou à tout moment. La loi de la province exige un avis écrit (en général 24 heures) avant d'entrer, sauf urgence ou accord du locataire, quoi que dise le bail. Écrivez plutôt cette règle.",
      },
      source,
    },
    {
      id: `${province.toLowerCase()}-waiver-of-rights`,
      provinces: [province],
      patterns: [...WAIVER_OF_RIGHTS, ...EVICTION_WITHOUT_ORDER],
      warning: {
        en: "This term sets the province's tenancy law aside or lets the landlord put the tenant out without notice or order. The law applies whatever the lease says, and a tenancy ends only with the notice or order it requires. Remove the term.",
        fr: "Cette clause écarte la loi de la province sur la location ou permet d'expulser le locataire sans avis ni ordonnance. La loi s'applique quoi que dise le bail, et une location ne prend fin qu'avec l'avis ou l'ordonnance qu'elle exige. Retirez la clause.",
      },
      source,
    },
  ];
  if (VOIDS_ACCELERATION.includes(province)) {
    rules.push({
      id: `${province.toLowerCase()}-rent-acceleration`,
      provinces: [province],
      patterns: RENT_ACCELERATION,
      warning: {
        en: 'This term makes all remaining rent due at once if a payment is missed. The Act says such a term is void: the landlord can claim only the rent owing. Remove it.',
        fr: "Cette clause rend exigible tout le loyer restant si un paiement manque. La loi dit qu'une telle clause est nulle : le locateur ne peut réclamer que le loyer dû. Retirez-la.",
      },
      source: { label: `${statute.name.en}, s. 13`, url: statute.url },
    });
  }
  return rules;
}

export const OTHER_PROVINCES_VOID_CLAUSES: readonly VoidClauseRule[] = OTHER_PROVINCES.flatMap(commonRules);
