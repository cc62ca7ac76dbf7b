import { paths } from '../../lib/paths.ts';

export type MainMenuKey =
  | 'cities'
  | 'states'
  | 'companies'
  | 'proposals'
  | 'interestsReceived'
  | 'interestsSent';

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

/** Interesses groups both sides; shown to the users of a customer (who send and own them). */
export const INTEREST_LINKS: readonly MainMenuLink[] = [
  { key: 'interestsReceived', href: paths.interests.received.getHref() },
  { key: 'interestsSent', href: paths.interests.sent.getHref() },
];

export function isActivePath(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}
