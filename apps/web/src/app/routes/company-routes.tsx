import type { RouteObject } from 'react-router';
import { paths } from '../../lib/paths.ts';

/** The company list, registration, detail and edit pages, each loaded on first visit. */
export const companyRoutes: RouteObject[] = [
  {
    path: paths.companies.list.path,
    lazy: async () => ({
      Component: (await import('../../features/companies/pages/companies-page.tsx')).CompaniesPage,
    }),
  },
  {
    path: paths.companies.new.path,
    lazy: async () => ({
      Component: (await import('../../features/companies/pages/company-new-page.tsx'))
        .CompanyNewPage,
    }),
  },
  {
    path: paths.companies.detail.path,
    lazy: async () => ({
      Component: (await import('../../features/companies/pages/company-detail-page.tsx'))
        .CompanyDetailPage,
    }),
  },
  {
    path: paths.companies.edit.path,
    lazy: async () => ({
      Component: (await import('../../features/companies/pages/company-edit-page.tsx'))
        .CompanyEditPage,
    }),
  },
];
