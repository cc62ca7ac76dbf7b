import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';

const page = (name: 'CityOutcomesPage' | 'StateOutcomesPage' | 'CustomerOutcomesPage') => ({
  lazy: async () => ({
    Component: (await import('../../features/outcomes/pages/outcomes-page.tsx'))[name],
  }),
});

/** Outcomes of interests: under the city and the state, and a customer's dashboard. */
export const outcomesRoutes: RouteObject[] = [
  { path: paths.cities.outcomes.path, ...page('CityOutcomesPage') },
  { path: paths.states.outcomes.path, ...page('StateOutcomesPage') },
  { path: paths.customerOutcomes.path, ...page('CustomerOutcomesPage') },
];
