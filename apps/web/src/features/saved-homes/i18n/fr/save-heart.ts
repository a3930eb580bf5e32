import type { Translation } from '../../../../i18n/translation';
import type { saveHeart as en } from '../en/save-heart';

export const saveHeart: Translation<typeof en> = {
  save: 'Sauvegarder {{title}}',
  saved: 'Sauvegardé : {{title}}',
  saveShort: 'Sauvegarder',
  savedShort: 'Sauvegardé',
};
