import type { Translation } from '../../../../i18n/translation';
import type { rentalEnquiry as en } from '../en/rental-enquiry';

export const rentalEnquiry: Translation<typeof en> = {
  title: 'Demande de location',
  choose: {
    subtitle: 'Dites-nous qui vous êtes, nous nous occupons du reste.',
    renter: 'Je cherche un logement',
    renterText: 'Dites à l’équipe ce que vous cherchez, ou écrivez au propriétaire d’une annonce.',
    landlord: 'Je veux mettre mon bien en location',
    landlordText:
      'Parlez de votre bien à l’équipe : elle vous rappelle au sujet des forfaits qui conviennent.',
    label: 'Qui êtes-vous ?',
  },
  renter: {
    title: 'Trouvez un logement avec notre équipe',
    subtitle:
      'Dites-nous où vous cherchez : l’équipe vous envoie des annonces qui vous conviennent et organise les visites.',
  },
  landlord: {
    title: 'Mettez votre bien en location avec nous',
    subtitle: 'Parlez-nous de votre bien : l’équipe vous rappelle pour trouver le forfait qui convient.',
  },
  listing: {
    title: 'Écrire au propriétaire',
    subtitle: 'Votre message ouvre une conversation avec le propriétaire dans vos messages.',
    about: 'À propos de cette annonce',
    listedBy: 'Publiée par {{name}}',
    unitMessage: 'Bonjour, {{unit}} m’intéresse. Est-ce toujours disponible ?',
    notFoundTitle: 'Impossible de contacter cette annonce',
    notFoundText: 'Elle a peut-être été louée ou retirée. Dites plutôt à l’équipe ce que vous cherchez.',
    toLead: 'Envoyer une demande à l’équipe',
    own: 'C’est votre annonce : les locataires vous écrivent à son sujet.',
    loadError: 'L’annonce n’a pas pu être chargée.',
    householdHint: 'Facultatif',
    moveInHint: 'Facultatif',
  },
  form: {
    label: 'Votre demande',
    cityHint: 'La ville du lien est déjà inscrite : modifiez-la au besoin.',
    phoneHint: 'Un numéro canadien où l’équipe peut vous rappeler.',
    unitCountHint: 'Les logements de l’immeuble ou des immeubles que vous mettriez en location.',
    budgetHint: 'Facultatif : le loyer mensuel maximum, en dollars.',
    moveInHint: 'Facultatif',
    messageHint: 'Tout ce qui aide l’équipe : le bien, le quartier, vos délais.',
    send: 'Envoyer ma demande',
    sendMessage: 'Envoyer mon message',
    signInToSend: 'Se connecter ou s’inscrire pour envoyer',
    visitorNote:
      'Vous devrez vous connecter ou vous inscrire avant l’envoi de la demande. Ce que vous avez saisi ici vous attendra.',
    restored: 'Bon retour : votre demande est telle que vous l’avez laissée. Vérifiez-la et envoyez-la.',
  },
  sent: {
    title: 'Votre demande est envoyée',
    messageTitle: 'Votre message est envoyé',
    next: 'La suite',
    renter: {
      read: 'L’équipe lit votre demande dans un délai d’un jour ouvrable.',
      contact: 'Elle vous envoie des annonces à {{city}} qui correspondent à ce que vous cherchez.',
      visit: 'Elle organise avec les propriétaires les visites que vous choisissez.',
    },
    landlord: {
      read: 'L’équipe lit votre demande dans un délai d’un jour ouvrable.',
      contact:
        'Elle vous appelle au {{phone}} pour parler de votre bien à {{city}} et des forfaits qui conviennent.',
      visit: 'Elle vous aide à publier votre annonce et à trouver des locataires.',
    },
    listing: {
      read: 'Le propriétaire reçoit votre message dans ses messages et par courriel.',
      contact: 'Sa réponse s’affiche dans vos messages, et nous vous écrivons quand elle arrive.',
      visit:
        'Vous pouvez réserver une visite depuis la page de l’annonce ou en demander une dans la conversation.',
    },
    openConversation: 'Ouvrir la conversation',
    another: 'Envoyer une autre demande',
  },
};
