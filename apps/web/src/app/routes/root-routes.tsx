import type { RouteObject } from 'react-router';
import { PageLoader } from '../../components/page-loader.tsx';
import { paths } from '../../lib/paths.ts';
import { RootLayout } from '../root-layout.tsx';
import { RouteErrorBoundary } from '../route-error-boundary.tsx';
import { appRoutes } from './app-routes.tsx';
import { authRoutes } from './auth-routes.tsx';
import { ToErrorPage } from './to-error-page.tsx';

/** Every screen of the application; tests mount the same tree in a memory router. */
export const rootRoutes: RouteObject[] = [
  {
    path: paths.home.path,
    Component: RootLayout,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
    children: [
      // Public: the system status page, and the error screen unknown paths end on (inside the
      // shell for a signed-in user).
      {
        path: paths.status.path,
        lazy: async () => ({
          Component: (await import('../../features/status/pages/status-page.tsx')).StatusPage,
        }),
      },
      {
        path: paths.error.path,
        lazy: async () => ({ Component: (await import('../error-page.tsx')).ErrorPage }),
      },
      ...authRoutes,
      ...appRoutes,
      { path: '*', element: <ToErrorPage /> },
    ],
  },
];
