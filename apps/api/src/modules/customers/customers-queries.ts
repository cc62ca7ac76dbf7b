import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { customers } from '../../db/schema/index.ts';

export async function findCustomerName(db: Db, customerId: number) {
  const [customer] = await db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(eq(customers.id, customerId));
  return customer;
}

/**
 * Records the acceptance of `version` unless it is already recorded; true when this call
 * recorded it. One conditional statement, so of parallel acceptances exactly one wins.
 */
export async function markContractAccepted(
  db: Db,
  acceptance: { customerId: number; userId: number; version: string; at: string },
): Promise<boolean> {
  const accepted = await db
    .update(customers)
    .set({
      contractAcceptedAt: acceptance.at,
      contractAcceptedBy: acceptance.userId,
      contractVersion: acceptance.version,
      updatedAt: acceptance.at,
    })
    .where(
      and(
        eq(customers.id, acceptance.customerId),
        or(
          isNull(customers.contractAcceptedAt),
          sql`${customers.contractVersion} is distinct from ${acceptance.version}`,
        ),
      ),
    )
    .returning({ id: customers.id });
  return accepted.length > 0;
}
