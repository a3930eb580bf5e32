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
    erased:
      'Vous avez supprimé les données de cette demande : ses réponses, son NAS et ses documents sont effacés. Seul son historique des statuts reste.',
  },
  share: {
    activeUntil: "Partagée avec {{landlord}} jusqu'au {{date}}",
    ended: {
      REVOKED: "Vous avez révoqué l'accès accordé à {{landlord}} le {{date}}.",
      EXPIRED: 'Le partage avec {{landlord}} a expiré le {{date}}.',
      WITHDRAWN: '{{landlord}} ne la voit plus : la demande a été retirée.',
      ERASED: 'Vous avez supprimé ses données le {{date}}.',
    },
    opened_one: 'Ouverte {{count}} fois, la dernière le {{date}}',
    opened_other: 'Ouverte {{count}} fois, la dernière le {{date}}',
    notOpened: 'Pas encore ouverte',
    title: 'Votre partage avec {{landlord}}',
    intro:
      'Tant que le partage est actif, {{landlord}} peut lire cette demande et ses documents. Chacune de ses ouvertures est listée ici.',
    state: 'État',
    expires: 'Prend fin de lui-même le',
    viewLog: 'Quand {{landlord}} l’a ouverte',
    viewLogShown_one: 'La seule ouverture.',
    viewLogShown_other: 'Les {{shown}} dernières de {{count}} ouvertures, la plus récente en premier.',
  },
  revoke: {
    button: "Révoquer l'accès",
    label: "Révoquer l'accès accordé à {{landlord}}",
    title: "Révoquer l'accès accordé à {{landlord}} ?",
    text: '{{landlord}} perd aussitôt cette demande et ses documents. Si la demande attend encore une décision, elle est retirée. Ce choix est définitif.',
    done: 'Accès révoqué : {{landlord}} ne voit plus votre demande.',
  },
  passport: {
    title: 'Votre passeport locataire',
    text: 'Votre dernière demande est votre passeport locataire : postulez pour un autre logement en une étape, et suivez chaque propriétaire qui en détient une copie.',
    download: 'Télécharger mes données',
    downloadLabel: 'Télécharger mes données : mes réponses et mes documents dans un fichier zip',
    downloading: 'Préparation de votre fichier…',
    downloaded: 'Vos données ont été téléchargées.',
    delete: 'Supprimer mon passeport',
    deleteTitle: 'Supprimer votre passeport locataire ?',
    deleteText:
      "Vos réponses, votre NAS, vos documents et votre brouillon enregistré sont effacés de toutes vos demandes, et les demandes qui attendent encore une décision sont retirées. Les propriétaires ne gardent que l'historique des statuts de chaque demande. Ce choix est définitif.",
    deleteConfirm: 'Tout supprimer',
    none: "Vous n'avez pas de passeport locataire : les données de vos demandes ont été supprimées. Votre prochaine demande deviendra votre passeport.",
    deleted_one: 'Votre passeport a été supprimé : {{count}} demande effacée.',
    deleted_other: 'Votre passeport a été supprimé : {{count}} demandes effacées.',
  },
};
