export const common = {
  appName: 'Rentals',
  skipToContent: 'Skip to main content',
  showPassword: 'Show password',
  hidePassword: 'Hide password',
  loading: 'Loading…',
  /** A poster's badge (issue 25): components/plain/VerifiedBadge.tsx. */
  verified: 'Verified',
  language: {
    label: 'Language',
    switchTo: 'Switch the language to {{language}}',
    en: 'English',
    fr: 'Français',
  },
  /** Staff pages a staff member's permissions do not open. */
  staffNoAccess: {
    dashboard: 'Go to the dashboard',
  },
  actions: {
    save: 'Save',
    cancel: 'Cancel',
    close: 'Close',
    confirm: 'Confirm',
    retry: 'Try again',
    back: 'Back',
  },
  crash: {
    title: 'OOPS! SOMETHING WENT WRONG!',
    body: "Whoops! We're sorry, something's gone wrong. Go back to the homepage or reload the page.",
    refresh: 'Refresh',
    home: 'Go to the homepage',
  },
  dialogs: {
    failedTitle: 'Failed',
    failedText: 'Oops! Something went wrong. Try after sometime',
    successTitle: 'Success',
    successText: 'Submitted successfully',
  },
  footer: {
    tagline: 'Homes for rent across Canada, in English and French.',
    rights: '© {{year}} Rentals. All rights reserved.',
  },
  audit: {
    loadError: 'The history could not be loaded.',
    by: 'By {{email}} on {{date}}',
    changes: 'Changes',
    field: 'Field',
    before: 'Before',
    after: 'After',
    noChanges: 'No field changed.',
    yes: 'Yes',
    no: 'No',
    none: '—',
  },
  /** A listing's age on its card and page: {{when}} is 'today', 'yesterday', '3 days ago'. */
  listingAge: {
    posted: 'Posted {{when}}',
    updated: 'Updated {{when}}',
    confirmed: 'Availability confirmed {{when}}',
  },
  list: {
    showing_one: 'Showing {{from}}-{{to}} of {{total}} result',
    showing_other: 'Showing {{from}}-{{to}} of {{total}} results',
  },
  pager: {
    label: 'Pages',
    goToPage: 'Go to page {{page}}',
    currentPage: 'Page {{page}}, current page',
    first: 'Go to the first page',
    last: 'Go to the last page',
    next: 'Go to the next page',
    previous: 'Go to the previous page',
  },
  helpLink: {
    text: 'Help',
    newTab: '(opens in a new tab)',
    topics: { plans: 'Help with plans' },
  },
  notFoundRedirect: 'This page does not exist. You have been taken to the homepage.',
};

declare module '../../namespace-types' {
  interface Namespaces {
    common: typeof common;
  }
}
