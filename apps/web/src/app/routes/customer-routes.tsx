import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { ToErrorPage } from './to-error-page.tsx';

const formPage = async () => ({
  Component: (await import('../../features/customers/pages/customer-form-page.tsx'))
    .CustomerFormPage,
});

/** The superadmin's customer list and form, each loaded on first visit. */
export const customerRoutes: RouteObject[] = [
  {
    path: paths.customers.list.path,
    lazy: async () => ({
      Component: (await import('../../features/customers/pages/customers-page.tsx')).CustomersPage,
    }),
  },
  { path: paths.customers.new.path, lazy: formPage },
  { path: paths.customers.edit.path, lazy: formPage },
  { path: `${paths.customers.list.path}/*`, element: <ToErrorPage /> },
];

/** /customer: the whitelabel look of a customer (its admins and the superadmin). */
export const whitelabelRoutes: RouteObject[] = [
  {
    path: paths.whitelabel.path,
    lazy: async () => ({
      Component: (await import('../../features/customers/pages/whitelabel-page.tsx'))
        .WhitelabelPage,
    }),
  },
  { path: `${paths.whitelabel.path}/*`, element: <ToErrorPage /> },
];
