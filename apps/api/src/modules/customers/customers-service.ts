import { CONTRACT_VERSION } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { DomainError, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { findCustomerName, markContractAccepted } from './customers-queries.ts';

/** Customers (tenants): acceptance of the terms of use, recorded with who, when and which version. */
export function createCustomersService({
  db,
  clock,
  audit,
}: {
  db: Db;
  clock: Clock;
  audit: AuditService;
}) {
  return {
    async accept(actor: Actor, customerId: number) {
      const customer = await findCustomerName(db, customerId);
      if (!customer) throw notFound('customer_not_found', 'Cliente não encontrado.');
      if (actor.customerId !== customerId && !isSuperAdminActor(actor)) {
        throw new DomainError('forbidden');
      }
      const now = clock.now().toISOString();
      await db.transaction(async (tx) => {
        // Accepting twice (two admins at once, a double click) records the first acceptance.
        const accepted = await markContractAccepted(tx as unknown as Db, {
          customerId,
          userId: actor.userId,
          version: CONTRACT_VERSION,
          at: now,
        });
        if (!accepted) return;
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'customer.contract_accepted',
            description: `Aceitou os termos de uso (versão ${CONTRACT_VERSION}) em nome de ${customer.name}`,
            metadata: { customer_id: customerId, contract_version: CONTRACT_VERSION },
          },
          tx as unknown as Db,
        );
      });
    },
  };
}

export type CustomersService = ReturnType<typeof createCustomersService>;
