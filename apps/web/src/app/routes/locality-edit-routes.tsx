import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { AccessGuard } from '../guards/access-guard.tsx';

const newPage = (kind: 'city' | 'state') => async () => {
  const { LocalityNewPage } = await import(
    '../../features/locality-edit/pages/locality-new-page.tsx'
  );
  return { Component: () => <LocalityNewPage kind={kind} /> };
};

/** The city and state edit pages, and the admins' pages enabling a new locality. */
export const localityEditRoutes: RouteObject[] = [
  {
    path: paths.cities.edit.path,
    lazy: async () => ({
      Component: (await import('../../features/locality-edit/pages/city-edit-page.tsx'))
        .CityEditPage,
    }),
  },
  {
    path: paths.states.edit.path,
    lazy: async () => ({
      Component: (await import('../../features/locality-edit/pages/state-edit-page.tsx'))
        .StateEditPage,
    }),
  },
  {
    element: <AccessGuard access="admin" />,
    children: [
      { path: paths.cities.new.path, lazy: newPage('city') },
      { path: paths.states.new.path, lazy: newPage('state') },
    ],
  },
];
