import type { FeatureRoutes } from '../../lib/routing/feature-routes';

async function enquiryPage() {
  return { Component: (await import('./components/RentalEnquiryPage')).RentalEnquiryPage };
}

/**
 * /rental-enquiry/{userType}/{located}/{id}/{id} and its shorter forms (spec/01 §2): user type,
 * city, listing and unit. Open to visitors: a lead is typed first and sent after logging in; a
 * renter writing about a listing logs in first, as on /listing/{id}/contact.
 */
export const routes: FeatureRoutes = {
  openAccount: [
    { path: 'rental-enquiry/:userType', lazy: enquiryPage },
    { path: 'rental-enquiry/:userType/:located', lazy: enquiryPage },
    { path: 'rental-enquiry/:userType/:located/:listingId', lazy: enquiryPage },
    { path: 'rental-enquiry/:userType/:located/:listingId/:unitId', lazy: enquiryPage },
  ],
};
