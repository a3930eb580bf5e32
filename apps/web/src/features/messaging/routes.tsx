import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

async function inboxPage() {
  return { Component: (await import('./inbox/components/InboxPage')).InboxPage };
}

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
  staff: [
    {
      // The staff inbox: every conversation; /adminInbox/{id}/listing is the same page for one listing.
      path: 'adminInbox',
      lazy: inboxPage,
    },
    { path: 'adminInbox/:id/listing', lazy: inboxPage },
  ],
};
