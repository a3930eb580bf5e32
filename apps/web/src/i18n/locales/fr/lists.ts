import type { Translation } from '../../translation';
import type { lists as en } from '../en/lists';

export const lists: Translation<typeof en> = {
  pages: {
    showing: 'Affichage de {{from}} à {{to}} sur {{total}} résultats',
    goToPage: 'Aller à la page {{page}}',
    currentPage: 'Page {{page}}, page actuelle',
    first: 'Aller à la première page',
    last: 'Aller à la dernière page',
    next: 'Aller à la page suivante',
    previous: 'Aller à la page précédente',
  },
};
