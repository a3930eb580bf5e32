import type { Translation } from '../../../../i18n/translation';
import type { viewings as en } from '../en/viewings';

export const viewings: Translation<typeof en> = {
  when: {
    proposed: 'Nouvel horaire proposé : {{time}}',
  },
  actions: {
    label: 'Modifier cette visite',
    done: {
      CONFIRM: 'Visite confirmée.',
      DECLINE: 'Demande refusée.',
      PROPOSE_RESCHEDULE: 'Nouvel horaire proposé.',
      ACCEPT_RESCHEDULE: 'Nouvel horaire accepté.',
      CANCEL: 'Visite annulée.',
      COMPLETE: 'Visite marquée comme effectuée.',
      MARK_NO_SHOW: 'Visite marquée comme absence.',
    },
  },
  dialog: {
    CANCEL: {
      title: 'Annuler la visite',
      text: "L'autre partie en est avisée aussitôt, avec votre motif.",
      submit: 'Annuler la visite',
    },
    DECLINE: {
      title: 'Refuser la demande',
      text: 'Le locataire en est avisé aussitôt. Un motif l’aide, mais vous pouvez le laisser vide.',
      submit: 'Refuser',
    },
    PROPOSE_RESCHEDULE: {
      title: 'Proposer un autre horaire',
      text: "L'horaire actuel reste réservé jusqu'à ce que le nouveau soit accepté. Les heures sont celles de {{zone}}, le fuseau horaire de l'annonce.",
      submit: 'Proposer cet horaire',
    },
    CONFIRM: {
      title: 'Confirmer la visite',
      text: 'Le locataire a proposé ces horaires. Choisissez celui qui vous convient.',
      submit: 'Confirmer',
    },
    keep: 'Ne rien changer',
  },
};
