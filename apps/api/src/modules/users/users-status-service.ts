import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import type { AuditEntry, AuditService } from '../audit/audit-service.ts';
import {
  isActiveAdminOf,
  keepAnAdmin,
  requireManageable,
  selectionChanged,
  selfInactivation,
  userNotFound,
} from './users-access.ts';
import {
  findUsers,
  inactivateUsers,
  lockCustomers,
  type UserRow,
  updateUser,
} from './users-queries.ts';

/** Users inactivated (their sessions end with them) and reactivated. */
export function createUsersStatusService(deps: { db: Db; clock: Clock; audit: AuditService }) {
  const { db, clock, audit } = deps;

  const record = (actor: Actor, entry: AuditEntry, tx: Db) =>
    audit.record({ userId: actor.userId, customerId: actor.customerId }, entry, tx);

  const transaction = <T>(work: (tx: Db) => Promise<T>): Promise<T> =>
    db.transaction((tx) => work(tx as unknown as Db));

  /** Every selected user exists and is the actor's to manage, or none is touched. */
  function requireAllManageable(actor: Actor, ids: number[], rows: UserRow[]) {
    if (rows.length !== ids.length) throw userNotFound();
    for (const row of rows) requireManageable(actor, row);
  }

  async function inactivate(actor: Actor, ids: number[]): Promise<void> {
    if (ids.includes(actor.userId)) throw selfInactivation();
    const found = await findUsers(db, ids);
    requireAllManageable(actor, ids, found);
    const at = clock.now().toISOString();
    await transaction(async (tx) => {
      const customerIds = found.flatMap((row) => (row.customerId === null ? [] : [row.customerId]));
      await lockCustomers(tx, customerIds);
      // Read again under the locks (a user changes customer only under its customer's lock):
      // one moved away meanwhile is checked again, and its new customer is not locked here.
      const current = await findUsers(tx, ids);
      requireAllManageable(actor, ids, current);
      if (current.some((row, index) => row.customerId !== found[index]?.customerId)) {
        throw selectionChanged();
      }
      const targets = current.filter((row) => row.isActive);
      for (const customerId of new Set(customerIds)) {
        if (targets.some((row) => isActiveAdminOf(row, customerId))) {
          await keepAnAdmin(tx, customerId, ids);
        }
      }
      if (targets.length === 0) return;
      await inactivateUsers(
        tx,
        targets.map((row) => row.id),
        at,
      );
      for (const row of targets) {
        await record(
          actor,
          {
            action: 'user.inactivated',
            description: `Inativou o usuário ${row.name} (${row.email}); as sessões dele foram encerradas`,
            metadata: { user_id: row.id, customer_id: row.customerId },
          },
          tx,
        );
      }
    });
  }

  async function reactivate(actor: Actor, row: UserRow): Promise<void> {
    if (row.isActive) return;
    const at = clock.now().toISOString();
    await transaction(async (tx) => {
      await updateUser(tx, row.id, { isActive: true, inactivatedAt: null, at });
      await record(
        actor,
        {
          action: 'user.reactivated',
          description: `Reativou o usuário ${row.name} (${row.email})`,
          metadata: { user_id: row.id, customer_id: row.customerId },
        },
        tx,
      );
    });
  }

  return { inactivate, reactivate };
}
