import { describe, expect, it } from 'vitest';
import { canReadLocalityOutcomes } from './outcomes-access.ts';

const hall = { type: 'city', city_id: 3, state_id: null };
const government = { type: 'state', city_id: null, state_id: 35 };

describe('canReadLocalityOutcomes', () => {
  it('the users of the city hall or state government, for their own place only', () => {
    expect(canReadLocalityOutcomes({ roles: ['ROLE_USER'], customer: hall }, 'city', 3)).toBe(true);
    expect(canReadLocalityOutcomes({ roles: ['ROLE_USER'], customer: hall }, 'city', 4)).toBe(
      false,
    );
    expect(canReadLocalityOutcomes({ roles: ['ROLE_USER'], customer: hall }, 'state', 3)).toBe(
      false,
    );
    expect(
      canReadLocalityOutcomes({ roles: ['ROLE_ADMIN'], customer: government }, 'state', 35),
    ).toBe(true);
  });

  it('the superadmin, any place; a company’s users, none', () => {
    expect(canReadLocalityOutcomes({ roles: ['ROLE_SUPERADMIN'], customer: null }, 'city', 9)).toBe(
      true,
    );
    const company = { type: 'company', city_id: null, state_id: null };
    expect(canReadLocalityOutcomes({ roles: ['ROLE_ADMIN'], customer: company }, 'city', 3)).toBe(
      false,
    );
  });
});
