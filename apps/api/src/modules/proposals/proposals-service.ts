import { PROPOSAL_SORT_KEYS, type ProposalMapItem, type ProposalsQuery } from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Actor } from '../../lib/actor.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import type { AuditService } from '../audit/audit-service.ts';
import type { NotificationsService } from '../notifications/notifications-service.ts';
import { isReadableBy, isReadableByEveryone } from './proposal-filters.ts';
import { toProposal } from './proposal-shape.ts';
import {
  exportLines,
  findReadable,
  findReadableOwner,
  isReadable,
  listIds,
  listMapPage,
  listPage,
  listTotals,
  openPrivateProjects,
  type ProposalExportRow,
} from './proposals-queries.ts';
import { createProposalsShowcaseService } from './proposals-showcase-service.ts';
import { createProposalsWriteService, type MatchChanges } from './proposals-write-service.ts';

// Lines of an export read per query: a few MB at most, however long the list.
const EXPORT_BATCH = 2_000;

/**
 * Opportunities: the list, its exports and one opportunity as the actor may read them; the
 * changes in proposals-write-service.ts, the showcase's submissions in
 * proposals-showcase-service.ts.
 */
export function createProposalsService(deps: {
  db: Db;
  clock: Clock;
  audit: AuditService;
  notifications: NotificationsService;
  fileUrl: FileUrl;
  matches?: MatchChanges;
}) {
  const { db, fileUrl } = deps;
  const meta = { available_ordering: [...PROPOSAL_SORT_KEYS] };

  return {
    /** Whether the opportunity exists and the actor may read it (favourites ask this). */
    isReadable: (actor: Actor, id: number) => isReadable(db, actor, id),

    /** An opportunity the actor may read: its name, status and customer; null otherwise. */
    readableOwner: (actor: Actor, id: number) => findReadableOwner(db, actor, id),

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

    /** Open private opportunities the actor may read, as matching scores them. */
    /** Every open private opportunity, for matching to keep; read it with `isReadableBy`. */
    openPrivateProjects: () => openPrivateProjects(db),
    isReadableBy,
    isReadableByEveryone,

    async get(actor: Actor, id: number) {
      const row = await findReadable(db, actor, id);
      if (!row) throw notFound('proposal_not_found', 'Oportunidade não encontrada.');
      return toProposal(row, actor, fileUrl);
    },

    ...createProposalsWriteService(deps),

    ...createProposalsShowcaseService(deps),
  };
}

export type ProposalsService = ReturnType<typeof createProposalsService>;
