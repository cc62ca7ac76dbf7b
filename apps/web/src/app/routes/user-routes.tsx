import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** The user list and forms (admins and the superadmin), each loaded on first visit. */
export const userRoutes: RouteObject[] = [
  {
    path: paths.users.list.path,
    lazy: async () => ({
      Component: (await import('../../features/users/pages/users-page.tsx')).UsersPage,
    }),
  },
  {
    path: paths.users.new.path,
    lazy: async () => ({
      Component: (await import('../../features/users/pages/user-new-page.tsx')).UserNewPage,
    }),
  },
  {
    path: paths.users.edit.path,
    lazy: async () => ({
      Component: (await import('../../features/users/pages/user-edit-page.tsx')).UserEditPage,
    }),
  },
];
