import type { Translation } from '../../../../i18n/translation';
import type { yourData as en } from '../en/your-data';

export const yourData: Translation<typeof en> = {
  title: 'Vos données',
  subtitle: 'Ce que nous conservons à votre sujet, et ce que vous pouvez en faire.',
  backToProfile: 'Retour à votre profil',
  download: {
    title: 'Télécharger vos données',
    intro:
      'Obtenez une copie de tout ce que nous conservons à votre sujet : votre profil, vos annonces, les messages que vous avez écrits, vos visites, vos demandes de location, vos paiements et les fichiers que vous avez téléversés, dans une archive zip de fichiers JSON. Nous la préparons en arrière-plan et vous écrivons par courriel quand elle est prête.',
    request: 'Demander une copie',
    requested:
      'Demande faite le {{date}}. Nous préparons votre copie et vous écrirons quand elle sera prête.',
    preparing:
      'Demande faite le {{date}}. Votre copie est en préparation; nous vous écrirons quand elle sera prête.',
    ready: 'Votre copie est prête. Le lien fonctionne jusqu’au {{date}}; ensuite, le fichier est supprimé.',
    expired:
      'Votre dernière copie a expiré le {{date}} et a été supprimée. Vous pouvez en demander une nouvelle.',
    failed:
      'Demande faite le {{date}}. Nous n’avons pas pu préparer votre copie. Refaites la demande, et si cela échoue de nouveau, écrivez-nous.',
    button: 'Télécharger vos données',
    running: 'Téléchargement de vos données…',
    done: 'Vos données ont été téléchargées.',
    sent: 'Votre demande a été envoyée. Nous vous écrirons quand votre copie sera prête.',
    loadError: 'Impossible de charger l’exportation de vos données.',
    retry: 'Réessayer',
  },
};
