import { describe, expect, it } from 'vitest';
import { aCurrentUser } from '../../../testing/current-user.ts';
import { mayOfferEnable } from './may-enable.ts';

const cityHallAdmin = aCurrentUser();
const cityHall = cityHallAdmin.customer;
if (!cityHall) throw new Error('the sample user has a customer');

describe('mayOfferEnable', () => {
  it('offers the superadmin every city and state', () => {
    const superadmin = aCurrentUser({ roles: ['ROLE_SUPERADMIN'], customer: null });
    expect(mayOfferEnable(superadmin, { kind: 'city', id: 1 })).toBe(true);
    expect(mayOfferEnable(superadmin, { kind: 'state', id: 26 })).toBe(true);
  });

  it("offers a city hall's admin its own city only", () => {
    expect(mayOfferEnable(cityHallAdmin, { kind: 'city', id: 565 })).toBe(true);
    expect(mayOfferEnable(cityHallAdmin, { kind: 'city', id: 566 })).toBe(false);
    expect(mayOfferEnable(cityHallAdmin, { kind: 'state', id: 26 })).toBe(false);
  });

  it("offers a state government's admin its own state, not its cities", () => {
    const governmentAdmin = aCurrentUser({
      customer: { ...cityHall, type: 'state', city_id: null, state_id: 26 },
    });
    expect(mayOfferEnable(governmentAdmin, { kind: 'state', id: 26 })).toBe(true);
    expect(mayOfferEnable(governmentAdmin, { kind: 'state', id: 25 })).toBe(false);
    expect(mayOfferEnable(governmentAdmin, { kind: 'city', id: 565 })).toBe(false);
  });

  it('never offers a user who is not an administrator', () => {
    expect(mayOfferEnable(aCurrentUser({ roles: ['ROLE_USER'] }), { kind: 'city', id: 565 })).toBe(
      false,
    );
    expect(mayOfferEnable(null, { kind: 'city', id: 565 })).toBe(false);
  });
});
