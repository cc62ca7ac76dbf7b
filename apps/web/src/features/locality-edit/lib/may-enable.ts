import { type CurrentUser, isAdmin, isSuperAdmin } from '@oportuna/domain/auth';
import type { LocalityKind } from './locality-form.ts';

/**
 * Whether to offer the enable button: the superadmin, or an admin of a city hall (cities) or
 * a state government (states). The server decides for the very locality (docs/localities.md).
 */
export function mayOfferEnable(user: CurrentUser | null, kind: LocalityKind): boolean {
  if (!user) return false;
  if (isSuperAdmin(user.roles)) return true;
  return isAdmin(user.roles) && user.customer?.type === kind;
}
