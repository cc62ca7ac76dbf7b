import { type CurrentUser, isAdmin, isSuperAdmin } from '@oportuna/domain/auth';
import type { LocalityKind } from './locality-form.ts';

/**
 * Whether to offer the enable button: the superadmin, or an admin of this city's city hall or
 * of this state's government, as the server decides (docs/localities.md).
 */
export function mayOfferEnable(
  user: CurrentUser | null,
  place: { kind: LocalityKind; id: number },
): boolean {
  if (!user) return false;
  if (isSuperAdmin(user.roles)) return true;
  if (!isAdmin(user.roles) || user.customer?.type !== place.kind) return false;
  const own = place.kind === 'city' ? user.customer.city_id : user.customer.state_id;
  return own === place.id;
}
