import type { Db } from '../../db/database.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import {
  countActivityLogs,
  findLogOwner,
  insertActivityLog,
  listActivityLogs,
} from './audit-queries.ts';

export type AuditEntry = {
  action: string;
  description: string;
  metadata?: Record<string, unknown>;
};

export type AuditContext = {
  userId: number;
  customerId: number | null;
  ip?: string;
  requestId?: string;
};

/** The activity log: every change a user makes, and the log's reading rules. */
export function createAuditService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async record(context: AuditContext, entry: AuditEntry, tx: Db = db): Promise<void> {
      await insertActivityLog(tx, {
        userId: context.userId,
        customerId: context.customerId,
        action: entry.action,
        description: entry.description,
        metadata: entry.metadata ?? {},
        ip: context.ip ?? null,
        requestId: context.requestId ?? null,
        occurredAt: clock.now().toISOString(),
      });
    },

    /**
     * Own log; an admin reads their customer's users; the superadmin reads everyone's. A user
     * one may not read is answered as one that does not exist.
     */
    async list(actor: Actor, userId: number, page: number, limit: number) {
      const target = await findLogOwner(db, userId);
      const allowed =
        target !== undefined &&
        (target.id === actor.userId ||
          isSuperAdminActor(actor) ||
          (actor.roles.includes('ROLE_ADMIN') &&
            actor.customerId !== null &&
            target.customerId === actor.customerId));
      if (!allowed) throw notFound('user_not_found', 'Usuário não encontrado.');
      const [data, total] = await Promise.all([
        listActivityLogs(db, userId, { limit, offset: (page - 1) * limit }),
        countActivityLogs(db, userId),
      ]);
      return {
        data: data.map((row) => ({ ...row, occurred_at: new Date(row.occurred_at).toISOString() })),
        total,
      };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;

export const auditContextOf = (
  actor: Actor,
  request?: { ip: string; id: string },
): AuditContext => ({
  userId: actor.userId,
  customerId: actor.customerId,
  ...(request ? { ip: request.ip, requestId: request.id } : {}),
});
