import { isSuperAdmin } from '@oportuna/domain/auth';

interface OutcomesReader {
  roles: readonly string[];
  customer: { type: string; city_id: number | null; state_id: number | null } | null;
}

/**
 * Who reads a city's or a state's outcomes (as the API decides, docs/outcomes.md): the users of
 * its city hall or state government, and the superadmin.
 */
export function canReadLocalityOutcomes(
  user: OutcomesReader,
  kind: 'city' | 'state',
  id: number,
): boolean {
  if (isSuperAdmin(user.roles)) return true;
  const customer = user.customer;
  if (!customer || customer.type !== kind) return false;
  return (kind === 'city' ? customer.city_id : customer.state_id) === id;
}
