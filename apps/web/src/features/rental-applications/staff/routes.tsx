import type { RouteObject } from 'react-router';

/*
 * The staff pages of applications (issue 18): the table, and one application in full at
 * /rental-application-details/<id>. The bare /rental-application-details, where the side
 * navigation's 'Rental Application' leads (spec/01 §2), opens the table.
 */
export const staffRoutes: RouteObject[] = [
  {
    path: 'rental-application-table-view',
    lazy: async () => ({
      Component: (await import('./components/ApplicationTablePage')).ApplicationTablePage,
    }),
  },
  {
    path: 'rental-application-details/:id?',
    lazy: async () => ({
      Component: (await import('./components/ApplicationDetailsRoute')).ApplicationDetailsRoute,
    }),
  },
];
