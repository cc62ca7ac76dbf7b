import { paths } from '../../lib/paths.ts';

/** The sections whose pages carry a breadcrumb trail (spec 1 §2). */
export type BreadcrumbRoot = 'proposals' | 'cities' | 'states' | 'companies' | 'politicians';

const ROOTS: readonly { root: BreadcrumbRoot; path: string }[] = [
  { root: 'proposals', path: paths.proposals.list.path },
  { root: 'cities', path: paths.cities.list.path },
  { root: 'states', path: paths.states.list.path },
  { root: 'companies', path: paths.companies.list.path },
  { root: 'politicians', path: paths.politicians.list.path },
];

export interface BreadcrumbRootMatch {
  root: BreadcrumbRoot;
  href: string;
  /** The section's own list page, where the trail is the root alone. */
  isRootPage: boolean;
}

export function breadcrumbRootFor(pathname: string): BreadcrumbRootMatch | null {
  const normalized = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (const { root, path } of ROOTS) {
    if (normalized === path) return { root, href: path, isRootPage: true };
    if (normalized.startsWith(`${path}/`)) return { root, href: path, isRootPage: false };
  }
  return null;
}
