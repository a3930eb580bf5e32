import type { Translation } from '../../../../i18n/translation';
import type { dataRights as en } from '../en/data-rights';

export const dataRights: Translation<typeof en> = {
  consents: {
    title: 'Consentements',
    intro: 'Ce que vous avez accepté, et quand. Un retrait prend effet immédiatement.',
    loadError: 'Vos consentements n’ont pas pu être chargés.',
    empty: 'Vous n’avez encore donné aucun consentement.',
    list: 'Vos consentements',
    kind: {
      NEWSLETTER: 'Infolettre par courriel',
      CREDIT_CHECK: 'Vérification de crédit pour {{listing}}',
      LANDLORD_SHARE: 'Partage de votre demande avec le propriétaire de {{listing}}',
    },
    givenOn: 'Donné le {{date}}',
    withdrawnOn: 'Retiré le {{date}}',
    ended: 'Terminé : la demande a été retirée, tranchée ou son partage a expiré',
    usedOn: 'Le propriétaire a lu votre NAS pour la vérification de crédit le {{date}}',
    withdraw: 'Retirer',
    withdrawLabel: 'Retirer : {{consent}}',
    confirm: {
      title: 'Retirer ce consentement?',
      NEWSLETTER: 'Vous ne recevrez plus l’infolettre.',
      CREDIT_CHECK:
        'Le propriétaire ne pourra plus afficher votre NAS pour une vérification de crédit. Votre demande reste envoyée. Si le propriétaire a déjà lu votre NAS, cette lecture ne peut pas être annulée.',
      LANDLORD_SHARE:
        'Le propriétaire perd immédiatement l’accès aux renseignements et aux documents de votre demande. Une demande encore en attente de décision est retirée.',
    },
    withdrawn: 'Consentement retiré.',
  },
  staffViews: {
    title: 'Qui parmi le personnel a consulté vos données',
    intro:
      'Chaque fois qu’un membre du personnel a ouvert l’une de vos demandes de location ou téléchargé l’un de vos documents.',
    loadError: 'Le journal n’a pas pu être chargé.',
    empty: 'Aucun membre du personnel n’a consulté vos demandes ni vos documents.',
    list: 'Consultations par le personnel',
    pages: 'Pages des consultations',
    when: 'Quand',
    who: 'Qui',
    what: 'Quoi',
    role: {
      ADMIN: 'Administrateur',
      SUB_ADMIN: 'Membre du personnel',
      former: 'Ancien membre du personnel',
    },
    unnamed: 'Sans nom',
    subject: {
      APPLICATION: 'A ouvert votre demande pour {{listing}}',
      DOCUMENT: 'A téléchargé {{document}}',
      VERIFICATION: 'A consulté vos documents de vérification',
    },
    unknownListing: 'une annonce',
  },
  deletion: {
    title: 'Supprimer votre compte',
    intro:
      'Votre compte, votre profil, vos demandes de location, vos documents et vos recherches sauvegardées sont supprimés {{graceDays}} jours après votre demande; d’ici là, vous pouvez annuler. Les propriétaires gardent l’historique des statuts des demandes que vous leur avez envoyées.',
    loadError: 'Impossible de savoir si une suppression est prévue.',
    password: 'Votre mot de passe',
    passwordHelp: 'Pour confirmer qu’il s’agit bien de vous.',
    noPassword:
      'Votre compte n’a pas de mot de passe : votre connexion confirme qu’il s’agit bien de vous lorsqu’elle date de moins de {{minutes}} minutes.',
    confirm: {
      text: 'Votre compte sera supprimé dans {{graceDays}} jours. Nous vous enverrons par courriel un lien pour annuler.',
      confirm: 'Supprimer dans {{graceDays}} jours',
    },
    scheduled: 'Votre compte sera supprimé le {{date}}. Vous pouvez annuler d’ici là.',
    cancel: 'Garder mon compte',
    cancelled: 'La suppression est annulée : votre compte est conservé.',
    staff: 'Les comptes du personnel sont supprimés par un administrateur.',
  },
  banner: {
    text: 'Votre compte sera supprimé le {{date}}.',
    cancel: 'Garder mon compte',
    cancelled: 'Votre compte est conservé.',
  },
  cancelLink: {
    title: 'Garder votre compte',
    question: 'La suppression de votre compte est prévue. Voulez-vous le garder?',
    confirm: 'Garder mon compte',
    done: 'La suppression est annulée : votre compte est conservé.',
    unknown: 'Ce lien n’est pas valide ou la suppression a déjà été annulée.',
    home: 'Aller à la page d’accueil',
  },
  retention: {
    title: 'Combien de temps nous gardons vos données',
    intro: 'Ces délais sont ceux qu’utilise notre suppression automatique.',
    loadError: 'Le calendrier de conservation n’a pas pu être chargé.',
    item: {
      ACCOUNT_DELETION_GRACE:
        'Votre compte : supprimé {{retentionDays}} jours après votre demande dans « Vos données », sauf si vous annulez avant.',
      APPLICATION_DOCUMENTS:
        'Documents d’une demande de location refusée ou expirée : supprimés {{retentionDays}} jours après la décision.',
      VERIFICATION_DOCUMENTS:
        'Documents envoyés pour être vérifié comme propriétaire : supprimés {{retentionDays}} jours après notre décision; la décision, son auteur et sa raison sont conservés.',
      IP_ADDRESSES:
        'Adresses IP dans nos registres : remplacées après {{retentionDays}} jours par un code qui ne permet pas de retrouver l’adresse.',
    },
  },
};
