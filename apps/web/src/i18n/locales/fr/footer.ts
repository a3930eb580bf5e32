import type { Translation } from '../../translation';
import type { footer as en } from '../en/footer';

export const footer: Translation<typeof en> = {
  citiesTitle: 'Locations par ville',
  cityLink: 'Logements à louer à {{city}}',
  companyTitle: 'Entreprise',
  supportTitle: 'Assistance',
  followTitle: 'Suivez-nous',
  links: {
    services: 'Services',
    blogs: 'Blogues',
    rentalApplication: 'Formulaire de demande de location',
    listWithUs: 'Annoncez avec nous',
    helpCenter: "Centre d'aide",
    contactUs: 'Nous joindre',
    terms: "Conditions d'utilisation",
    privacy: 'Politique de confidentialité',
  },
  opensInNewTab: '(s’ouvre dans un nouvel onglet)',
  phone: 'Téléphone : {{phone}}',
  email: 'Courriel : {{email}}',
  newsletter: {
    emailLabel: 'Courriel (infolettre)',
    title: 'Infolettre',
    intro: 'Les nouvelles locations et les nouveautés, directement dans votre boîte de réception.',
    submit: 'Tenez-moi au courant',
    checkInbox:
      'Presque terminé : nous vous avons envoyé un courriel. Ouvrez son lien pour confirmer votre abonnement.',
  },
  confirmSubscription: {
    title: 'Infolettre',
    question: 'Recevoir notre infolettre à cette adresse?',
    confirm: 'Confirmer mon abonnement',
    done: 'Abonné !',
    unknown: "Ce lien a expiré ou a déjà servi. Abonnez-vous de nouveau au bas de n'importe quelle page.",
    home: "Aller à la page d'accueil",
  },
  unsubscribe: {
    title: 'Infolettre',
    question: 'Ne plus recevoir notre infolettre à cette adresse?',
    confirm: 'Me désabonner',
    done: "Vous êtes désabonné de l'infolettre.",
    unknown: "Ce lien de désabonnement n'est pas valide ou a été remplacé par un plus récent.",
    home: "Aller à la page d'accueil",
  },
};
