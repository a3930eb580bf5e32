import type { RouteObject } from 'react-router';

/* The staff pages of applications (issue 18): the table of every submitted application. */
export const staffRoutes: RouteObject[] = [
  {
    path: 'rental-application-table-view',
    lazy: async () => ({
      Component: (await import('./components/ApplicationTablePage')).ApplicationTablePage,
    }),
  },
];
