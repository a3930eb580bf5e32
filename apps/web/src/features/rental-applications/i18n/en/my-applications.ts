/* The renter's applications (/my-applications): the list, a card, withdrawing and the whole application. */
export const myApplications = {
  title: 'My applications',
  subtitle: 'The homes you applied for, and where each application stands.',
  list: 'Your applications',
  loadError: 'Your applications could not be loaded.',
  emptyTitle: 'No applications yet',
  emptyText: 'Find a home you like and press Apply on its page: your applications appear here.',
  searchHomes: 'Search homes',
  card: {
    submitted: 'Sent {{date}}',
    expires: 'Expires {{date}} if the landlord has not decided',
    decided: 'Decided {{date}}',
    open: 'View my application',
    openLabel: 'View my application for {{listing}}',
    conversation: 'Conversation',
    conversationLabel: 'Conversation with the landlord of {{listing}}',
  },
  withdraw: {
    label: 'Withdraw my application for {{listing}}',
    title: 'Withdraw your application?',
    text: 'The landlord of {{listing}} is told, and no longer sees your answers and documents. This cannot be undone.',
    done: 'Your application is withdrawn.',
  },
  detail: {
    title: 'My application for {{listing}}',
    loadError: 'Your application could not be loaded.',
    erased:
      'You deleted the data of this application: its answers, SIN and documents are gone. Only its status history remains.',
  },
  share: {
    activeUntil: 'Shared with {{landlord}} until {{date}}',
    ended: {
      REVOKED: 'You revoked {{landlord}}’s access on {{date}}.',
      EXPIRED: 'The share with {{landlord}} expired on {{date}}.',
      WITHDRAWN: '{{landlord}} no longer sees it: the application was withdrawn.',
      ERASED: 'You deleted its data on {{date}}.',
    },
    opened_one: 'Opened {{count}} time, last on {{date}}',
    opened_other: 'Opened {{count}} times, last on {{date}}',
    notOpened: 'Not opened yet',
    title: 'Your share with {{landlord}}',
    intro:
      'While the share is active, {{landlord}} can read this application and its documents. Every time they open it is listed here.',
    state: 'State',
    expires: 'Ends by itself on',
    viewLog: 'When {{landlord}} opened it',
    /** The API sends the newest hundred openings: said only when there were more. */
    viewLogShown_one: 'The only opening.',
    viewLogShown_other: 'The last {{shown}} of {{count}} openings, newest first.',
  },
  revoke: {
    button: 'Revoke access',
    label: 'Revoke access for {{landlord}}',
    title: 'Revoke access for {{landlord}}?',
    text: '{{landlord}} loses this application and its documents at once. If the application is still waiting for a decision, it is withdrawn. This cannot be undone.',
    done: 'Access revoked: {{landlord}} no longer sees your application.',
  },
  passport: {
    title: 'Your renter passport',
    text: 'Your last application is your renter passport: apply to another home in one step, and keep track of every landlord who holds a copy.',
    download: 'Download my data',
    downloadLabel: 'Download my data: my answers and documents in a zip file',
    downloading: 'Preparing your file…',
    downloaded: 'Your data was downloaded.',
    delete: 'Delete my passport',
    deleteTitle: 'Delete your renter passport?',
    deleteText:
      'Your answers, SIN, documents and saved draft are erased from all your applications, and applications still waiting for a decision are withdrawn. Landlords keep only the status history of each application. This cannot be undone.',
    deleteConfirm: 'Delete everything',
    none: 'You have no renter passport: the data of your applications was deleted. Your next application becomes your passport.',
    deleted_one: 'Your passport was deleted: {{count}} application erased.',
    deleted_other: 'Your passport was deleted: {{count}} applications erased.',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    myApplications: typeof myApplications;
  }
}
