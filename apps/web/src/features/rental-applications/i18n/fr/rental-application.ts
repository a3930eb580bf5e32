import type { Translation } from '../../../../i18n/translation';
import type { rentalApplication as en } from '../en/rental-application';

export const rentalApplication: Translation<typeof en> = {
  title: 'Demande de location',
  subtitle: 'Faites une demande pour louer un logement, comme futur locataire ou comme garant.',
  loading: 'Chargement de votre demande',
  tabsLabel: 'Pages de la demande',
  intro: {
    text: "Cette demande est transmise au propriétaire du logement visé. Comptez environ 15 minutes. Ayez sous la main vos revenus, une référence et vos documents : un rapport de cote de crédit, une preuve de revenu et une pièce d'identité gouvernementale.",
    guarantor:
      'Un garant (cosignataire) la remplit pour le locataire dont il se porte garant ; les pages Véhicules et Cooccupants sont alors omises.',
    drafts:
      "Enregistrer comme brouillon garde vos réponses sur cet appareil, et dans votre compte si vous êtes connecté. Rien n'est envoyé avant que vous appuyiez sur Soumettre !",
    start: 'Commencer',
  },
  nav: {
    back: 'Retour',
    next: 'Suivant',
    saveDraft: 'Enregistrer comme brouillon',
    cancel: 'Annuler',
    submit: 'Soumettre !',
  },
  drafts: {
    saved: 'Brouillon enregistré',
    removed: 'Brouillon supprimé',
    restored: 'Vos réponses enregistrées ont été rétablies.',
    accountSaveFailed:
      'Le brouillon est enregistré sur cet appareil, mais pas dans votre compte. Réessayez plus tard.',
  },
  options: {
    applyingAs: { tenant: 'Locataire', guarantor: 'Garant' },
    propertySeen: {
      viewing: 'Lors d’une visite',
      scheduled: 'Une visite est prévue',
      providedPictures: 'Sur les photos fournies',
      other: 'Autre',
    },
    reachingTime: {
      weekdayMorning: 'En semaine, le matin',
      weekdayAfternoon: 'En semaine, l’après-midi',
      weekendMorning: 'La fin de semaine, le matin',
      weekendAfternoon: 'La fin de semaine, l’après-midi',
      notSure: 'Je ne sais pas',
    },
    selfEmployedDocs: {
      bankStatement: 'Relevés bancaires',
      taxReturns: 'Déclarations de revenus',
      accountantContact: 'Coordonnées du comptable',
      invoices: 'Factures',
    },
    employmentTerm: {
      lessThanSixMonths: 'Moins de 6 mois',
      moreThanSixMonths: 'Plus de 6 mois',
      moreThanOneYear: 'Plus de 1 an',
      moreThanThreeYear: 'Plus de 3 ans',
      moreThanFiveYear: 'Plus de 5 ans',
    },
    employmentStatus: {
      temporary: 'Temporaire',
      permanent: 'Permanent',
      partTime: 'Temps partiel',
      fullTime: 'Temps plein',
      contract: 'Contrat',
    },
    referenceStatus: { supervisor: 'Superviseur', hr: 'Ressources humaines' },
    financialObligation: {
      none: 'Aucune',
      house: 'Maison (hypothèque)',
      vehicles: 'Véhicules',
      medical: 'Frais médicaux',
      education: 'Études',
    },
    referenceRelationship: {
      friend: 'Ami',
      neighbour: 'Voisin',
      colleague: 'Collègue',
      relative: 'Parent',
    },
    petType: { dog: 'Chien', cat: 'Chat', fish: 'Poisson', bird: 'Oiseau', other: 'Autre' },
    coOccupants: {
      '0': 'Aucun',
      guarantor: 'Je suis garant et j’habite ailleurs',
      '1': '1',
      '2': '2',
      '3': '3',
      '4': '4',
      '5': '5 ou plus',
    },
    yes: 'Oui',
    no: 'Non',
  },
  sections: {
    currentHome: 'Votre logement actuel',
    currentLandlord: 'Votre propriétaire actuel',
    previousHome: 'Votre logement précédent',
    selfEmployment: 'Travail autonome',
    currentEmployment: 'Emploi actuel',
    employmentReference: "Référence d'emploi",
    previousEmployment: 'Emploi précédent',
    personalReference: 'Référence personnelle',
    pets: 'Animaux',
    vehicleOne: 'Véhicule 1',
    vehicleTwo: 'Véhicule 2',
  },
  hints: {
    chooseTwo: 'Choisissez 2 options ou plus',
    phone: 'Numéro canadien avec l’indicatif du pays, 11 chiffres : 1 613 555 0100',
    guarantorReference: 'Facultatif pour un garant.',
    unit: 'Le logement de cette annonce pour lequel vous faites une demande.',
    property: "L'adresse du logement visé par la demande.",
  },
  files: {
    choose: 'Choisir des fichiers',
    limits: "Jusqu'à {{max}} fichiers : {{types}}. Au plus {{size}} chacun.",
    remove: 'Retirer {{name}}',
    retry: 'Réessayer',
    uploading: 'Téléversement de {{name}}',
    failed: "{{name}} n'a pas pu être téléversé.",
    uploadError: 'Erreur lors du téléversement des documents. Réessayez plus tard.',
  },
  signature: {
    heading: 'Signez votre demande',
    padLabel: 'Zone de signature : dessinez votre signature avec une souris, un stylet ou un doigt',
    clear: 'Effacer',
    save: 'Enregistrer la signature',
    saved: 'Votre signature est enregistrée.',
    savedImage: 'Votre signature enregistrée',
    redo: 'Signer de nouveau',
    typedLabel: 'Ou tapez votre nom complet pour signer',
    typedHint:
      'Votre nom est tracé dans la zone en style manuscrit ; appuyez ensuite sur Enregistrer la signature.',
    required: 'Veuillez enregistrer votre signature avant de continuer',
  },
  consent: {
    heading: 'Avant de soumettre',
    sharedWith:
      'Votre demande, vos documents et votre NAS si vous le donnez sont transmis au propriétaire de cette annonce et au personnel qui examine les demandes.',
    expiry:
      'Une demande sans décision après {{applicationDays}} jours expire. Un propriétaire peut lire vos documents partagés pendant {{shareDays}} jours.',
    share:
      "J'accepte de transmettre ma demande au propriétaire de cette annonce et au personnel qui l'examine.",
    shareRequired: 'Cochez cette case pour soumettre votre demande.',
    creditCheck: 'Je consens à une vérification de crédit par le propriétaire de cette annonce (facultatif).',
  },
  submit: {
    uploading: 'Téléversement des documents...',
    submitting: 'Envoi de votre formulaire... Presque terminé !',
    successTitle: 'Demande envoyée',
    success:
      "Nous avons bien reçu votre demande de location. Nous vous contacterons si d'autres renseignements sont nécessaires. Merci de votre intérêt !",
    ok: 'OK',
    errorTitle: "Votre demande n'a pas été envoyée",
    failed:
      "Un problème est survenu lors de l'envoi de votre demande. Vos réponses sont conservées : réessayez.",
    close: 'Fermer',
    loginTitle: 'Connectez-vous pour soumettre',
    loginText:
      'Il faut un compte pour soumettre une demande. Vos réponses sont gardées sur cet appareil et vous revenez ici après vous être connecté ou inscrit.',
    login: 'Se connecter ou s’inscrire',
    notNow: 'Plus tard',
  },
};
