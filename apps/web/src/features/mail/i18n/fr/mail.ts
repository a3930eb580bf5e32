import type { Translation } from '../../../../i18n/translation';
import type { mail as en } from '../en/mail';

export const mail: Translation<typeof en> = {
  mail: {
    title: 'Configuration des courriels',
    subtitle: 'Les courriels que le produit envoie, à qui, et les courriels déjà envoyés.',
    adminOnly: 'Seuls les administrateurs peuvent voir et modifier la configuration des courriels.',
    settings: {
      heading: 'Courriels et notifications',
      loadError: "Les réglages des courriels n'ont pas pu être chargés.",
      enabled: 'Envoyer ce courriel',
      recipients: 'Destinataires',
      add: 'Ajouter',
      addLabel: 'Ajouter le courriel d’un destinataire',
      addHint: 'Appuyez sur Entrée ou Ajouter; collez-en plusieurs séparés par des virgules.',
      remove: 'Retirer {{email}}',
      none: 'Aucun destinataire pour le moment : rien n’est envoyé.',
      count_one: '{{count}} destinataire sur {{max}}',
      count_other: '{{count}} destinataires sur {{max}}',
      save: 'Enregistrer',
      saved: 'Enregistré.',
      lastSaved: 'Dernier enregistrement le {{date}}',
      sentTo: 'Envoyé à : {{who}}',
      kind: {
        NEW_LISTING_REQUEST: 'Nouvelles demandes d’annonce',
        LISTING_APPROVED: 'Annonce approuvée',
        LISTING_REJECTED: 'Annonce refusée',
        NEWSLETTER_WELCOME: 'Bienvenue à l’infolettre',
        ENQUIRY_TO_STAFF: 'Demandes',
        ENQUIRY_TO_LANDLORD: 'Demande au propriétaire',
        NEW_MESSAGE: 'Nouveau message',
        VIEWING_REQUEST_TO_STAFF: 'Demandes de visite',
        VIEWING_REQUESTED: 'Visite réservée ou demandée',
        VIEWING_CONFIRMED: 'Visite confirmée',
        VIEWING_UPDATED: 'Visite modifiée',
        VIEWING_CANCELLED: 'Visite annulée',
        VIEWING_REMINDER: 'Rappels de visite',
        LEASE_REQUEST_TO_STAFF: 'Demandes de bail',
        PREMIUM_REQUEST_TO_STAFF: 'Demandes de forfait',
        PAYMENT_RECEIPT: 'Reçus de paiement',
        SAVED_SEARCH_ALERT: 'Alertes des recherches sauvegardées',
        SAVED_HOME_PRICE_DROP: 'Baisses de prix des logements sauvegardés',
        CONTACT_TO_SUPPORT: 'Messages de contact',
        CONTACT_COPY: 'Copie du message de contact',
        CONTACT_REPLY: 'Réponse à un message de contact',
        SITE_FORM_SUBMISSION: 'Réponses aux formulaires',
        SITE_FORM_COPY: 'Copie des réponses au formulaire',
      },
      description: {
        NEW_LISTING_REQUEST: 'Quand un propriétaire crée une annonce qui attend un examen.',
        LISTING_APPROVED:
          "Quand l'équipe approuve une annonce : son propriétaire apprend qu'elle est publiée.",
        LISTING_REJECTED: "Quand l'équipe refuse une annonce : son propriétaire en reçoit la raison.",
        NEWSLETTER_WELCOME: "Quand quelqu'un s'abonne à l'infolettre, avec le lien pour se désabonner.",
        ENQUIRY_TO_STAFF: 'Quand un locataire envoie une demande au sujet d’une annonce.',
        ENQUIRY_TO_LANDLORD:
          'Quand un locataire envoie une demande : le propriétaire de l’annonce la reçoit avec des adresses masquées et un lien vers la conversation.',
        NEW_MESSAGE:
          'Quand quelqu’un n’a pas lu un nouveau message : au plus un courriel par conversation toutes les 15 minutes, avec le lien pour se désabonner.',
        VIEWING_REQUEST_TO_STAFF:
          'Quand un locataire envoie une demande de visite, ou qu’un locataire ou un propriétaire envoie une demande de location à l’équipe. Ces adresses reçoivent aussi les courriels de visite des annonces du forfait Gestion des visites.',
        VIEWING_REQUESTED:
          'Quand un locataire réserve ou demande une visite : pour le forfait Gestion des visites, les adresses de l’équipe des demandes de visite la reçoivent à sa place.',
        VIEWING_CONFIRMED: 'Quand une visite est confirmée, avec l’invitation à ajouter à un calendrier.',
        VIEWING_UPDATED:
          'Quand un nouvel horaire est proposé ou accepté, et après la visite, quand on demande au locataire si le logement l’intéresse toujours.',
        VIEWING_CANCELLED:
          'Quand une visite est annulée ou une demande refusée, avec le motif et l’annulation pour le calendrier.',
        VIEWING_REMINDER: 'La veille d’une visite confirmée et peu avant celle-ci.',
        LEASE_REQUEST_TO_STAFF:
          'Quand un propriétaire demande à l’équipe de préparer un bail sur /lease-details-form.',
        PREMIUM_REQUEST_TO_STAFF:
          'Quand un propriétaire demande à l’équipe un forfait géré pour une annonce. Aussi envoyé aux administrateurs et sous-administrateurs qui peuvent consulter les forfaits.',
        PAYMENT_RECEIPT:
          'Quand un dépôt ou une mise en avant est payé, et de nouveau quand l’équipe le rembourse : la personne qui paie reçoit le reçu dans sa langue, avec un lien vers celui-ci.',
        SAVED_SEARCH_ALERT:
          'Quand une nouvelle annonce correspond à la recherche sauvegardée d’un locataire : aussitôt, ou dans un résumé quotidien à 8 h, selon son choix.',
        SAVED_HOME_PRICE_DROP:
          'Quand le prix le plus bas d’un logement sauvegardé par un locataire baisse, une fois par baisse.',
        CONTACT_TO_SUPPORT:
          'Quand quelqu’un écrit par /contact-us; le message attend aussi dans la boîte de réception du personnel.',
        CONTACT_COPY: 'Quand quelqu’un écrit par /contact-us : une copie de son message, dans sa langue.',
        CONTACT_REPLY:
          'Quand le personnel répond à un message de contact depuis la boîte de réception, dans la langue de l’expéditeur.',
        SITE_FORM_SUBMISSION:
          'Quand quelqu’un remplit un des formulaires de /admin-forms, en anglais, à l’adresse de notification du formulaire.',
        SITE_FORM_COPY:
          'Quand quelqu’un remplit un formulaire qui demande son courriel : une copie de ses réponses, dans sa langue.',
      },
      audience: {
        NEW_LISTING_REQUEST: "les adresses de l'équipe ci-dessous",
        LISTING_APPROVED: "le propriétaire de l'annonce",
        LISTING_REJECTED: "le propriétaire de l'annonce",
        NEWSLETTER_WELCOME: "la personne qui s'abonne",
        ENQUIRY_TO_STAFF: "les adresses de l'équipe ci-dessous",
        ENQUIRY_TO_LANDLORD: "le propriétaire de l'annonce",
        NEW_MESSAGE: 'la personne qui ne l’a pas lu',
        VIEWING_REQUEST_TO_STAFF: "les adresses de l'équipe ci-dessous",
        VIEWING_REQUESTED: "le propriétaire de l'annonce",
        VIEWING_CONFIRMED: 'le locataire',
        VIEWING_UPDATED: "l'autre partie",
        VIEWING_CANCELLED: "l'autre partie",
        VIEWING_REMINDER: "le locataire et le propriétaire de l'annonce",
        LEASE_REQUEST_TO_STAFF: "les adresses de l'équipe ci-dessous",
        PREMIUM_REQUEST_TO_STAFF:
          "les adresses de l'équipe ci-dessous et le personnel qui peut consulter les forfaits",
        PAYMENT_RECEIPT: 'la personne qui paie',
        SAVED_SEARCH_ALERT: 'le locataire qui a sauvegardé la recherche',
        SAVED_HOME_PRICE_DROP: 'les locataires qui ont sauvegardé le logement',
        CONTACT_TO_SUPPORT: 'l’adresse du soutien',
        CONTACT_COPY: 'l’expéditeur',
        CONTACT_REPLY: 'l’expéditeur',
        SITE_FORM_SUBMISSION: 'l’adresse de notification du formulaire',
        SITE_FORM_COPY: 'la personne qui a rempli le formulaire',
      },
    },
    outbox: {
      heading: "Boîte d'envoi",
      status: "État d'envoi",
      anyStatus: 'Tous les états',
      table: "Messages de la boîte d'envoi",
      columns: {
        to: 'À',
        subject: 'Objet',
        template: 'Courriel',
        status: 'État',
        attempts: 'Tentatives',
        created: 'Mis en file',
        sent: 'Envoyé',
        actions: 'Actions',
      },
      statuses: {
        PENDING: 'En attente',
        SENT: 'Envoyé',
        FAILED: 'Échec',
        STORED: 'Conservé',
      },
      statusHelp: {
        PENDING: 'En attente du serveur de courriel',
        SENT: 'Remis au serveur de courriel',
        FAILED: 'Abandonné après plusieurs tentatives',
        STORED: 'Conservé comme trace : aucun serveur de courriel n’est configuré',
      },
      lastError: 'Dernière erreur : {{error}}',
      resend: 'Renvoyer',
      resendLabel: 'Renvoyer « {{subject}} » à {{to}}',
      resent: 'Une copie a été mise en file.',
      notSent: '—',
      emptyTitle: 'Aucun courriel pour le moment',
      emptyText: 'Les messages s’affichent ici à mesure que le produit les envoie.',
      noMatchTitle: 'Aucun courriel dans cet état',
      loadError: "La boîte d'envoi n'a pas pu être chargée.",
    },
  },
};
