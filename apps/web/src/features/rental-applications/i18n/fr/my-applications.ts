import type { Translation } from '../../../../i18n/translation';
import type { myApplications as en } from '../en/my-applications';

export const myApplications: Translation<typeof en> = {
  title: 'Mes demandes',
  subtitle: 'Les logements pour lesquels vous avez fait une demande, et où en est chacune.',
  list: 'Vos demandes',
  loadError: "Vos demandes n'ont pas pu être chargées.",
  emptyTitle: 'Aucune demande pour le moment',
  emptyText:
    'Trouvez un logement qui vous plaît et appuyez sur Postuler sur sa page : vos demandes apparaissent ici.',
  searchHomes: 'Chercher un logement',
  card: {
    submitted: 'Envoyée le {{date}}',
    expires: "Expire le {{date}} si le propriétaire n'a pas décidé",
    decided: 'Décidée le {{date}}',
    open: 'Voir ma demande',
    openLabel: 'Voir ma demande pour {{listing}}',
    conversation: 'Conversation',
    conversationLabel: 'Conversation avec le propriétaire de {{listing}}',
  },
  withdraw: {
    label: 'Retirer ma demande pour {{listing}}',
    title: 'Retirer votre demande ?',
    text: 'Le propriétaire de {{listing}} en est avisé et ne voit plus vos réponses ni vos documents. Ce choix est définitif.',
    done: 'Votre demande est retirée.',
  },
  detail: {
    title: 'Ma demande pour {{listing}}',
    loadError: "Votre demande n'a pas pu être chargée.",
  },
};
