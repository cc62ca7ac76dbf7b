import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** 'Interesses recebidos', 'Interesses enviados' and a thread, each loaded on first visit. */
export const interestRoutes: RouteObject[] = [
  {
    path: paths.interests.received.path,
    lazy: async () => ({
      Component: (await import('../../features/interests/pages/interests-page.tsx'))
        .ReceivedInterestsPage,
    }),
  },
  {
    path: paths.interests.sent.path,
    lazy: async () => ({
      Component: (await import('../../features/interests/pages/interests-page.tsx'))
        .SentInterestsPage,
    }),
  },
  {
    path: paths.interests.detail.path,
    lazy: async () => ({
      Component: (await import('../../features/interests/pages/interest-thread-page.tsx'))
        .InterestThreadPage,
    }),
  },
];
