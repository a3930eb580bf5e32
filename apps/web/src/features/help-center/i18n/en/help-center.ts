export const helpCenter = {
  title: 'Help center',
  intro: 'Answers for renters and landlords, from finding a home to signing the lease.',
  headDescription:
    'How to search, apply, list a property, choose a plan and stay safe: answers from the Rentals team for renters and landlords.',
  search: {
    label: 'Search the help center',
    field: 'Search for answers',
    button: 'Search',
    clear: 'Clear the search',
    hint: 'Results appear as you type. Spelling mistakes are fine.',
    loading: 'Searching…',
    results_one: '{{count}} article for “{{query}}”',
    results_other: '{{count}} articles for “{{query}}”',
    resultsList: 'Matching articles',
    none: 'No results for “{{query}}”.',
    noneHint: 'Try other words, or ask our team: we answer every message.',
    contact: 'Contact us about it',
    error: 'The search failed.',
    retry: 'Try again',
    inCollection: 'In {{collection}}',
  },
  audience: {
    label: 'Show answers for',
    RENTER: 'I am a renter',
    LANDLORD: 'I am a landlord',
    all: 'Everyone',
  },
  collections: {
    title: 'Browse by topic',
    articles_one: '{{count}} article',
    articles_other: '{{count}} articles',
    opensInNewTab: '(opens in a new tab)',
    none: 'No collections for this choice yet.',
    loadError: 'The help center could not be loaded.',
  },
  popular: {
    title: 'Popular articles',
  },
  readingTime: '{{minutes}} min read',
  stillNeedHelp: {
    title: 'Still need help?',
    text: 'Our team answers renters and landlords by message, in English and French.',
    link: 'Contact us',
  },
  collection: {
    loading: 'Loading the collection…',
    loadError: 'The collection could not be loaded.',
    list: 'Articles in this collection',
    empty: 'This collection has no article in English yet.',
    notFoundTitle: 'Collection not found',
    notFoundText: 'This collection does not exist or has no published article.',
    back: 'Back to the help center',
  },
  article: {
    loading: 'Loading the article…',
    loadError: 'The article could not be loaded.',
    breadcrumbs: 'Breadcrumbs',
    crumbHome: 'Home',
    updated: 'Last updated {{date}}',
    related: 'Related articles',
    notFoundTitle: 'Article not found',
    notFoundText: 'This article does not exist or is not published any more.',
    back: 'Back to the help center',
  },
  feedback: {
    question: 'Was this article helpful?',
    yes: 'Yes',
    no: 'No',
    commentLabel: 'What was missing? (optional)',
    commentCount: '{{length}} / {{max}} characters',
    send: 'Send',
    skip: 'Skip',
    thanks: 'Thank you for your answer.',
    thanksComment: 'Thank you: your comment helps us improve this article.',
    error: 'Your answer could not be sent.',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    helpCenter: typeof helpCenter;
  }
}
