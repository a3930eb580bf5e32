/*
 * The landlord's review of applications (/building/applications) and what the applicant's pages
 * share with it: the summary, the dialogs and the application read back. Field labels, statuses
 * and actions come from the domain.
 */
export const applicationReview = {
  tabs: {
    label: 'Your listings, their viewings, applications and billing',
    listings: 'Properties',
    viewings: 'Viewings',
    applications: 'Applications',
    billing: 'Billing',
  },
  list: {
    title: 'Applications',
    subtitle: 'The rental applications to your listings. Open one to read it and decide.',
    label: 'Applications to your listings',
    filters: 'Filter the applications',
    listing: 'Listing',
    anyListing: 'All listings',
    status: 'Status',
    anyStatus: 'All statuses',
    loadError: 'The applications could not be loaded.',
    listingsError: 'Your listings could not be loaded to filter by.',
    emptyTitle: 'No applications yet',
    emptyText: 'When a renter applies for one of your listings, the application appears here.',
    noMatchTitle: 'No application matches',
    noMatchText: 'Try another listing or status.',
    clear: 'Clear the filters',
    open: 'Open the application',
    openLabel: 'Open the application of {{name}}',
  },
  facts: {
    ratio: 'Income to rent',
    ratioValue: '{{ratio}}× the rent',
    unknown: 'Not given',
    income: 'Gross monthly income',
    rent: 'Monthly rent',
    work: 'Occupation',
    household: 'Household',
    applyingAs: { tenant: 'Future tenant', guarantor: 'Guarantor' },
    coOccupants_one: '{{count}} co-occupant',
    coOccupants_other: '{{count}} co-occupants',
    pets: 'pets',
    noPets: 'no pets',
    documents: 'Documents',
    documentCount: '{{label}} ({{count}})',
    noDocuments: 'None',
    submitted: 'Submitted on',
    viewed: 'First opened on',
    decided: 'Decided on',
    expires: 'Expires if undecided',
  },
  decide: {
    label: 'Decide on this application',
    SHORTLIST: {
      title: 'Shortlist this application?',
      text: 'The applicant is told by message and e-mail that their application is shortlisted. You can approve or decline it later.',
      done: 'The application is shortlisted.',
    },
    APPROVE: {
      title: 'Approve this application?',
      text: 'The applicant is told by message and e-mail that their application is approved. This cannot be undone.',
      done: 'The application is approved.',
    },
    DECLINE: {
      title: 'Decline this application?',
      text: 'The applicant is told by message and e-mail that their application is declined. This cannot be undone.',
      done: 'The application is declined.',
    },
  },
  sin: {
    label: 'SIN',
    reveal: 'Reveal for a credit check',
    noConsent: 'The applicant did not consent to a credit check: the SIN stays hidden.',
    revealedAt: 'Shown once for the credit check on {{date}}.',
    shownOnce: 'Note it now for the credit check: it will not be shown again.',
    confirmTitle: 'Reveal the SIN?',
    confirmText:
      'The applicant consented to a credit check. The whole SIN can be shown once only, and the reading is recorded.',
    confirm: 'Reveal it once',
  },
  detail: {
    title: 'Application of {{name}}',
    back: 'Applications',
    loadError: 'The application could not be loaded.',
    summary: 'Summary',
    conversation: 'Conversation with {{name}}',
    prepareLease: 'Prepare lease',
    signature: 'Signature',
    download: 'Download {{name}}',
    downloadFailed: '{{name}} could not be downloaded.',
    signatureAlt: 'Signature of {{name}}',
    deletedApplicant: 'Applicant (data deleted)',
  },
  /** Why a landlord (or staff) no longer reads the answers: the share of the renter passport ended. */
  shareEnded: {
    REVOKED:
      'The applicant revoked your access on {{date}}: the answers, SIN and documents are no longer shared with you.',
    EXPIRED: 'The share expired on {{date}}: the answers, SIN and documents are no longer shared with you.',
    WITHDRAWN:
      'The applicant withdrew this application: its answers, SIN and documents are no longer shared.',
    ERASED: 'The applicant deleted their data on {{date}}: only the status history remains.',
  },
  history: {
    title: 'Status history',
    empty: 'No change yet.',
    by: {
      APPLICANT: 'The applicant',
      LANDLORD: 'The landlord',
      SYSTEM: 'Automatically',
    },
    /** As the applicant or the landlord reads their own changes. */
    byYou: 'You',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    applicationReview: typeof applicationReview;
  }
}
