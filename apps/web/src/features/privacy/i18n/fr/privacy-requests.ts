import type { Translation } from '../../../../i18n/translation';
import type { privacyRequests as en } from '../en/privacy-requests';

export const privacyRequests: Translation<typeof en> = {
  title: 'Demandes de confidentialité',
  subtitle:
    'Les demandes des utilisateurs au sujet de leurs renseignements personnels qui restent à traiter, les plus urgentes en premier. La loi nous accorde 30 jours à compter de chaque demande.',
  list: 'Demandes de confidentialité',
  loadError: 'Impossible de charger les demandes de confidentialité.',
  emptyTitle: 'Rien à traiter',
  emptyText: 'Toutes les demandes de confidentialité ont été traitées.',
  requested: 'Demande faite le {{date}}',
  due: 'À traiter d’ici le {{date}}',
  overdue: 'En retard depuis le {{date}}',
  kinds: { DATA_EXPORT: 'Copie de leurs données', ACCOUNT_DELETION: 'Suppression du compte' },
  statuses: { REQUESTED: 'Demandée', PREPARING: 'En préparation', SCHEDULED: 'Planifiée', FAILED: 'Échouée' },
  failedExport:
    'La copie n’a pas pu être préparée malgré plusieurs tentatives. Relancez-la une fois la cause corrigée; l’utilisateur ne reçoit un courriel que lorsqu’elle est prête.',
  retry: 'Relancer',
  retryFor: 'Relancer l’exportation des données de {{email}}',
  retried: 'L’exportation des données a été relancée. Elle quittera cette liste une fois prête.',
};
