export const legal = {
  titles: { TERMS: 'Terms of Use', PRIVACY: 'Privacy Policy' },
  descriptions: {
    TERMS:
      'The rules for using Rentals.ca: accounts, listings, messaging, applications, leases, plans and payments.',
    PRIVACY:
      'What personal information Rentals.ca collects, why, how long we keep it, your rights, and who is in charge of it.',
  },
  page: {
    versionLine: 'Version {{version}} · In effect since {{date}}',
    olderNotice: 'You are reading version {{version}}, which is no longer current.',
    readCurrent: 'Read the current version',
    contents: 'Contents',
    versions: 'All versions',
    versionItem: 'Version {{version}}, in effect since {{date}}',
    current: 'current',
    loadError: 'This document could not be loaded.',
    notFound: 'This version does not exist.',
  },
  officer: {
    heading: 'Who is in charge of your personal information',
    emailLabel: 'E-mail:',
    addressLabel: 'Mail:',
  },
  accept: {
    title: 'Our Terms of Use have changed',
    firstTitle: 'Please accept our Terms of Use',
    intro: 'To keep using Rentals.ca, please read and accept version {{version}} of our Terms of Use.',
    summary: 'What changed',
    read: 'Read the Terms of Use (opens in a new tab)',
    accept: 'Accept',
    logout: 'Log out',
  },
  admin: {
    title: 'Legal documents',
    intro:
      'The Terms of Use and the Privacy Policy. A published version cannot be changed: create a new draft.',
    loadError: 'The legal documents could not be loaded.',
    version: 'Version',
    effectiveOn: 'Effective',
    state: 'State',
    updated: 'Updated',
    actions: 'Actions',
    published: 'Published',
    current: 'Current',
    draft: 'Draft',
    none: 'No version yet.',
    createDraft: 'Create a draft',
    edit: 'Edit',
    preview: 'Preview',
    publish: 'Publish',
    delete: 'Delete',
    versionsOf: 'Versions of the {{title}}',
    editTitle: 'Edit {{title}}, version {{version}}',
    save: 'Save draft',
    cancel: 'Cancel',
    saved: 'The draft is saved.',
    created: 'Version {{version}} is created as a draft.',
    publishedToast: 'Version {{version}} is published.',
    deleted: 'The draft is deleted.',
    previewTitle: 'Preview of version {{version}}',
    close: 'Close',
    publishTitle: 'Publish version {{version}}?',
    publishTerms: 'Users will be asked to accept version {{version}} at their next login.',
    publishPrivacy: 'Version {{version}} will replace the current Privacy Policy for everyone.',
    deleteTitle: 'Delete the draft of version {{version}}?',
    deleteText: 'The draft and its changes will be lost.',
    english: 'English',
    french: 'French',
    actionsFor: 'Actions for version {{version}}',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    legal: typeof legal;
  }
}
