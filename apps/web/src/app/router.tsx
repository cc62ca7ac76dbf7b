import { createBrowserRouter, redirect } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { PageLoader } from '../components/page-loader.tsx';
import { paths } from '../lib/paths.ts';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

const router = createBrowserRouter([
  {
    path: paths.home.path,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      {
        index: true,
        loader: () => redirect(paths.status.getHref()),
      },
      {
        path: paths.status.path,
        lazy: async () => {
          const { StatusPage } = await import('../features/status/pages/status-page.tsx');
          return { Component: StatusPage };
        },
      },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
