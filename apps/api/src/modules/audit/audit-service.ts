import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { activityLogs, users } from '../../db/schema/index.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';

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
      await tx.insert(activityLogs).values({
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
      const [target] = await db
        .select({ id: users.id, customerId: users.customerId })
        .from(users)
        .where(eq(users.id, userId));
      const allowed =
        target !== undefined &&
        (target.id === actor.userId ||
          isSuperAdminActor(actor) ||
          (actor.roles.includes('ROLE_ADMIN') &&
            actor.customerId !== null &&
            target.customerId === actor.customerId));
      if (!allowed) throw notFound('user_not_found', 'Usuário não encontrado.');
      const [data, [count]] = await Promise.all([
        db
          .select({
            id: activityLogs.id,
            action: activityLogs.action,
            description: activityLogs.description,
            occurred_at: activityLogs.occurredAt,
            metadata: activityLogs.metadata,
          })
          .from(activityLogs)
          .where(eq(activityLogs.userId, userId))
          .orderBy(desc(activityLogs.occurredAt), desc(activityLogs.id))
          .limit(limit)
          .offset((page - 1) * limit),
        db
          .select({ total: sql<number>`count(*)::int` })
          .from(activityLogs)
          .where(eq(activityLogs.userId, userId)),
      ]);
      return {
        data: data.map((row) => ({ ...row, occurred_at: new Date(row.occurred_at).toISOString() })),
        total: count?.total ?? 0,
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
