import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  public: [
    {
      // Where a new-message e-mail's unsubscribe link lands (apps/api message-email-token.ts).
      path: 'message/unsubscribe',
      lazy: async () => ({
        Component: await withApollo(
          import('./components/UnsubscribeMessagesPage').then((m) => m.UnsubscribeMessagesPage),
        ),
      }),
    },
  ],
  signedIn: [
    {
      // Renters' and landlords' conversations; `?room=` opens one.
      path: 'message',
      lazy: async () => ({ Component: (await import('./components/MessagesPage')).MessagesPage }),
    },
    {
      // The first message about a listing; a visitor logs in or signs up first and comes back here.
      path: 'listing/:id/contact',
      lazy: async () => ({ Component: (await import('./components/ContactPage')).ContactPage }),
    },
  ],
  // The staff inbox (/adminInbox, /adminInbox/{id}/listing) shows the contact feature's messages
  // too: it is composed in app/router/compositions.tsx.
};
