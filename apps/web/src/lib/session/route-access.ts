import { isAdmin, isSuperAdmin } from '@oportuna/domain/auth';
import { paths } from '../paths.ts';
import type { SessionState } from './session-state.ts';

/**
 * guest: the sign-in screens; twoFactor: the code screen; authenticated: the application;
 * admin: /customer and /manage-users (administrators and the superadmin); superadmin:
 * /manage-customers, as the menu and the customers API have it.
 */
export type RouteAccess = 'guest' | 'twoFactor' | 'authenticated' | 'admin' | 'superadmin';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** The token is valid but the profile is still on its way. */
  | { kind: 'wait' };

const allow: AccessDecision = { kind: 'allow' };
const redirectTo = (to: string): AccessDecision => ({ kind: 'redirect', to });

type AccessSession = Pick<SessionState, 'authToken' | 'twoFactor' | 'user'>;

export function decideAccess(access: RouteAccess, session: AccessSession): AccessDecision {
  const signedIn = session.authToken !== null;
  switch (access) {
    case 'guest':
      return signedIn && !session.twoFactor ? redirectTo(paths.home.getHref()) : allow;
    case 'twoFactor':
      if (!signedIn) return redirectTo(paths.auth.root.getHref());
      return session.twoFactor ? allow : redirectTo(paths.home.getHref());
    case 'authenticated':
    case 'admin':
    case 'superadmin': {
      if (!signedIn) return redirectTo(paths.auth.login.getHref());
      if (session.twoFactor) return redirectTo(paths.auth.twoFactor.getHref());
      if (!session.user) return { kind: 'wait' };
      if (access === 'admin' && !isAdmin(session.user.roles)) {
        return redirectTo(paths.home.getHref());
      }
      if (access === 'superadmin' && !isSuperAdmin(session.user.roles)) {
        return redirectTo(paths.home.getHref());
      }
      return allow;
    }
  }
}
