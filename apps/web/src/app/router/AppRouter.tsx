import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { routes } from './routes';

export function AppRouter() {
  // Created inside the providers, once, so route components can use the session and Apollo.
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
