import {
  AUTOMATIC_TERMINATION,
  ENTRY_WITHOUT_NOTICE,
  EVICTION_WITHOUT_ORDER,
  NO_GUESTS,
  NO_PETS,
  NON_REFUNDABLE,
  RENT_ACCELERATION,
  RENT_INCREASE_AT_WILL,
  REQUIRED_AUTOMATIC_PAYMENTS,
  REQUIRED_POST_DATED_CHEQUES,
  SECURITY_DEPOSIT,
  TENANT_DOES_ALL_REPAIRS,
  WAIVER_OF_RIGHTS,
} from './void-clause-patterns';
import type { VoidClauseRule } from './void-clauses';

/* Ontario: the Residential Tenancies Act, 2006 voids these terms (s. 4), whatever the lease says. */

const ACT = 'https://www.ontario.ca/laws/statute/06r17';
const GUIDE = 'https://www.ontario.ca/page/guide-ontarios-standard-lease';
const source = (sections: string) => ({
  label: `Residential Tenancies Act, 2006 (Ontario), ${sections}`,
  url: ACT,
});

export const ONTARIO_VOID_CLAUSES: readonly VoidClauseRule[] = [
  {
    id: 'on-no-pets',
    provinces: ['ON'],
    patterns: NO_PETS,
    warning: {
      en: "This term forbids pets. In Ontario a 'no pets' term in a lease is void: the tenant may keep a pet anyway. A landlord can act only if a pet causes real problems (damage, allergies, danger), through the Landlord and Tenant Board. Remove the term, or write what you expect of a pet owner instead.",
      fr: "Cette clause interdit les animaux. En Ontario, une clause « pas d'animaux » est nulle : le locataire peut quand même avoir un animal. Le locateur ne peut agir que si l'animal cause un vrai problème (dommages, allergies, danger), devant la Commission de la location immobilière. Retirez la clause ou écrivez plutôt ce que vous attendez du propriétaire d'un animal.",
    },
    source: source('s. 14'),
  },
  {
    id: 'on-no-guests',
    provinces: ['ON'],
    patterns: NO_GUESTS,
    warning: {
      en: "This term limits guests. In Ontario a landlord cannot forbid guests, make the tenant ask for approval or charge for them: the term would not bind the tenant. Remove it; you may still ask that guests follow the building's rules.",
      fr: "Cette clause limite les invités. En Ontario, le locateur ne peut pas interdire les invités, exiger son approbation ni les facturer : la clause ne lierait pas le locataire. Retirez-la; vous pouvez demander que les invités respectent les règles de l'immeuble.",
    },
    source: {
      label: "Guide to Ontario's standard lease (guests); Residential Tenancies Act, 2006, s. 4",
      url: GUIDE,
    },
  },
  {
    id: 'on-post-dated-cheques',
    provinces: ['ON'],
    patterns: [...REQUIRED_POST_DATED_CHEQUES, ...REQUIRED_AUTOMATIC_PAYMENTS],
    warning: {
      en: 'This term requires post-dated cheques or automatic payments. Ontario law does not let a landlord require either: the tenant may offer them, but cannot be made to. Offer them as one way to pay among others.',
      fr: "Cette clause exige des chèques postdatés ou des paiements automatiques. En Ontario, le locateur ne peut exiger ni l'un ni l'autre : le locataire peut les proposer, sans y être obligé. Présentez-les comme un moyen de paiement parmi d'autres.",
    },
    source: source('s. 108'),
  },
  {
    id: 'on-security-deposit',
    provinces: ['ON'],
    patterns: SECURITY_DEPOSIT,
    warning: {
      en: "This term asks for a security, damage or pet deposit. Ontario allows only a rent deposit (last month's rent) and a refundable key deposit; any other deposit is an illegal charge the tenant can recover. Use the rent deposit field instead.",
      fr: "Cette clause demande un dépôt de garantie, pour dommages ou pour un animal. L'Ontario ne permet qu'un dépôt de loyer (dernier mois) et un dépôt remboursable pour les clés; tout autre dépôt est des frais illégaux que le locataire peut se faire rembourser. Utilisez plutôt le champ du dépôt de loyer.",
    },
    source: source('ss. 105 and 134'),
  },
  {
    id: 'on-tenant-repairs',
    provinces: ['ON'],
    patterns: TENANT_DOES_ALL_REPAIRS,
    warning: {
      en: 'This term puts all repairs on the tenant or frees the landlord from them. In Ontario the landlord must keep the unit in good repair, even if the tenant knew of a problem when signing. The tenant pays only for damage they or their guests cause. Limit the term to that.',
      fr: 'Cette clause met toutes les réparations à la charge du locataire ou en libère le locateur. En Ontario, le locateur doit garder le logement en bon état, même si le locataire connaissait le problème à la signature. Le locataire ne paie que les dommages causés par lui ou ses invités. Limitez la clause à cela.',
    },
    source: source('s. 20'),
  },
  {
    id: 'on-entry-without-notice',
    provinces: ['ON'],
    patterns: ENTRY_WITHOUT_NOTICE,
    warning: {
      en: "This term lets the landlord enter without notice or at any time. In Ontario the landlord must give 24 hours' written notice saying why, and enter between 8 a.m. and 8 p.m., except in an emergency or with the tenant's consent. Write that rule instead.",
      fr: "Cette clause permet au locateur d'entrer sans avis ou à tout moment. En Ontario, le locateur doit donner un avis écrit de 24 heures indiquant le motif et entrer entre 8 h et 20 h, sauf urgence ou accord du locataire. Écrivez plutôt cette règle.",
    },
    source: source('ss. 26–27'),
  },
  {
    id: 'on-rent-increase',
    provinces: ['ON'],
    patterns: RENT_INCREASE_AT_WILL,
    warning: {
      en: "This term lets the rent go up more than once a year or at will. In Ontario rent can go up only once every 12 months, with 90 days' written notice, and usually no more than the yearly guideline. The term would not bind the tenant; remove it.",
      fr: "Cette clause permet d'augmenter le loyer plus d'une fois par an ou à volonté. En Ontario, le loyer ne peut augmenter qu'une fois tous les 12 mois, avec un avis écrit de 90 jours, et en général pas plus que le taux légal annuel. La clause ne lierait pas le locataire; retirez-la.",
    },
    source: source('ss. 116, 119 and 120'),
  },
  {
    id: 'on-automatic-termination',
    provinces: ['ON'],
    patterns: [...AUTOMATIC_TERMINATION, ...EVICTION_WITHOUT_ORDER, ...RENT_ACCELERATION],
    warning: {
      en: 'This term ends the tenancy by itself, puts the tenant out without an order, or makes all remaining rent due at once. In Ontario a tenancy ends only as the Act allows: the tenant can stay when a fixed term ends, and an eviction needs a notice and a Landlord and Tenant Board order. Remove the term.',
      fr: "Cette clause met fin à la location d'elle-même, expulse le locataire sans ordonnance ou rend exigible tout le loyer restant. En Ontario, la location ne prend fin que selon la loi : le locataire peut rester à la fin d'une durée fixe, et une expulsion exige un avis et une ordonnance de la Commission de la location immobilière. Retirez la clause.",
    },
    source: source('ss. 15, 37 and 38'),
  },
  {
    id: 'on-non-refundable',
    provinces: ['ON'],
    patterns: NON_REFUNDABLE,
    warning: {
      en: 'This term names a non-refundable fee or deposit. In Ontario a key deposit must be refundable, and fees beyond the rent (cleaning, move-in, administration) are illegal charges the tenant can recover. Make the amount refundable or remove it.',
      fr: 'Cette clause prévoit des frais ou un dépôt non remboursables. En Ontario, un dépôt pour les clés doit être remboursable, et des frais en plus du loyer (nettoyage, emménagement, administration) sont illégaux et le locataire peut se les faire rembourser. Rendez le montant remboursable ou retirez-le.',
    },
    source: source('s. 134'),
  },
  {
    id: 'on-waiver-of-rights',
    provinces: ['ON'],
    patterns: WAIVER_OF_RIGHTS,
    warning: {
      en: 'This term has the tenant give up rights or says the Act does not apply. In Ontario the Act applies whatever the lease says, and a term that goes against it is void. Remove it.',
      fr: "Cette clause fait renoncer le locataire à ses droits ou dit que la loi ne s'applique pas. En Ontario, la loi s'applique quoi que dise le bail, et une clause contraire est nulle. Retirez-la.",
    },
    source: source('ss. 3 and 4'),
  },
];
