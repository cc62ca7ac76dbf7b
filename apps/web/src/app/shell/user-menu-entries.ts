import { isAdmin, isSuperAdmin } from '@oportuna/domain/auth';
import { paths } from '../../lib/paths.ts';

export type UserMenuEntryKey =
  | 'profile'
  | 'activities'
  | 'myProposals'
  | 'whitelabel'
  | 'outcomes'
  | 'customers'
  | 'users'
  | 'logout';

export interface UserMenuEntry {
  key: UserMenuEntryKey;
  href: string;
}

interface MenuUser {
  roles: readonly string[];
  customer: { id: number } | null;
}

/** The user menu for this user's roles (spec 1 §2 and §6), in display order. */
export function userMenuEntries(user: MenuUser): UserMenuEntry[] {
  const admin = isAdmin(user.roles);
  const entries: (UserMenuEntry | false)[] = [
    { key: 'profile', href: paths.profile.root.getHref() },
    { key: 'activities', href: paths.profile.logs.getHref() },
    {
      key: 'myProposals',
      href: paths.proposals.list.getHref(
        user.customer ? { customer: user.customer.id } : undefined,
      ),
    },
    admin && { key: 'whitelabel', href: paths.whitelabel.getHref() },
    admin &&
      user.customer !== null && {
        key: 'outcomes',
        href: paths.customerOutcomes.getHref(user.customer.id),
      },
    isSuperAdmin(user.roles) && { key: 'customers', href: paths.customers.list.getHref() },
    admin && { key: 'users', href: paths.users.list.getHref() },
    { key: 'logout', href: paths.logout.getHref() },
  ];
  return entries.filter((entry): entry is UserMenuEntry => entry !== false);
}
