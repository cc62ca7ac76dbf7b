import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';

const activityLogPage = async () => ({
  Component: (await import('../../features/activity-log/pages/activity-log-page.tsx'))
    .ActivityLogPage,
});

/** /manage-users/logs/:userId: an administrator reads a user's log (the API decides whose). */
export const userActivityLogRoutes: RouteObject[] = [
  { path: paths.users.logs.path, lazy: activityLogPage },
];

/** /user-profile/logs, 'Minhas atividades': every signed-in user's own log. */
export const ownActivityLogRoutes: RouteObject[] = [
  { path: paths.profile.logs.path, lazy: activityLogPage },
];
