export const savedSearches = {
  frequency: {
    label: 'Alerts',
    INSTANT: 'Instant: an e-mail for each new home',
    DAILY: 'Daily: one e-mail at 8 a.m.',
    NONE: 'None: keep the search only',
  },
  frequencyShort: { INSTANT: 'Instant', DAILY: 'Daily', NONE: 'None' },
  save: {
    title: 'Save this search',
    intro: 'Keep these filters and the map area, and hear of new homes that match by e-mail.',
    submit: 'Save search',
    cancel: 'Cancel',
    close: 'Close',
    saved: 'Search saved. You can rename it, change its alerts or delete it on your saved searches page.',
    openList: 'See my saved searches',
  },
  page: {
    title: 'Saved searches',
    subtitle: 'The searches you keep, and how you hear of new homes that match them.',
    loadError: 'Your saved searches could not be loaded.',
    emptyTitle: 'No saved searches yet',
    emptyText: 'Search for a home, then choose “Save this search” to be told of new listings that match.',
    startSearch: 'Start a search',
    list: 'Your saved searches',
  },
  item: {
    open: 'Open search',
    rename: 'Rename',
    renameLabel: 'New name for “{{name}}”',
    saveName: 'Save name',
    cancel: 'Cancel',
    pause: 'Pause alerts',
    resume: 'Resume alerts',
    paused: 'Alerts paused',
    delete: 'Delete',
    frequencyLabel: 'Alerts for “{{name}}”',
    savedOn: 'Saved on {{date}}',
    confirmTitle: 'Delete “{{name}}”?',
    confirmText: 'The search and its alerts are deleted. You can save it again from the search page.',
    renamed: 'Name saved.',
    updated: 'Alerts updated.',
    deleted: 'Search deleted.',
  },
  unsubscribe: {
    title: 'Saved search alerts',
    question: 'Stop the e-mail alerts of this saved search? The search itself stays saved.',
    confirm: 'Turn these alerts off',
    done: 'The alerts of this saved search are off. You can turn them back on from your saved searches page.',
    unknown:
      'This link is not valid. Open the latest alert e-mail, or change your alerts on your saved searches page.',
    home: 'Back to the home page',
  },
};

declare module '../../../../i18n/namespace-types' {
  interface Namespaces {
    savedSearches: typeof savedSearches;
  }
}
