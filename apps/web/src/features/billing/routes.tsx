import type { FeatureRoutes } from '../../lib/routing/feature-routes';

/*
 * Billing (issue 21): the landlord's payments and receipts, a tab of the landlord's pages under
 * /building; staff's payments with refunds and the same receipts under /payments.
 */
export const routes: FeatureRoutes = {
  signedIn: [
    {
      path: 'building/billing',
      lazy: async () => ({ Component: (await import('./components/BillingPage')).BillingPage }),
    },
    {
      path: 'building/billing/:paymentId',
      lazy: async () => {
        const { ReceiptPage } = await import('./components/ReceiptPage');
        return { Component: () => <ReceiptPage back="billing" /> };
      },
    },
  ],
  staff: [
    {
      path: 'payments',
      lazy: async () => ({ Component: (await import('./components/StaffPaymentsPage')).StaffPaymentsPage }),
    },
    {
      path: 'payments/:paymentId',
      lazy: async () => {
        const { ReceiptPage } = await import('./components/ReceiptPage');
        return { Component: () => <ReceiptPage back="payments" /> };
      },
    },
  ],
};
