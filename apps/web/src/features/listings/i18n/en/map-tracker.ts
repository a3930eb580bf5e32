/** The properties map tracker of the back office (listings/map). */
export const mapTracker = {
  map: {
    title: 'Properties Map Tracker',
    subtitle: 'Every listing on the map, with its state.',
    filters: 'Filter the map',
    states: 'States',
    city: 'City',
    cityHint: 'The start of the city name',
    label: 'Map of the listings',
    legend: 'What the markers show',
    legendText:
      'Each marker names its state, in that state’s colour below; close markers merge into a numbered green circle.',
    count_one: '{{formatted}} listing on the map',
    count_other: '{{formatted}} listings on the map',
    limit_one: 'The map shows the newest listing. Filter by state or city to see the others.',
    limit_other: 'The map shows the newest {{count}} listings. Filter by state or city to see the others.',
    loadError: 'The listings could not be loaded.',
    emptyTitle: 'No listings match these filters',
    emptyText: 'Choose more states or another city.',
    list: 'Listings on the map',
    columns: {
      title: 'Listing',
      state: 'State',
      city: 'City',
      actions: 'Actions',
    },
    show: 'Details',
    showLabel: 'Show the details of {{title}}',
    details: {
      heading: 'Listing details',
      close: 'Close the details',
      owner: 'Owner: {{name}}',
      ownerEmail: 'Owner: {{name}} ({{email}})',
      created: 'Created {{date}}',
      units_one: '{{count}} unit',
      units_other: '{{count}} units',
      open: 'Open the listing page',
      loadError: 'The details could not be loaded.',
    },
    state: {
      PENDING: 'Pending',
      ACTIVE: 'Active',
      HIDDEN: 'Hidden',
      PREMIUM: 'Premium',
    },
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    mapTracker: typeof mapTracker;
  }
}
