import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';

/**
 * The opportunity wizard and editor. Spread before any /proposals/:proposalId route, so that
 * /proposals/new is never read as an opportunity id.
 */
export const proposalFormRoutes: RouteObject[] = [
  {
    path: paths.proposals.new.path,
    lazy: async () => ({
      Component: (await import('../../features/proposals/form/pages/proposal-new-page.tsx'))
        .ProposalNewPage,
    }),
  },
  {
    path: paths.proposals.edit.path,
    lazy: async () => ({
      Component: (await import('../../features/proposals/form/pages/proposal-edit-page.tsx'))
        .ProposalEditPage,
    }),
  },
];
