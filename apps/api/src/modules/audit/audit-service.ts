import type { ActivityAction, AuditPeriod, AuditsQuery } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import { type Actor, isSuperAdminActor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { activityLogPdfName } from './audit-pdf-name.ts';
import {
  activityLogsAfter,
  countActivityLogs,
  findLogOwner,
  insertActivityLog,
  type LogCursor,
  type LogOwner,
  listActivityLogs,
} from './audit-queries.ts';

export type AuditEntry = {
  /** A code with a pt-BR label in `ACTIVITY_ACTION_LABELS` (packages/domain). */
  action: ActivityAction;
  description: string;
  metadata?: Record<string, unknown>;
};

export type AuditContext = {
  /** null for what an anonymous visitor does (a showcase submission). */
  userId: number | null;
  customerId: number | null;
  ip?: string;
  requestId?: string;
};

// Entries the PDF reads per query: few round trips, little memory.
const PDF_BATCH_SIZE = 500;

/** The activity log: every change a user makes, and the log's reading rules. */
export function createAuditService({ db, clock }: { db: Db; clock: Clock }) {
  /**
   * Own log; an admin reads their customer's users; the superadmin reads everyone's. A user
   * one may not read is answered as one that does not exist.
   */
  async function readableOwner(actor: Actor, userId: number): Promise<LogOwner> {
    const target = await findLogOwner(db, userId);
    const allowed =
      target !== undefined &&
      (target.id === actor.userId ||
        isSuperAdminActor(actor) ||
        (actor.roles.includes('ROLE_ADMIN') &&
          actor.customerId !== null &&
          target.customerId === actor.customerId));
    if (!target || !allowed) throw notFound('user_not_found', 'Usuário não encontrado.');
    return target;
  }

  async function* entriesOf(userId: number, period: AuditPeriod) {
    const batchAfter = (cursor: LogCursor | null) => {
      // One promise, one query: the builder would run its statement again on every `then`.
      const batch = Promise.resolve(activityLogsAfter(db, userId, period, cursor, PDF_BATCH_SIZE));
      // A reader that goes away leaves the batch read ahead unawaited: its failure is no one's.
      batch.catch(() => {});
      return batch;
    };
    let next = batchAfter(null);
    for (;;) {
      const batch = await next;
      const last = batch.at(-1);
      const more = last !== undefined && batch.length === PDF_BATCH_SIZE;
      // The next batch is read while this one is drawn.
      if (more) next = batchAfter({ occurredAt: last.occurred_at, id: last.id });
      yield* batch;
      if (!more) return;
    }
  }

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

    /** A page of the period, newest first. */
    async list(actor: Actor, userId: number, query: AuditsQuery) {
      const owner = await readableOwner(actor, userId);
      const period = { from: query.from, to: query.to };
      const [data, total] = await Promise.all([
        listActivityLogs(db, userId, period, {
          limit: query.limit,
          offset: (query.page - 1) * query.limit,
        }),
        countActivityLogs(db, userId, period),
      ]);
      return {
        data: data.map((row) => ({ ...row, occurred_at: new Date(row.occurred_at).toISOString() })),
        total,
        user: { id: owner.id, name: owner.name, email: owner.email },
      };
    },

    /** The period's whole log as a PDF stream, read from the database batch by batch. */
    async pdf(actor: Actor, userId: number, period: AuditPeriod) {
      const owner = await readableOwner(actor, userId);
      const generatedAt = clock.now();
      // pdfkit and its fonts are loaded on the first export, not by every server at start.
      const { activityLogPdf } = await import('./audit-pdf.ts');
      return {
        fileName: activityLogPdfName(owner.name, generatedAt),
        stream: activityLogPdf({
          requester: String(actor.userId),
          owner,
          period,
          generatedAt,
          entries: entriesOf(userId, period),
        }),
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
