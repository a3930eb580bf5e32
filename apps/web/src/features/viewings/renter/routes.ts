import type { FeatureRoutes } from '../../../lib/routing/feature-routes';

/* The renter's viewing pages: booking a listing's viewing and 'My viewings'. */
export const renterRoutes: FeatureRoutes = {
  signedIn: [
    {
      // The listing page's 'Book a viewing' links here with the chosen time (?listing=&slot=&kind=).
      path: 'viewing-form',
      lazy: async () => ({ Component: (await import('./components/ViewingFormPage')).ViewingFormPage }),
    },
    {
      // The same page with the slot picker as the first step of a stepper (spec/01 §2).
      path: 'viewing-form-beta',
      lazy: async () => ({
        Component: (await import('./components/ViewingFormPage')).ViewingFormBetaPage,
      }),
    },
    {
      // In the renter's side navigation; the booking result and the conversations link here.
      path: 'my-viewings',
      lazy: async () => ({ Component: (await import('./components/MyViewingsPage')).MyViewingsPage }),
    },
  ],
};
