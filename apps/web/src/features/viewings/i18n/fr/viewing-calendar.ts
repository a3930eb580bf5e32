import type { Translation } from '../../../../i18n/translation';
import type { viewingCalendar as en } from '../en/viewing-calendar';

export const viewingCalendar: Translation<typeof en> = {
  title: 'Vos visites dans votre agenda',
  intro:
    'Abonnez-vous à vos visites depuis Google Agenda, Calendrier (Apple) ou Outlook : elles y apparaissent et restent à jour.',
  turnOn: 'Obtenir mon lien d’agenda',
  privateNote:
    'Ce lien est privé : toute personne qui l’a peut voir vos visites. Ne le communiquez à personne.',
  linkLabel: 'Votre lien d’agenda',
  copy: 'Copier le lien',
  copied: 'Lien copié.',
  copyFailed: 'Le lien n’a pas pu être copié : sélectionnez-le et copiez-le vous-même.',
  subscribe: 'Ouvrir dans mon application d’agenda',
  howTo: 'Dans Google Agenda, choisissez Autres agendas, puis À partir de l’URL, et collez le lien.',
  revoke: 'Révoquer le lien',
  revokeTitle: 'Révoquer ce lien d’agenda ?',
  revokeText:
    'Les agendas abonnés au lien actuel ne recevront plus vos visites. Vous obtenez un nouveau lien pour vous abonner de nouveau.',
  revokeConfirm: 'Révoquer et obtenir un nouveau lien',
  revoked: 'L’ancien lien ne fonctionne plus. Voici votre nouveau lien.',
  loadError: 'Votre lien d’agenda n’a pas pu être chargé.',
};
