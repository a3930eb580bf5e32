export const knowledgeCenter = {
  title: 'Knowledge Center',
  intro: 'Guides, news and the rules of renting in Canada, in one place.',
  headDescription:
    'Guides for renters and landlords, housing news, and the rental laws of your province: search everything we publish.',
  search: {
    label: 'Search guides, news and rental laws',
    field: 'Search a topic',
    button: 'Search',
    clear: 'Clear the search',
    hint: 'Type at least two letters. Results appear as you type.',
    loading: 'Searching…',
    results_one: '{{count}} result for “{{query}}”',
    results_other: '{{count}} results for “{{query}}”',
    resultsList: 'Search results',
    none: 'Nothing matches “{{query}}”.',
    noneHint: 'Try other words, or check the spelling.',
    error: 'The search failed. Try again.',
    retry: 'Try again',
  },
  kinds: {
    BLOG: 'Blog post',
    ARTICLE: 'Article',
    RENTAL_LAW: 'Rental law',
    HELP_CENTER: 'Help center',
  },
  external: '(opens another site in a new tab)',
  sections: {
    posts: 'Latest from the blog',
    allPosts: 'All blog posts',
    trending: 'Trending',
    estateScoop: 'Estate Scoop',
    rentalLaws: 'Rental laws in {{province}}',
    allRentalLaws: 'All rental laws',
    readingTime_one: '{{count}} min read',
    readingTime_other: '{{count}} min read',
    audience: {
      RENTER: 'For renters',
      LANDLORD: 'For landlords',
      BOTH: 'For renters and landlords',
    },
    helpTitle: 'Help center',
    helpText: 'Answers about your account, listings, applications and payments.',
    helpLink: 'Visit the help center',
  },
  loadError: 'This page could not be loaded.',
  retry: 'Try again',
  feeds: {
    rss: 'Blog (RSS)',
    atom: 'Blog (Atom)',
  },
  feed: {
    title: 'Live feed',
    description: 'The newest homes for rent and the latest posts, updated every few minutes.',
    listings: 'New homes for rent',
    posts: 'Latest posts',
    noListings: 'No homes to show right now.',
    noPosts: 'No posts yet.',
    updated: 'Updated at {{time}}',
    from: 'From {{price}}/month',
    contact: 'Contact for price',
    error: 'The feed could not be updated. It will try again shortly.',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    knowledgeCenter: typeof knowledgeCenter;
  }
}
