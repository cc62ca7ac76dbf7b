import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { AccessGuard } from '../guards/access-guard.tsx';
import { ownActivityLogRoutes, userActivityLogRoutes } from './activity-log-routes.tsx';
import { companyRoutes } from './company-routes.tsx';
import { customerRoutes, whitelabelRoutes } from './customer-routes.tsx';
import { interestRoutes } from './interest-routes.tsx';
import { localityEditRoutes } from './locality-edit-routes.tsx';
import { outcomesRoutes } from './outcomes-routes.tsx';
import { profileRoutes } from './profile-routes.tsx';
import { proposalFormRoutes } from './proposal-form-routes.tsx';
import { proposalListRoutes } from './proposal-routes.tsx';
import { userRoutes } from './user-routes.tsx';

/** Screens of the administration areas open to admins and the superadmin. */
const adminRoutes: RouteObject[] = [...whitelabelRoutes, ...userActivityLogRoutes, ...userRoutes];

/** Everything behind sign-in, inside the application shell. */
export const appRoutes: RouteObject[] = [
  {
    element: <AccessGuard access="authenticated" />,
    children: [
      // Outside the shell, which shows no page until the terms are accepted.
      { index: true, element: <Navigate to={paths.cities.list.getHref()} replace /> },
      {
        // A page that fails shows the error inside the shell, which stays usable.
        lazy: async () => {
          const { AppLayout, ShellErrorBoundary } = await import('../shell/app-layout.tsx');
          return { Component: AppLayout, ErrorBoundary: ShellErrorBoundary };
        },
        children: [
          {
            path: paths.cities.list.path,
            lazy: async () => ({
              Component: (await import('../../features/cities/pages/cities-page.tsx')).CitiesPage,
            }),
          },
          {
            path: paths.cities.detail.path,
            lazy: async () => ({
              Component: (await import('../../features/cities/pages/city-detail-page.tsx'))
                .CityDetailPage,
            }),
          },
          {
            path: paths.states.list.path,
            lazy: async () => ({
              Component: (await import('../../features/states/pages/states-page.tsx')).StatesPage,
            }),
          },
          {
            path: paths.states.detail.path,
            lazy: async () => ({
              Component: (await import('../../features/states/pages/state-detail-page.tsx'))
                .StateDetailPage,
            }),
          },
          {
            path: paths.politicians.list.path,
            lazy: async () => ({
              Component: (await import('../../features/politicians/pages/politicians-page.tsx'))
                .PoliticiansPage,
            }),
          },
          {
            path: paths.politicians.detail.path,
            lazy: async () => ({
              Component: (
                await import('../../features/politicians/pages/politician-detail-page.tsx')
              ).PoliticianDetailPage,
            }),
          },
          {
            path: paths.terms.path,
            lazy: async () => ({
              Component: (await import('../../features/auth/pages/terms-page.tsx')).TermsPage,
            }),
          },
          {
            path: paths.compare.path,
            lazy: async () => ({
              Component: (await import('../../features/compare/pages/compare-page.tsx'))
                .ComparePage,
            }),
          },
          ...localityEditRoutes,
          ...outcomesRoutes,
          ...companyRoutes,
          {
            path: paths.corporateConnections.path,
            lazy: async () => ({
              Component: (
                await import('../../features/connections/pages/corporate-connections-page.tsx')
              ).CorporateConnectionsPage,
            }),
          },
          ...proposalFormRoutes,
          ...proposalListRoutes,
          ...interestRoutes,
          ...ownActivityLogRoutes,
          ...profileRoutes,
          { element: <AccessGuard access="admin" />, children: adminRoutes },
          { element: <AccessGuard access="superadmin" />, children: customerRoutes },
        ],
      },
    ],
  },
];
