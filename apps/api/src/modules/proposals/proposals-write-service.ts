import {
  canApplyProposalAction,
  PROPOSAL_ACTION_RULES,
  PROPOSAL_TYPE_LABELS,
  type ProposalAction,
  type ProposalInput,
  type ProposalUpdate,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { proposals } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, DomainError, notFound } from '../../lib/errors.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { NotificationsService } from '../notifications/notifications-service.ts';
import { canEditProposal } from './proposal-access.ts';
import { checkReferences, columnsFrom, writeChildren } from './proposal-writer.ts';
import { type LockedProposal, lockReadable } from './proposals-queries.ts';
import { insertProposal, updateProposal } from './proposals-write-queries.ts';

const STATUS_MESSAGES: Record<ProposalAction, string> = {
  complete: 'A oportunidade só pode ser concluída quando está ativa.',
  lost: 'A oportunidade já está marcada como perdida.',
  reopen: 'Só é possível re-abrir uma oportunidade concluída ou perdida.',
  approve: 'Só é possível aprovar uma oportunidade pendente.',
};

const ACTION_VERBS: Record<ProposalAction, string> = {
  complete: 'concluída',
  lost: 'marcada como perdida',
  reopen: 're-ativada',
  approve: 'aprovada e ativada',
};

/**
 * Told, inside the writing transaction, of every opportunity change that can move matches,
 * and after the commit to act on them (match alerts, docs/matching.md).
 */
export type MatchChanges = {
  queueProposal(tx: Db, proposalId: number, options?: { fresh?: boolean }): Promise<void>;
  kick(): void;
};

const noMatchChanges: MatchChanges = { queueProposal: async () => {}, kick: () => {} };

/**
 * Opportunities the product's users create, edit, delete and move between statuses: each
 * change in one transaction with its log entry, told to whoever may read the opportunity.
 */
export function createProposalsWriteService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  notifications: NotificationsService;
  matches?: MatchChanges;
}) {
  const { db, clock, audit, notifications } = deps;
  const matches = deps.matches ?? noMatchChanges;

  /**
   * Runs a change in one transaction; triggers tell every process about it on commit, and
   * the match evaluations it queued run once it has.
   */
  async function write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const done = await db.transaction((tx) => work(tx as unknown as Db));
    matches.kick();
    return done;
  }

  async function lockForEdit(tx: Db, actor: Actor, id: number): Promise<LockedProposal> {
    const row = await lockReadable(tx, actor, id);
    if (!row) throw notFound('proposal_not_found', 'Oportunidade não encontrada.');
    if (!canEditProposal(actor, row.customer_id)) {
      throw new DomainError(
        'forbidden',
        'Você não tem permissão para alterar esta oportunidade.',
        'proposal_forbidden',
      );
    }
    return row;
  }

  /** Tells who may read the opportunity: a pending one only its customer (and the superadmin). */
  async function announce(actor: Actor, row: LockedProposal, verb: string, tx: Db) {
    await notifications.notify(
      {
        category: row.type,
        message: `Oportunidade ${PROPOSAL_TYPE_LABELS[row.type].toLowerCase()} #${row.id} ${verb}: ${row.name}`,
        link: `/proposals/${row.id}`,
        customerId: row.customer_id,
        createdBy: { userId: actor.userId, name: actor.name },
        readableOnlyBy: row.status === 'pending' ? { customerId: row.customer_id } : null,
      },
      tx,
    );
  }

  return {
    async create(actor: Actor, input: ProposalInput) {
      await checkReferences(db, input, { customerId: actor.customerId, proposalId: null, actor });
      const columns = await columnsFrom(db, input);
      const now = clock.now().toISOString();
      const id = await write(async (tx) => {
        const newId = await insertProposal(tx, {
          ...columns,
          name: input.name,
          type: input.type,
          status: 'open',
          source: 'app',
          customerId: actor.customerId,
          createdByUserId: actor.userId,
          responsibleUserId: input.responsible_id ?? actor.userId,
          createdAt: now,
          updatedAt: now,
        });
        await writeChildren(tx, newId, input);
        await matches.queueProposal(tx, newId, { fresh: true });
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'proposal.created',
            description: `Cadastrou a oportunidade #${newId} ${input.name}`,
            metadata: { proposal_id: newId, type: input.type },
          },
          tx,
        );
        await announce(
          actor,
          {
            id: newId,
            name: input.name,
            type: input.type,
            status: 'open',
            customer_id: actor.customerId,
          },
          'cadastrada',
          tx,
        );
        return newId;
      });
      return { id };
    },

    async update(actor: Actor, id: number, input: ProposalUpdate) {
      const now = clock.now().toISOString();
      await write(async (tx) => {
        const current = await lockForEdit(tx, actor, id);
        if (input.type !== current.type) {
          const message = 'O tipo da oportunidade não pode ser alterado.';
          throw new DomainError('validation_failed', message, 'validation_failed', {
            type: message,
          });
        }
        await checkReferences(tx, input, {
          customerId: current.customer_id,
          proposalId: id,
          actor,
        });
        const columns = await columnsFrom(tx, input);
        // Before and after: a public opportunity moved elsewhere changes both places.
        await matches.queueProposal(tx, id);
        const statusChange: Partial<typeof proposals.$inferInsert> = {};
        if (input.status && input.status !== current.status) {
          statusChange.status = input.status;
          if (input.status === 'completed') statusChange.completedAt = now;
          if (input.status === 'lost') statusChange.lostAt = now;
        }
        await updateProposal(tx, id, { ...columns, ...statusChange, updatedAt: now });
        await writeChildren(tx, id, input);
        const status = statusChange.status ?? current.status;
        await matches.queueProposal(tx, id, {
          fresh: status === 'open' && current.status !== 'open',
        });
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'proposal.updated',
            description: `Atualizou a oportunidade #${id} ${input.name}`,
            metadata: { proposal_id: id, from: current.status, status },
          },
          tx,
        );
        await announce(actor, { ...current, name: input.name, status }, 'atualizada', tx);
      });
      return { id };
    },

    async remove(actor: Actor, id: number) {
      const now = clock.now().toISOString();
      await write(async (tx) => {
        const current = await lockForEdit(tx, actor, id);
        await updateProposal(tx, id, { deletedAt: now, updatedAt: now });
        await matches.queueProposal(tx, id);
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: 'proposal.deleted',
            description: `Excluiu a oportunidade #${id} ${current.name}`,
            metadata: { proposal_id: id },
          },
          tx,
        );
        await announce(actor, current, 'excluída', tx);
      });
    },

    /**
     * complete, lost, reopen and approve, each only from the statuses spec 1 §4 allows. The
     * status is checked on the locked row: of parallel calls, those that find it moved get
     * 409 and record nothing.
     */
    async transition(actor: Actor, id: number, action: ProposalAction) {
      const now = clock.now().toISOString();
      const to = PROPOSAL_ACTION_RULES[action].to;
      await write(async (tx) => {
        const current = await lockForEdit(tx, actor, id);
        if (!canApplyProposalAction(current.status, action)) {
          throw conflict('invalid_transition', STATUS_MESSAGES[action]);
        }
        const changes: Partial<typeof proposals.$inferInsert> = { status: to, updatedAt: now };
        if (action === 'complete') changes.completedAt = now;
        if (action === 'lost') changes.lostAt = now;
        if (action === 'approve') {
          changes.approvedAt = now;
          changes.approvedByUserId = actor.userId;
        }
        await updateProposal(tx, id, changes);
        await matches.queueProposal(tx, id, { fresh: to === 'open' });
        await audit.record(
          { userId: actor.userId, customerId: actor.customerId },
          {
            action: `proposal.${action}`,
            description: `Oportunidade #${id} ${current.name} ${ACTION_VERBS[action]}`,
            metadata: { proposal_id: id, from: current.status, to },
          },
          tx,
        );
        await announce(actor, { ...current, status: to }, ACTION_VERBS[action], tx);
      });
      return { id, status: to as string, message: PROPOSAL_ACTION_RULES[action].successMessage };
    },
  };
}
