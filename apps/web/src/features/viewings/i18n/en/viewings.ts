/* Texts shared by every viewing page: the time, the action buttons' dialogs and their outcomes. */
export const viewings = {
  when: {
    proposed: 'Proposed new time: {{time}}',
  },
  actions: {
    label: 'Change this viewing',
    done: {
      CONFIRM: 'Viewing confirmed.',
      DECLINE: 'Request declined.',
      PROPOSE_RESCHEDULE: 'New time proposed.',
      ACCEPT_RESCHEDULE: 'New time accepted.',
      CANCEL: 'Viewing cancelled.',
      COMPLETE: 'Viewing marked as done.',
      MARK_NO_SHOW: 'Viewing marked as a no-show.',
    },
  },
  dialog: {
    CANCEL: {
      title: 'Cancel the viewing',
      text: 'The other side is told at once, with your reason.',
      submit: 'Cancel the viewing',
    },
    DECLINE: {
      title: 'Decline the request',
      text: 'The renter is told at once. A reason helps them, but you may leave it empty.',
      submit: 'Decline',
    },
    PROPOSE_RESCHEDULE: {
      title: 'Propose another time',
      text: 'The current time stays booked until the new one is accepted. Times are in {{zone}}, the listing’s time zone.',
      submit: 'Propose this time',
    },
    CONFIRM: {
      title: 'Confirm the viewing',
      text: 'The renter proposed these times. Choose the one that suits you.',
      submit: 'Confirm',
    },
    keep: 'Keep as is',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    viewings: typeof viewings;
  }
}
