import type { Translation } from '../../translation';
import type { admin as en } from '../en/admin';

export const admin: Translation<typeof en> = {
  dashboard: {
    title: 'Tableau de bord',
    subtitle: 'Comptes de la plateforme, par type.',
    total: 'Tous les comptes',
    error: "Les chiffres n'ont pas pu être chargés.",
    countLabel: '{{label}} : {{count}}',
  },
};
