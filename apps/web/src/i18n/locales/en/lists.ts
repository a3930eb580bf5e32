/** The shared back-office lists: the result count and page links (components/ResultPager). */
export const lists = {
  pages: {
    showing: 'Showing {{from}}-{{to}} of {{total}} results',
    goToPage: 'Go to page {{page}}',
    currentPage: 'Page {{page}}, current page',
    first: 'Go to the first page',
    last: 'Go to the last page',
    next: 'Go to the next page',
    previous: 'Go to the previous page',
  },
};

declare module '../../namespace-types' {
  interface Namespaces {
    lists: typeof lists;
  }
}
