import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../../lib/actor.ts';
import { isReadableBy, isReadableByEveryone } from './proposal-filters.ts';

const proposal = fc.record({
  deletedAt: fc.constantFrom(null, '2026-12-01T10:00:00Z'),
  status: fc.constantFrom('pending', 'open', 'closed', 'completed', 'canceled'),
  customerId: fc.option(fc.integer({ min: 1, max: 4 })),
});
const actor = fc.record({
  roles: fc.constantFrom(['ROLE_USER'], ['ROLE_ADMIN'], ['ROLE_SUPERADMIN']),
  customerId: fc.option(fc.integer({ min: 1, max: 4 })),
});

describe('an opportunity readable by everyone', () => {
  it('is readable by any actor, and one that is not is unreadable by someone', () => {
    fc.assert(
      fc.property(proposal, fc.array(actor, { minLength: 1, maxLength: 6 }), (p, actors) => {
        if (isReadableByEveryone(p))
          for (const a of actors) expect(isReadableBy(a as unknown as Actor, p)).toBe(true);
        else
          expect(
            isReadableBy(
              { roles: ['ROLE_USER'], customerId: (p.customerId ?? 0) + 1 } as unknown as Actor,
              p,
            ),
          ).toBe(false);
      }),
    );
  });
});
