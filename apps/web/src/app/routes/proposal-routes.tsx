import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** The opportunity list and detail pages, each loaded on first visit. */
export const proposalListRoutes: RouteObject[] = [
  {
    path: paths.proposals.list.path,
    lazy: async () => ({
      Component: (await import('../../features/proposals/pages/proposals-page.tsx')).ProposalsPage,
    }),
  },
  {
    path: paths.proposals.detail.path,
    lazy: async () => ({
      Component: (await import('../../features/proposals/pages/proposal-detail-page.tsx'))
        .ProposalDetailPage,
    }),
  },
];
