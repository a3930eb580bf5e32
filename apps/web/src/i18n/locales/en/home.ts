export const home = {
  metaTitle: 'Homes for rent in Canada',
  metaDescription:
    'Apartments, condos, houses and rooms for rent across Canada, in English and French. Search by city, talk to landlords, book viewings and apply online.',
  hero: {
    title: 'Find your next home in Canada',
    subtitle:
      'Apartments, condos, houses and rooms for rent. Talk to landlords, book viewings and apply online.',
    searchLabel: 'City',
    searchPlaceholder: 'Search a city, e.g. {{city}}',
    submit: 'Search',
    noOptions: 'No matching city',
    searchForm: 'Search homes by city',
  },
  trending: {
    title: 'Trending rentals',
    subtitle: 'Premium listings first, then the newest homes on Rentals.',
    seeAll: 'See all rentals',
    empty: 'No listings are published yet. Check back soon.',
    error: 'The listings could not be loaded.',
    loading: 'Loading listings',
  },
  featured: {
    title: 'Featured cities',
    subtitle: 'Homes up to {{max}} a month in the areas renters search most.',
    count_one: '{{formatted}} home',
    count_other: '{{formatted}} homes',
    none: 'No homes listed yet',
    explore: 'Explore',
  },
  testimonials: {
    title: 'What our renters and landlords say',
  },
  popular: {
    title: 'Browse by neighbourhood',
    subtitle: 'Every city on Rentals, with the neighbourhoods renters look at most.',
    empty: 'No cities are available yet.',
    error: 'The cities could not be loaded.',
    explore: 'Explore homes in {{city}}',
    more_one: '+{{count}} more',
    more_other: '+{{count}} more',
  },
  value: {
    title: 'Renting, made simple',
    renters: {
      title: 'For renters',
      text: 'Search by city and neighbourhood, save time with clear listings, and message landlords directly.',
    },
    landlords: {
      title: 'For landlords',
      text: 'List buildings and units, choose a plan that fits, and boost a listing when you need more views.',
    },
    apply: {
      title: 'Apply and sign online',
      text: 'Book viewings, send a rental application and sign the lease electronically.',
    },
    bilingual: {
      title: 'In English and French',
      text: 'Every page is available in both official languages. Switch at any time from the header.',
    },
  },
  cta: {
    landlordTitle: 'Own a property?',
    landlordText: 'Reach renters looking in your city today.',
    landlordAction: 'List Your Property',
    learnTitle: 'New to renting in Canada?',
    learnText: 'Read our guides on leases, deposits and your rights as a tenant.',
    learnAction: 'Visit the Knowledge Center',
    helpAction: 'Contact us',
  },
};

declare module '../../namespace-types' {
  interface Namespaces {
    home: typeof home;
  }
}
