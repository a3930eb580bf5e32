export const riskSignals = {
  chip_one: '{{count}} signal, {{severity}}',
  chip_other: '{{count}} signals, highest {{severity}}',
  none: 'No signals',
  show: 'Show the risk signals of {{title}}',
  dialogTitle: 'Risk signals: {{title}}',
  intro: 'Reasons to look closer before approving. A signal is not proof of fraud.',
  close: 'Close',
  severity: { LOW: 'low', MEDIUM: 'medium', HIGH: 'high' },
  severityLabel: 'Severity: {{severity}}',
  newAccountToday: 'Posted on the day the account was created.',
  newAccount_one: 'Posted by an account {{count}} day old.',
  newAccount_other: 'Posted by an account {{count}} days old.',
  rentBelow_one:
    'Rent {{rent}} is {{percent}}% below the median {{median}} of {{count}} published listing ({{bedrooms}}) in {{area}}.',
  rentBelow_other:
    'Rent {{rent}} is {{percent}}% below the median {{median}} of {{count}} published listings ({{bedrooms}}) in {{area}}.',
  reusedPictures_one: '{{count}} picture was already posted by {{accounts}}.',
  reusedPictures_other: '{{count}} pictures were already posted by {{accounts}}.',
  otherAccounts_one: '{{count}} other account',
  otherAccounts_other: '{{count}} other accounts',
  contact: 'The description gives {{kinds}}.',
  contactKinds: {
    PHONE: 'a phone number',
    EMAIL: 'an e-mail address',
    CONTACT_WORD: 'a way to be reached off the site (such as e-mail or WhatsApp)',
  },
  and: ' and ',
  paymentWords: 'The description uses payment wording: {{words}}.',
  manyListings_one: 'The account posted {{count}} listing within {{hours}} hours of this one.',
  manyListings_other: 'The account posted {{count}} listings within {{hours}} hours of this one.',
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    riskSignals: typeof riskSignals;
  }
}
