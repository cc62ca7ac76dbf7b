import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { AccessGuard } from '../guards/access-guard.tsx';

const toLogin = <Navigate to={paths.auth.login.getHref()} replace />;

/** /auth: the sign-in screens (guests), the code screen, and the way out. */
export const authRoutes: RouteObject[] = [
  {
    path: paths.auth.root.path,
    children: [
      { index: true, element: toLogin },
      {
        element: <AccessGuard access="guest" />,
        children: [
          {
            path: paths.auth.login.path,
            lazy: async () => ({
              Component: (await import('../../features/auth/pages/login-page.tsx')).LoginPage,
            }),
          },
          {
            path: paths.auth.forgotPassword.path,
            lazy: async () => ({
              Component: (await import('../../features/auth/pages/forgot-password-page.tsx'))
                .ForgotPasswordPage,
            }),
          },
          {
            path: paths.auth.changePassword.path,
            lazy: async () => ({
              Component: (await import('../../features/auth/pages/change-password-page.tsx'))
                .ChangePasswordPage,
            }),
          },
        ],
      },
      {
        element: <AccessGuard access="twoFactor" />,
        children: [
          {
            path: paths.auth.twoFactor.path,
            lazy: async () => ({
              Component: (await import('../../features/auth/pages/two-factor-page.tsx'))
                .TwoFactorPage,
            }),
          },
        ],
      },
      { path: '*', element: toLogin },
    ],
  },
  {
    path: paths.logout.path,
    lazy: async () => ({
      Component: (await import('../../features/auth/pages/logout-page.tsx')).LogoutPage,
    }),
  },
];
