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
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    myApplications: typeof myApplications;
  }
}
