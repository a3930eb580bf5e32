import type { Translation } from '../../../../i18n/translation';
import type { viewingBooking as en } from '../en/viewing-booking';

export const viewingBooking: Translation<typeof en> = {
  box: {
    title: 'Réserver une visite',
    instant: 'Choisissez une plage libre : elle est réservée aussitôt.',
    request: 'Choisissez une plage : le propriétaire la confirme.',
    loading: 'Chargement des plages de visite',
    error: "Les plages de visite n'ont pas pu être chargées.",
    empty: 'Aucune plage de visite en ligne : écrivez au propriétaire.',
    notOffered:
      "Cette annonce n'offre pas de visites en ligne : écrivez au propriétaire pour en organiser une.",
    contact: 'Écrire au propriétaire',
    allTimes: 'Voir toutes les plages',
    visitorNote: 'Vous vous connecterez ou vous inscrirez, puis reviendrez à la plage choisie.',
    book: 'Réserver {{time}}, {{day}}',
  },
  zone: "Les heures sont en {{zone}}, le fuseau horaire de l'annonce.",
  openHouse: 'Visite libre',
  placesLeft_one: '{{count}} place restante',
  placesLeft_other: '{{count}} places restantes',
  form: {
    title: 'Réserver une visite',
    about: 'Visite de {{title}}',
    formLabel: 'Votre visite',
    loading: "Chargement de l'annonce et de ses plages de visite",
    loadError: "L'annonce et ses plages de visite n'ont pas pu être chargées.",
    noListing: "Choisissez d'abord une annonce : ouvrez-la et choisissez une plage de visite.",
    searchHomes: 'Chercher un logement',
    notFound: "Cette annonce n'est plus offerte.",
    notOffered:
      "Cette annonce n'offre pas de visites en ligne. Écrivez au propriétaire pour en organiser une.",
    noSlots:
      "Il n'y a aucune plage de visite libre pour l'instant. Écrivez au propriétaire pour en organiser une.",
    contact: 'Écrire au propriétaire',
    noneLeft:
      "Il ne reste aucune plage libre pour l'instant : écrivez au propriétaire pour en organiser une.",
    when: 'Choisissez une plage',
    days: 'Jours avec des plages libres',
    times: 'Plages libres le {{day}}',
    pickOne: 'Choisissez une plage : la visite est réservée aussitôt.',
    pickMany: "Choisissez jusqu'à {{max}} plages : le propriétaire en confirme une.",
    chosen: 'Votre choix',
    chosenNone: 'Aucune plage choisie pour le moment.',
    remove: 'Retirer {{time}}',
    gone: 'plus libre',
    howTitle: 'Comment se déroule la visite',
    IN_PERSON: "En personne : vous visitez le logement à l'heure réservée.",
    VIRTUAL:
      "Virtuellement : le propriétaire vous fait visiter le logement par appel vidéo à l'heure réservée.",
    messageHint: 'Facultatif. Publié dans votre conversation avec le propriétaire.',
    bookInstant: 'Réserver cette visite',
    bookRequest_one: 'Demander cette plage',
    bookRequest_other: 'Demander ces {{count}} plages',
    steps: {
      time: 'Choisir une plage',
      book: 'Ajouter un message et réserver',
    },
    stepOf: 'Étape {{step}} sur {{total}} : {{name}}',
    next: 'Suivant',
    back: 'Retour',
    chooseFirst: 'Choisissez une plage pour continuer.',
  },
  done: {
    confirmedTitle: 'Votre visite est réservée',
    confirmedText:
      "Le propriétaire la voit dans votre conversation. Soyez à l'heure; pour la modifier, passez par Mes visites.",
    requestedTitle: 'Votre demande est envoyée',
    requestedText:
      'Le propriétaire confirme une de vos plages ou en propose une autre. La réponse paraît dans votre conversation et dans Mes visites.',
    conversation: 'Ouvrir la conversation',
    myViewings: 'Voir mes visites',
  },
  calendar: {
    add: 'Ajouter au calendrier',
    summary: 'Visite : {{title}}',
  },
  mine: {
    apply: 'Postuler pour ce logement',
    title: 'Mes visites',
    subtitle:
      'Les visites que vous avez réservées ou demandées. Les heures sont celles du fuseau horaire de chaque annonce.',
    tabs: 'Visites à venir ou passées',
    UPCOMING: 'À venir',
    PAST: 'Passées',
    listUPCOMING: 'Visites à venir',
    listPAST: 'Visites passées',
    emptyUPCOMING: 'Aucune visite à venir',
    emptyUPCOMINGText: "Réservez-en une depuis la page d'une annonce : son encadré montre les plages libres.",
    emptyPAST: 'Aucune visite passée pour le moment',
    emptyPASTText: 'Une visite arrive ici une fois son heure passée, ou quand elle est close.',
    searchHomes: 'Chercher un logement',
    loadError: "Vos visites n'ont pas pu être chargées.",
    conversation: 'Conversation',
    proposed: 'Plages que vous avez proposées :',
    reason: 'Motif : {{reason}}',
  },
};
