import {
  canApplyProposalAction,
  PROPOSAL_ACTION_RULES,
  PROPOSAL_SORT_KEYS,
  PROPOSAL_TYPE_LABELS,
  type Proposal,
  type ProposalAction,
  type ProposalInput,
  type ProposalMapItem,
  type ProposalsQuery,
  type ProposalUpdate,
} from '@oportuna/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { proposals } from '../../db/schema/index.ts';
import type { Actor } from '../../lib/actor.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict, DomainError, notFound } from '../../lib/errors.ts';
import type { ListCache } from '../../lib/list-cache.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { FavoriteIds } from '../favorites/favorite-ids.ts';
import type { NotificationsService } from '../notifications/notifications-service.ts';
import { canEditProposal, readableSql, readScopeKey } from './proposal-access.ts';
import { type ProposalExportRow, proposalExportSelect } from './proposal-export-rows.ts';
import { proposalConditions, proposalListFrom, proposalOrder } from './proposal-filters.ts';
import {
  hydrateProposals,
  type ProposalRow,
  personalise,
  proposalSelect,
} from './proposal-reader.ts';
import { checkReferences, columnsFrom, writeChildren } from './proposal-writer.ts';

const STATUS_MESSAGES: Record<ProposalAction, string> = {
  complete: 'A oportunidade só pode ser concluída quando está ativa.',
  lost: 'A oportunidade já está marcada como perdida.',
  reopen: 'Só é possível re-abrir uma oportunidade concluída ou perdida.',
  approve: 'Só é possível aprovar uma oportunidade pendente.',
};

// Lines of an export read per query: a few MB at most, however long the list.
const EXPORT_BATCH = 2_000;

/** What a write needs of the opportunity it changes, read under a row lock. */
type LockedProposal = {
  id: number;
  name: string;
  type: 'city' | 'company';
  status: Proposal['status'];
  customer_id: number | null;
};

const ACTION_VERBS: Record<ProposalAction, string> = {
  complete: 'concluída',
  lost: 'marcada como perdida',
  reopen: 're-ativada',
  approve: 'aprovada e ativada',
};

export function createProposalsService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  notifications: NotificationsService;
  fileUrl: (path: string) => string;
  listCache: ListCache;
  favoriteIds: FavoriteIds;
  changes: ChangeFeed;
}) {
  const { db, clock, audit, notifications, fileUrl, listCache, favoriteIds, changes } = deps;

  /** Runs a change in one transaction, then tells every process that lists are stale. */
  async function write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    const result = await db.transaction((tx) => work(tx as unknown as Db));
    await changes.publish({ topic: 'proposals' });
    return result;
  }

  async function loadRows(ids: number[]) {
    if (ids.length === 0) return [];
    return rows<ProposalRow>(
      db,
      sql`${proposalSelect} where p.id in ${ids} and p.deleted_at is null`,
    );
  }

  /** Loads one opportunity the actor may read. */
  async function loadForActor(actor: Actor, id: number) {
    const [row] = await rows<ProposalRow>(
      db,
      sql`${proposalSelect} where p.id = ${id} and ${readableSql(actor)}`,
    );
    if (!row) throw notFound('proposal_not_found', 'Oportunidade não encontrada.');
    return row;
  }

  /**
   * Inside a write: the opportunity as it is now, locked until the transaction ends, so the
   * checks made on it (status, rights) still hold when the write lands. A second writer
   * waits, then sees the first one's result.
   */
  async function lockForEdit(tx: Db, actor: Actor, id: number): Promise<LockedProposal> {
    const [row] = await rows<LockedProposal>(
      tx,
      sql`select p.id, p.name, p.type, p.status, p.customer_id from proposals p
          where p.id = ${id} and ${readableSql(actor)} for update`,
    );
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

  type Page = {
    items: Proposal[] | Record<string, unknown>[];
    map: boolean;
    total: number;
    total_without_filter: number;
  };

  /** Every opportunity the scope may read: counting them scans the table, so it is kept. */
  async function readableCount(actor: Actor): Promise<number> {
    const { total } = await listCache.get(`proposals-readable:${readScopeKey(actor)}`, async () => {
      const [found] = await rows<{ total: number }>(
        db,
        sql`select count(*)::int as total from proposals p where ${readableSql(actor)}`,
      );
      return { total: found?.total ?? 0 };
    });
    return total;
  }

  /** One page as everyone in the same reading scope sees it. */
  async function loadPage(actor: Actor, query: ProposalsQuery): Promise<Page> {
    const conditions = proposalConditions(query, actor);
    const where = sql`where ${sql.join(conditions, sql` and `)}`;
    const offset = (query.page - 1) * query.limit;
    const [[counts], all] = await Promise.all([
      rows<{ total: number }>(db, sql`select count(*)::int as total ${proposalListFrom} ${where}`),
      readableCount(actor),
    ]);
    const totals = { total: counts?.total ?? 0, total_without_filter: all };
    if (query.fields) {
      const found = await rows<{
        id: number;
        name: string;
        status: string;
        type: string;
        x: number | null;
        y: number | null;
        city_id: number | null;
      }>(
        db,
        sql`select p.id, p.name, p.status, p.type, p.location[0] as x, p.location[1] as y, p.city_id
            ${proposalListFrom} ${where} ${proposalOrder(query)} limit ${query.limit} offset ${offset}`,
      );
      const fields = new Set(query.fields);
      const items = found.map((p) => {
        const item: ProposalMapItem = {};
        if (fields.has('id') || fields.has('is_favorite')) item.id = p.id;
        if (fields.has('name')) item.name = p.name;
        if (fields.has('status')) item.status = p.status as ProposalMapItem['status'];
        if (fields.has('type')) item.type = p.type as ProposalMapItem['type'];
        if (fields.has('coordinates'))
          item.coordinates = p.x === null || p.y === null ? null : [p.x, p.y];
        if (fields.has('city_id')) item.city_id = p.city_id;
        return item;
      });
      return { items, map: true, ...totals };
    }
    const ids = await rows<{ id: number }>(
      db,
      sql`select p.id ${proposalListFrom} ${where} ${proposalOrder(query)} limit ${query.limit} offset ${offset}`,
    );
    const found = await loadRows(ids.map((r) => r.id));
    const byId = new Map(found.map((r) => [r.id, r]));
    const ordered = ids.map((r) => byId.get(r.id)).filter((r): r is ProposalRow => Boolean(r));
    return { items: await hydrateProposals(db, ordered, fileUrl), map: false, ...totals };
  }

  /** Adds the caller's favourite marks (and edit rights) to a shared page. */
  async function personalisePage(actor: Actor, query: ProposalsQuery, page: Page) {
    const meta = {
      total: page.total,
      total_without_filter: page.total_without_filter,
      available_ordering: [...PROPOSAL_SORT_KEYS],
    };
    if (!page.map)
      return { data: await personalise(favoriteIds, actor, page.items as Proposal[]), ...meta };
    const items = page.items as ProposalMapItem[];
    if (!query.fields?.includes('is_favorite')) return { data: items, ...meta };
    const favorites = await favoriteIds.of(actor.userId, 'proposal');
    return {
      data: items.map((item) => {
        const { id, ...rest } = item;
        return {
          ...(query.fields?.includes('id') ? { id } : {}),
          ...rest,
          is_favorite: favorites.has(String(id)),
        };
      }),
      ...meta,
    };
  }

  return {
    /** Whether the opportunity exists and the actor may read it (favourites ask this). */
    async isReadable(actor: Actor, id: number): Promise<boolean> {
      const found = await rows<{ id: number }>(
        db,
        sql`select p.id from proposals p where p.id = ${id} and ${readableSql(actor)}`,
      );
      return found.length > 0;
    },

    async list(actor: Actor, query: ProposalsQuery) {
      // Favourites change the rows themselves, so those pages are never shared.
      if (query.only_favorites) return personalisePage(actor, query, await loadPage(actor, query));
      const key = `proposals:${readScopeKey(actor)}:${JSON.stringify(query)}`;
      return personalisePage(actor, query, await listCache.get(key, () => loadPage(actor, query)));
    },

    /**
     * Every opportunity the list finds for the query, in its order, whatever the page: the
     * ids are fixed first, then the lines are read a batch at a time as the file is written.
     */
    async exportRows(
      actor: Actor,
      query: ProposalsQuery,
    ): Promise<AsyncIterable<ProposalExportRow>> {
      const where = sql`where ${sql.join(proposalConditions(query, actor), sql` and `)}`;
      const ids = (
        await rows<{ id: number }>(
          db,
          sql`select p.id ${proposalListFrom} ${where} ${proposalOrder(query)}`,
        )
      ).map((r) => r.id);
      async function* lines() {
        for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
          const batch = ids.slice(start, start + EXPORT_BATCH);
          // Read again under the same scope: a line deleted since the ids were fixed is left out.
          const found = await rows<ProposalExportRow>(
            db,
            sql`${proposalExportSelect} where p.id in ${batch} and ${readableSql(actor)}`,
          );
          const byId = new Map(found.map((row) => [row.id, row]));
          for (const id of batch) {
            const row = byId.get(id);
            if (row) yield row;
          }
        }
      }
      return lines();
    },

    async get(actor: Actor, id: number) {
      const row = await loadForActor(actor, id);
      const [proposal] = await personalise(
        favoriteIds,
        actor,
        await hydrateProposals(db, [row], fileUrl),
      );
      return proposal;
    },

    async create(actor: Actor, input: ProposalInput) {
      await checkReferences(db, input, { customerId: actor.customerId, proposalId: null, actor });
      const columns = await columnsFrom(db, input);
      const now = clock.now().toISOString();
      const id = await write(async (tx) => {
        const [created] = await tx
          .insert(proposals)
          .values({
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
          })
          .returning({ id: proposals.id });
        const newId = created?.id as number;
        await writeChildren(tx, newId, input);
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
        const statusChange: Partial<typeof proposals.$inferInsert> = {};
        if (input.status && input.status !== current.status) {
          statusChange.status = input.status;
          if (input.status === 'completed') statusChange.completedAt = now;
          if (input.status === 'lost') statusChange.lostAt = now;
        }
        await tx
          .update(proposals)
          .set({ ...columns, ...statusChange, updatedAt: now })
          .where(eq(proposals.id, id));
        await writeChildren(tx, id, input);
        const status = statusChange.status ?? current.status;
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
        await tx
          .update(proposals)
          .set({ deletedAt: now, updatedAt: now })
          .where(eq(proposals.id, id));
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
        await tx.update(proposals).set(changes).where(eq(proposals.id, id));
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

export type ProposalsService = ReturnType<typeof createProposalsService>;
