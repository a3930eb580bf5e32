import type { Translation } from '../../../../i18n/translation';
import type { applicationReview as en } from '../en/application-review';

export const applicationReview: Translation<typeof en> = {
  tabs: {
    label: 'Vos annonces, leurs visites et demandes',
    listings: 'Propriétés',
    viewings: 'Visites',
    applications: 'Demandes',
  },
  list: {
    title: 'Demandes',
    subtitle: 'Les demandes de location pour vos annonces. Ouvrez-en une pour la lire et décider.',
    label: 'Demandes pour vos annonces',
    filters: 'Filtrer les demandes',
    listing: 'Annonce',
    anyListing: 'Toutes les annonces',
    status: 'Statut',
    anyStatus: 'Tous les statuts',
    loadError: "Les demandes n'ont pas pu être chargées.",
    listingsError: "Vos annonces n'ont pas pu être chargées pour le filtre.",
    emptyTitle: 'Aucune demande pour le moment',
    emptyText: "Quand un locataire fait une demande pour l'une de vos annonces, elle apparaît ici.",
    noMatchTitle: 'Aucune demande ne correspond',
    noMatchText: 'Essayez une autre annonce ou un autre statut.',
    clear: 'Effacer les filtres',
    open: 'Ouvrir la demande',
    openLabel: 'Ouvrir la demande de {{name}}',
  },
  facts: {
    ratio: 'Revenu et loyer',
    ratioValue: '{{ratio}} × le loyer',
    unknown: 'Non indiqué',
    income: 'Revenu mensuel brut',
    rent: 'Loyer mensuel',
    work: 'Profession',
    household: 'Ménage',
    applyingAs: { tenant: 'Futur locataire', guarantor: 'Garant' },
    coOccupants_one: '{{count}} cooccupant',
    coOccupants_other: '{{count}} cooccupants',
    pets: 'animaux',
    noPets: "pas d'animaux",
    documents: 'Documents',
    documentCount: '{{label}} ({{count}})',
    noDocuments: 'Aucun',
    submitted: 'Soumise le',
    viewed: 'Ouverte le',
    decided: 'Décidée le',
    expires: 'Expire sans décision le',
  },
  decide: {
    label: 'Décider de cette demande',
    SHORTLIST: {
      title: 'Présélectionner cette demande ?',
      text: 'Le candidat est avisé par message et par courriel que sa demande est présélectionnée. Vous pourrez l’approuver ou la refuser ensuite.',
      done: 'La demande est présélectionnée.',
    },
    APPROVE: {
      title: 'Approuver cette demande ?',
      text: 'Le candidat est avisé par message et par courriel que sa demande est approuvée. Ce choix est définitif.',
      done: 'La demande est approuvée.',
    },
    DECLINE: {
      title: 'Refuser cette demande ?',
      text: 'Le candidat est avisé par message et par courriel que sa demande est refusée. Ce choix est définitif.',
      done: 'La demande est refusée.',
    },
  },
  sin: {
    label: 'NAS',
    reveal: 'Afficher pour une vérification de crédit',
    noConsent: "Le candidat n'a pas consenti à une vérification de crédit : le NAS reste masqué.",
    revealedAt: 'Affiché une fois pour la vérification de crédit le {{date}}.',
    shownOnce: 'Notez-le maintenant pour la vérification de crédit : il ne sera plus affiché.',
    confirmTitle: 'Afficher le NAS ?',
    confirmText:
      "Le candidat a consenti à une vérification de crédit. Le NAS complet ne peut être affiché qu'une fois, et cette lecture est enregistrée.",
    confirm: "L'afficher une fois",
  },
  confirm: {
    keep: 'Annuler',
  },
  detail: {
    title: 'Demande de {{name}}',
    back: 'Demandes',
    loadError: "La demande n'a pas pu être chargée.",
    summary: 'Résumé',
    conversation: 'Conversation avec {{name}}',
    signature: 'Signature',
    download: 'Télécharger {{name}}',
    downloadFailed: "{{name}} n'a pas pu être téléchargé.",
    signatureAlt: 'Signature de {{name}}',
    deletedApplicant: 'Candidat (données supprimées)',
  },
  shareEnded: {
    REVOKED:
      'Le candidat a révoqué votre accès le {{date}} : ses réponses, son NAS et ses documents ne vous sont plus partagés.',
    EXPIRED:
      'Le partage a expiré le {{date}} : les réponses, le NAS et les documents ne vous sont plus partagés.',
    WITHDRAWN:
      'Le candidat a retiré cette demande : ses réponses, son NAS et ses documents ne sont plus partagés.',
    ERASED: "Le candidat a supprimé ses données le {{date}} : seul l'historique des statuts reste.",
  },
  history: {
    title: 'Historique des statuts',
    empty: 'Aucun changement pour le moment.',
    by: {
      APPLICANT: 'Le candidat',
      LANDLORD: 'Le propriétaire',
      SYSTEM: 'Automatiquement',
    },
    byYou: 'Vous',
  },
};
