export const rentalLaws = {
  title: 'Rental laws by province',
  intro:
    'What renters and landlords should know about rent increases, deposits, notices, ending a tenancy, repairs and discrimination, written in plain language.',
  choiceLabel: 'Whose rules to show',
  province: 'Province or territory',
  iAm: 'I am',
  renter: 'I am a renter',
  landlord: 'I am a landlord',
  disclaimerTitle: 'General information, not legal advice',
  disclaimer:
    'These pages explain the general rules. They do not replace the law or advice about your situation. Disputes between landlords and tenants {{inProvince}} go to the {{tribunal}}.',
  tribunalLink: 'Visit the {{tribunal}} (opens in a new tab)',
  entriesLabel: 'Rental law entries for {{province}}',
  audience: {
    RENTER: 'For renters',
    LANDLORD: 'For landlords',
    BOTH: 'For renters and landlords',
  },
  source: 'Official source: {{title}}',
  sourceFallback: 'Official source',
  opensInNewTab: '(opens in a new tab)',
  lastReviewed: 'Last reviewed on {{date}}',
  emptyTitle: 'Not written yet for {{province}}',
  inProvince: {
    AB: 'in Alberta',
    BC: 'in British Columbia',
    MB: 'in Manitoba',
    NB: 'in New Brunswick',
    NL: 'in Newfoundland and Labrador',
    NS: 'in Nova Scotia',
    NT: 'in the Northwest Territories',
    NU: 'in Nunavut',
    ON: 'in Ontario',
    PE: 'in Prince Edward Island',
    QC: 'in Quebec',
    SK: 'in Saskatchewan',
    YT: 'in Yukon',
  },
  emptyText: 'Here are the official resources for renters and landlords {{inProvince}}:',
  loadError: 'The rental laws could not be loaded.',
  retry: 'Try again',
  loading: 'Loading the rental laws…',
  head: {
    title: 'Rental laws: {{province}}, {{reader}}',
    description: 'Rental laws in {{province}}, {{reader}}: {{topics}}.',
    emptyDescription: 'Official resources on rental laws in {{province}}.',
    reader: {
      RENTER: 'for renters',
      LANDLORD: 'for landlords',
    },
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    rentalLaws: typeof rentalLaws;
  }
}
