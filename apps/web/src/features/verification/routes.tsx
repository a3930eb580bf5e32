import type { FeatureRoutes } from '../../lib/routing/feature-routes';

const queuePage = async () => ({
  Component: (await import('./components/VerificationQueuePage')).VerificationQueuePage,
});

export const routes: FeatureRoutes = {
  signedIn: [
    {
      path: 'verification',
      lazy: async () => ({ Component: (await import('./components/GetVerifiedPage')).GetVerifiedPage }),
    },
  ],
  // The queue is a tab of both back-office pages it belongs to (issue 25).
  staff: [
    { path: 'users/verification', lazy: queuePage },
    { path: 'requestedListing/verification', lazy: queuePage },
  ],
};
