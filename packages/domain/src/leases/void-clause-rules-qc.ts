import {
  ENTRY_WITHOUT_NOTICE,
  LAST_MONTH_DEPOSIT,
  PENALTY,
  REQUIRED_POST_DATED_CHEQUES,
  SECURITY_DEPOSIT,
  TENANT_DOES_ALL_REPAIRS,
  WAIVER_OF_RIGHTS,
} from './void-clause-patterns';
import type { VoidClauseRule } from './void-clauses';

/*
 * Québec: the Civil Code's lease articles are of public order (art. 1893), so a clause against
 * them is without effect. A 'no pets' clause is valid in Québec and is not flagged.
 */

const CODE = 'https://www.legisquebec.gouv.qc.ca/en/document/cs/CCQ-1991';
const source = (articles: string) => ({ label: `Civil Code of Québec, ${articles}`, url: CODE });

export const QUEBEC_VOID_CLAUSES: readonly VoidClauseRule[] = [
  {
    id: 'qc-deposit',
    provinces: ['QC'],
    patterns: [...SECURITY_DEPOSIT, ...LAST_MONTH_DEPOSIT],
    warning: {
      en: "This term asks for a deposit. In Quebec the landlord may ask in advance only for the first period's rent (one month at most), and no deposit of any kind, for damage, pets, keys or the last month. Remove the term.",
      fr: "Cette clause demande un dépôt. Au Québec, le locateur ne peut exiger d'avance que le loyer de la première période (un mois au plus), et aucun dépôt, ni pour dommages, ni pour un animal, ni pour les clés, ni pour le dernier mois. Retirez la clause.",
    },
    source: source('art. 1904'),
  },
  {
    id: 'qc-post-dated-cheques',
    provinces: ['QC'],
    patterns: REQUIRED_POST_DATED_CHEQUES,
    warning: {
      en: 'This term requires post-dated cheques. In Quebec a landlord cannot require them; the tenant may still choose to give them. Offer them as one way to pay among others.',
      fr: "Cette clause exige des chèques postdatés. Au Québec, le locateur ne peut pas les exiger; le locataire peut quand même choisir d'en remettre. Présentez-les comme un moyen de paiement parmi d'autres.",
    },
    source: source('art. 1904'),
  },
  {
    id: 'qc-tenant-repairs',
    provinces: ['QC'],
    patterns: TENANT_DOES_ALL_REPAIRS,
    warning: {
      en: 'This term puts all repairs on the tenant or frees the landlord from them. In Quebec the landlord must deliver the dwelling in good repair and make the repairs needed during the lease, other than minor maintenance; a clause limiting that duty is without effect. Limit the term to minor maintenance.',
      fr: "Cette clause met toutes les réparations à la charge du locataire ou en libère le locateur. Au Québec, le locateur doit délivrer le logement en bon état et faire les réparations nécessaires pendant le bail, sauf les menues réparations d'entretien; une clause qui limite cette obligation est sans effet. Limitez la clause aux menues réparations.",
    },
    source: source('arts. 1854, 1864 and 1900'),
  },
  {
    id: 'qc-entry-without-notice',
    provinces: ['QC'],
    patterns: ENTRY_WITHOUT_NOTICE,
    warning: {
      en: "This term lets the landlord enter without notice or at any time. In Quebec the landlord must give 24 hours' notice to inspect, do work or show the dwelling, except in an emergency. Write that rule instead.",
      fr: "Cette clause permet au locateur d'entrer sans avis ou à tout moment. Au Québec, le locateur doit donner un préavis de 24 heures pour vérifier l'état du logement, y faire des travaux ou le faire visiter, sauf urgence. Écrivez plutôt cette règle.",
    },
    source: source('arts. 1931 and 1932'),
  },
  {
    id: 'qc-penalty',
    provinces: ['QC'],
    patterns: PENALTY,
    warning: {
      en: 'This term sets a penalty or late fee. In Quebec a penalty far above the loss it makes good is an abusive clause that the tribunal can cancel or reduce; on late rent, the landlord may claim interest. Remove the fixed fee or keep it to the real cost.',
      fr: "Cette clause prévoit une pénalité ou des frais de retard. Au Québec, une pénalité bien plus élevée que la perte qu'elle compense est une clause abusive que le tribunal peut annuler ou réduire; sur un loyer en retard, le locateur peut réclamer des intérêts. Retirez les frais fixes ou limitez-les au coût réel.",
    },
    source: source('art. 1901'),
  },
  {
    id: 'qc-waiver-of-rights',
    provinces: ['QC'],
    patterns: WAIVER_OF_RIGHTS,
    warning: {
      en: 'This term has the tenant give up rights or sets the law aside. In Quebec the lease articles of the Civil Code cannot be set aside by the lease: such a clause is without effect. Remove it.',
      fr: 'Cette clause fait renoncer le locataire à ses droits ou écarte la loi. Au Québec, le bail ne peut pas écarter les articles du Code civil sur le bail de logement : une telle clause est sans effet. Retirez-la.',
    },
    source: source('art. 1893'),
  },
];
