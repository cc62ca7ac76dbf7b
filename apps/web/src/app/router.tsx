import { createBrowserRouter, Navigate } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ErrorFallback } from '../components/error-fallback.tsx';
import { PageLoader } from '../components/page-loader.tsx';
import { paths } from '../lib/paths.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';
import { appRoutes } from './routes/app-routes.tsx';
import { authRoutes } from './routes/auth-routes.tsx';

const router = createBrowserRouter([
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      // Public: the system status page, and the fallback screen unknown paths end on.
      {
        path: paths.status.path,
        lazy: async () => ({
          Component: (await import('../features/status/pages/status-page.tsx')).StatusPage,
        }),
      },
      { path: paths.error.path, Component: ErrorFallback },
      ...authRoutes,
      ...appRoutes,
      { path: '*', element: <Navigate to={paths.error.getHref()} replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
