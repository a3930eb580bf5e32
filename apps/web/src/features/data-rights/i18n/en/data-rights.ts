export const dataRights = {
  consents: {
    title: 'Consents',
    intro: 'What you agreed to, and when. Withdrawing one takes effect at once.',
    loadError: 'Your consents could not be loaded.',
    empty: 'You have not given any consent yet.',
    list: 'Your consents',
    kind: {
      NEWSLETTER: 'Newsletter by e-mail',
      CREDIT_CHECK: 'Credit check for {{listing}}',
      LANDLORD_SHARE: 'Sharing your application with the landlord of {{listing}}',
    },
    givenOn: 'Given on {{date}}',
    withdrawnOn: 'Withdrawn on {{date}}',
    ended: 'Ended: the application was withdrawn, decided or its sharing expired',
    usedOn: 'The landlord read your SIN for the credit check on {{date}}',
    withdraw: 'Withdraw',
    withdrawLabel: 'Withdraw: {{consent}}',
    confirm: {
      title: 'Withdraw this consent?',
      NEWSLETTER: 'You will no longer receive the newsletter.',
      CREDIT_CHECK:
        'The landlord will no longer be able to reveal your SIN for a credit check. Your application stays sent. If the landlord already read your SIN, that reading cannot be undone.',
      LANDLORD_SHARE:
        'The landlord loses access to your application’s details and documents at once. An application still waiting for a decision is withdrawn.',
    },
    withdrawn: 'Consent withdrawn.',
  },
  staffViews: {
    title: 'Who on staff viewed your data',
    intro:
      'Every time a staff member opened one of your rental applications or downloaded one of your documents.',
    loadError: 'The log could not be loaded.',
    empty: 'No staff member has viewed your applications or documents.',
    list: 'Staff views',
    pages: 'Pages of staff views',
    when: 'When',
    who: 'Who',
    what: 'What',
    role: {
      ADMIN: 'Administrator',
      SUB_ADMIN: 'Staff member',
      former: 'Former staff member',
    },
    unnamed: 'Unnamed',
    subject: {
      APPLICATION: 'Opened your application for {{listing}}',
      DOCUMENT: 'Downloaded {{document}}',
      VERIFICATION: 'Opened your verification documents',
    },
    unknownListing: 'a listing',
  },
  deletion: {
    title: 'Delete your account',
    intro:
      'Your account, profile, rental applications, documents and saved searches are deleted {{graceDays}} days after you ask; until then you can cancel. Landlords keep the status history of applications you sent.',
    loadError: 'Whether a deletion is scheduled could not be loaded.',
    password: 'Your password',
    passwordHelp: 'To confirm that it is you.',
    noPassword:
      'Your account has no password: your sign-in confirms that it is you when it is less than {{minutes}} minutes old.',
    confirm: {
      text: 'Your account will be deleted in {{graceDays}} days. We will e-mail you a link to cancel.',
      confirm: 'Delete in {{graceDays}} days',
    },
    scheduled: 'Your account will be deleted on {{date}}. You can cancel until then.',
    cancel: 'Keep my account',
    cancelled: 'The deletion is cancelled: your account stays.',
    staff: 'Staff accounts are deleted by an administrator.',
  },
  banner: {
    text: 'Your account will be deleted on {{date}}.',
    cancel: 'Keep my account',
    cancelled: 'Your account stays.',
  },
  cancelLink: {
    title: 'Keep your account',
    question: 'Your account is scheduled for deletion. Do you want to keep it?',
    confirm: 'Keep my account',
    done: 'The deletion is cancelled: your account stays.',
    unknown: 'This link is not valid or the deletion was already cancelled.',
    home: 'Go to the home page',
  },
  retention: {
    title: 'How long we keep your data',
    intro: 'These periods are the ones our automatic deletion uses.',
    loadError: 'The retention schedule could not be loaded.',
    item: {
      ACCOUNT_DELETION_GRACE:
        'Your account: deleted {{retentionDays}} days after you ask for it from “Your data”, unless you cancel before.',
      APPLICATION_DOCUMENTS:
        'Documents of a declined or expired rental application: deleted {{retentionDays}} days after the decision.',
      VERIFICATION_DOCUMENTS:
        'Documents sent to get verified as a landlord: deleted {{retentionDays}} days after our decision; the decision, who made it and why are kept.',
      IP_ADDRESSES:
        'IP addresses in our records: replaced after {{retentionDays}} days by a code that cannot be turned back into the address.',
    },
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    dataRights: typeof dataRights;
  }
}
