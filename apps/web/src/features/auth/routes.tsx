import { withApollo } from '../../lib/apollo/load-apollo';
import type { FeatureRoutes } from '../../lib/routing/feature-routes';

export const routes: FeatureRoutes = {
  public: [
    {
      path: 'login',
      lazy: async () => ({
        Component: await withApollo(import('./components/LoginPage').then((m) => m.LoginPage)),
      }),
    },
    {
      path: 'login/callback',
      lazy: async () => ({
        Component: await withApollo(
          import('./components/HostedLoginCallbackPage').then((m) => m.HostedLoginCallbackPage),
        ),
      }),
    },
    {
      path: 'forgot-password',
      lazy: async () => ({
        Component: await withApollo(
          import('./components/ForgotPasswordPage').then((m) => m.ForgotPasswordPage),
        ),
      }),
    },
    {
      path: 'confirm-password',
      lazy: async () => ({
        Component: await withApollo(
          import('./components/ConfirmPasswordPage').then((m) => m.ConfirmPasswordPage),
        ),
      }),
    },
    {
      path: 'signup/confirm',
      lazy: async () => ({
        Component: await withApollo(
          import('./components/SignUpConfirmPage').then((m) => m.SignUpConfirmPage),
        ),
      }),
    },
  ],
  signedIn: [
    {
      path: 'profile/security',
      lazy: async () => ({
        Component: (await import('./components/AccountSecurityPage')).AccountSecurityPage,
      }),
    },
  ],
};
