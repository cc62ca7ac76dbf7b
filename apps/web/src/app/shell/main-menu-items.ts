import { paths } from '../../lib/paths.ts';

export type MainMenuKey = 'cities' | 'states' | 'companies' | 'proposals';

export interface MainMenuLink {
  key: MainMenuKey;
  href: string;
}

/** Regiões groups the territory lists; Empresas and Oportunidades stand alone. */
export const REGION_LINKS: readonly MainMenuLink[] = [
  { key: 'cities', href: paths.cities.list.getHref() },
  { key: 'states', href: paths.states.list.getHref() },
];

export const TOP_LINKS: readonly MainMenuLink[] = [
  { key: 'companies', href: paths.companies.list.getHref() },
  { key: 'proposals', href: paths.proposals.list.getHref() },
];

export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
