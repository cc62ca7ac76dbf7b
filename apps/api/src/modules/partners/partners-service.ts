import {
  CONNECTIONS_LAYER_LIMIT,
  CONNECTIONS_TIME_LIMIT_MS,
  PARTNER_SUGGESTIONS_LIMIT,
  type PartnerInformation,
  type PartnerInformationQuery,
  type PartnerSuggestion,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import { resolvePartner } from './partner-resolution.ts';
import { createPartnersConnectionsService } from './partners-connections-service.ts';
import {
  type CompanyRow,
  companiesByRoot,
  companiesHeld,
  keyOfNodeId,
  partnerSuggestions,
  partnersOfCompanies,
  suggestionKey,
} from './partners-queries.ts';

/** How many matches a suggestion ranks, and how many it reads of each word typed. */
const SUGGESTION_READS = { pool: 200, scan: 5_000 };
/** The most partner-company pairs one layer reads; past it the layer is cut. */
const LAYER_ROWS = 5_000;

/** Partners: suggestions as a name is typed, one partner's companies, and the graph around it. */
export function createPartnersService(deps: {
  db: Db;
  clock: Clock;
  fileUrl: FileUrl;
  /** How long a graph may take (tests shorten it). */
  timeLimitMs?: number;
  /** The most nodes per layer (tests lower it). */
  layerLimit?: number;
  /** The most partner-company pairs a layer reads (tests lower it). */
  layerRows?: number;
}) {
  const { db, clock, fileUrl } = deps;
  const timeLimitMs = deps.timeLimitMs ?? CONNECTIONS_TIME_LIMIT_MS;
  const layerLimit = deps.layerLimit ?? CONNECTIONS_LAYER_LIMIT;
  const layerRows = deps.layerRows ?? LAYER_ROWS;

  const companyDocument = (root: string, registry: Map<string, CompanyRow>) =>
    registry.get(root)?.cnpj ?? root;

  return {
    async suggestions(term: string): Promise<PartnerSuggestion[]> {
      const key = await suggestionKey(db, term);
      const found = await partnerSuggestions(db, key, {
        limit: PARTNER_SUGGESTIONS_LIMIT,
        ...SUGGESTION_READS,
      });
      return found.map((row) => ({
        name: row.name,
        document: row.document,
        type: row.kind === 'company' ? 'company' : row.kind === 'foreign' ? 'foreign' : 'person',
        companies: row.companies,
      }));
    },

    /** The partner, its companies and the other partners of those companies. */
    async information(query: PartnerInformationQuery): Promise<PartnerInformation> {
      const searched = await resolvePartner(db, query);
      const budget = timeLimitMs;
      const held = (await companiesHeld(db, [keyOfNodeId(searched.id)], layerRows, budget)) ?? [];
      const roots = [...new Set(held.map((row) => row.company))];
      if (searched.type === 'company') roots.unshift(searched.id.slice(2));
      const [registry, partnerRows] = await Promise.all([
        companiesByRoot(db, roots),
        partnersOfCompanies(db, roots, layerRows, budget),
      ]);
      const byRoot = new Map(registry.map((row) => [row.root, row]));
      const companiesOfPartner = held.map((row) => ({
        name: byRoot.get(row.company)?.name ?? row.company,
        document: companyDocument(row.company, byRoot),
      }));
      const direct = new Map<string, { name: string; document: string | null }>();
      for (const row of partnerRows ?? []) {
        if (row.identity !== searched.id && !direct.has(row.identity)) {
          direct.set(row.identity, { name: row.name, document: row.document });
        }
      }
      return {
        data: {
          name:
            searched.type === 'company'
              ? (byRoot.get(searched.id.slice(2))?.name ?? searched.name)
              : searched.name,
          document:
            searched.type === 'company'
              ? companyDocument(searched.id.slice(2), byRoot)
              : searched.document,
          type: searched.type,
          companies: companiesOfPartner.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR')),
          direct_partners: [...direct.values()].sort((a, b) =>
            a.name.localeCompare(b.name, 'pt-BR'),
          ),
        },
      };
    },

    ...createPartnersConnectionsService({ db, clock, fileUrl, timeLimitMs, layerLimit, layerRows }),
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
