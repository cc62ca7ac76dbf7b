import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';

const page =
  (name: keyof typeof import('../../features/profile/pages/profile-pages.tsx')) => async () => ({
    Component: (await import('../../features/profile/pages/profile-pages.tsx'))[name],
  });

/**
 * /user-profile and its forms, for any signed-in user. No catch-all under /user-profile:
 * /user-profile/logs is registered apart, and an unknown path reaches the app's error page.
 */
export const profileRoutes: RouteObject[] = [
  {
    path: paths.profile.root.path,
    lazy: async () => ({
      Component: (await import('../../features/profile/pages/profile-layout.tsx')).ProfileLayout,
    }),
    children: [
      {
        index: true,
        element: <Navigate to={paths.profile.personalInformation.getHref()} replace />,
      },
      { path: paths.profile.personalInformation.path, lazy: page('PersonalInformationPage') },
      { path: paths.profile.accountInformation.path, lazy: page('AccountInformationPage') },
      { path: paths.profile.changePassword.path, lazy: page('ChangePasswordPage') },
      {
        path: paths.profile.notificationConfiguration.path,
        lazy: page('NotificationConfigurationPage'),
      },
      { path: paths.profile.emailSettings.path, lazy: page('EmailSettingsPage') },
    ],
  },
];
