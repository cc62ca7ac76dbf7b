import {
  canApplyProposalAction,
  PROPOSAL_ACTION_RULES,
  PROPOSAL_SORT_KEYS,
  PROPOSAL_TYPE_LABELS,
  type ProjectCategory,
  type ProposalAction,
  type ProposalInput,
  type ProposalMapItem,
  type ProposalsQuery,
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
import { toProposal } from './proposal-shape.ts';
import { checkReferences, columnsFrom, writeChildren } from './proposal-writer.ts';
import {
  exportLines,
  findReadable,
  isReadable,
  type LockedProposal,
  listIds,
  listMapPage,
  listPage,
  listTotals,
  lockReadable,
  type ProposalExportRow,
} from './proposals-queries.ts';
import {
  citySeat,
  insertProposal,
  replaceChildren,
  updateProposal,
} from './proposals-write-queries.ts';

/** What a showcase submission becomes: checked fields, stored files, the place it is for. */
export type ShowcaseOpportunity = {
  customerId: number;
  cityId: number | null;
  placeCode: number;
  placeLabel: string;
  companyName: string;
  federalTaxId: string;
  category: ProjectCategory;
  totalInvestment: number;
  description: string;
  contact: { name: string; email: string; phone: string | null };
  files: { path: string; originalName: string }[];
  ip: string;
};

const STATUS_MESSAGES: Record<ProposalAction, string> = {
  complete: 'A oportunidade só pode ser concluída quando está ativa.',
  lost: 'A oportunidade já está marcada como perdida.',
  reopen: 'Só é possível re-abrir uma oportunidade concluída ou perdida.',
  approve: 'Só é possível aprovar uma oportunidade pendente.',
};

// Lines of an export read per query: a few MB at most, however long the list.
const EXPORT_BATCH = 2_000;

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
}) {
  const { db, clock, audit, notifications, fileUrl } = deps;

  /** Runs a change in one transaction; triggers tell every process about it on commit. */
  function write<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction((tx) => work(tx as unknown as Db));
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

  const meta = { available_ordering: [...PROPOSAL_SORT_KEYS] };

  return {
    /** Whether the opportunity exists and the actor may read it (favourites ask this). */
    isReadable: (actor: Actor, id: number) => isReadable(db, actor, id),

    async list(actor: Actor, query: ProposalsQuery) {
      const totals = await listTotals(db, actor, query);
      if (query.fields) {
        const fields = new Set(query.fields);
        const found = await listMapPage(db, actor, query, totals);
        const data = found.map((p) => {
          const item: ProposalMapItem = {};
          if (fields.has('id')) item.id = p.id;
          if (fields.has('name')) item.name = p.name;
          if (fields.has('status')) item.status = p.status;
          if (fields.has('type')) item.type = p.type;
          if (fields.has('coordinates'))
            item.coordinates = p.x === null || p.y === null ? null : [p.x, p.y];
          if (fields.has('city_id')) item.city_id = p.city_id;
          if (fields.has('is_favorite')) item.is_favorite = p.is_favorite;
          return item;
        });
        return { data, ...totals, ...meta };
      }
      const found = await listPage(db, actor, query, totals);
      return {
        data: found.map((row) => toProposal(row, actor, fileUrl)),
        ...totals,
        ...meta,
      };
    },

    /**
     * Every opportunity the list finds for the query, in its order, whatever the page: the
     * ids are fixed first, then the lines are read a batch at a time as the file is written.
     */
    async exportRows(
      actor: Actor,
      query: ProposalsQuery,
    ): Promise<AsyncIterable<ProposalExportRow>> {
      const ids = await listIds(db, actor, query);
      async function* lines() {
        for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
          const batch = ids.slice(start, start + EXPORT_BATCH);
          // A line deleted since the ids were fixed is left out.
          yield* await exportLines(db, actor, batch);
        }
      }
      return lines();
    },

    async get(actor: Actor, id: number) {
      const row = await findReadable(db, actor, id);
      if (!row) throw notFound('proposal_not_found', 'Oportunidade não encontrada.');
      return toProposal(row, actor, fileUrl);
    },

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

    /**
     * A private opportunity an outside company sent through a locality's showcase: pending,
     * owned by the locality's customer, with the files already stored for it. The customer's
     * active administrators are told; the entry in the log keeps the sender's address.
     */
    async receiveFromShowcase(submission: ShowcaseOpportunity) {
      const now = clock.now().toISOString();
      const city = submission.cityId ? await citySeat(db, submission.cityId) : null;
      return write(async (tx) => {
        const id = await insertProposal(tx, {
          name: submission.companyName,
          type: 'company',
          status: 'pending',
          source: 'showcase',
          customerId: submission.customerId,
          cityId: submission.cityId,
          location: city ? { x: city.longitude, y: city.latitude } : null,
          description: submission.description,
          projectCategory: submission.category,
          projectTotal: submission.totalInvestment,
          projectDescription: submission.description,
          companyName: submission.companyName,
          companyFederalTaxId: submission.federalTaxId,
          createdAt: now,
          updatedAt: now,
        });
        await replaceChildren(tx, id, {
          benefits: [],
          contacts: [
            {
              name: submission.contact.name,
              email: submission.contact.email,
              phone: submission.contact.phone,
              cellPhone: null,
              responsibility: null,
              site: null,
              position: 0,
            },
          ],
          media: submission.files.map((file, position) => ({
            type: 'image' as const,
            name: file.originalName,
            path: file.path,
            originalPath: file.path,
            originalName: file.originalName,
            position,
          })),
        });
        await audit.record(
          { userId: null, customerId: submission.customerId, ip: submission.ip },
          {
            action: 'showcase.submission_received',
            description: `Recebeu pela vitrine de ${submission.placeLabel} a oportunidade #${id} ${submission.companyName}, enviada do endereço ${submission.ip}`,
            metadata: {
              proposal_id: id,
              code: submission.placeCode,
              cnpj: submission.federalTaxId,
              company_name: submission.companyName,
              ip: submission.ip,
            },
          },
          tx,
        );
        await notifications.notify(
          {
            category: 'company',
            message: `Nova oportunidade #${id} recebida pela vitrine econômica de ${submission.placeLabel}, aguardando aprovação: ${submission.companyName}`,
            link: `/proposals/${id}`,
            customerId: submission.customerId,
            createdBy: null,
            readableOnlyBy: { customerId: submission.customerId },
            toAdminsOf: submission.customerId,
          },
          tx,
        );
        return id;
      });
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
        await updateProposal(tx, id, { ...columns, ...statusChange, updatedAt: now });
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
        await updateProposal(tx, id, { deletedAt: now, updatedAt: now });
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
