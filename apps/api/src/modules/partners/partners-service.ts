import {
  CONNECTION_COLORS,
  CONNECTIONS_LAYER_LIMIT,
  CONNECTIONS_TIME_LIMIT_MS,
  type ConnectionCut,
  type ConnectionEdge,
  type ConnectionNode,
  type ConnectionRole,
  type Connections,
  type ConnectionsQuery,
  MESSAGES,
  PARTNER_SUGGESTIONS_LIMIT,
  type PartnerInformation,
  type PartnerInformationQuery,
  type PartnerSuggestion,
  type PartnerType,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import {
  type CompanyRow,
  companiesByRoot,
  companiesHeld,
  companyRootKnown,
  findNamedPartner,
  findPersonPartner,
  type IdentityRow,
  keyOfNodeId,
  partnerSuggestions,
  partnersOfCompanies,
  suggestionKey,
} from './partners-queries.ts';

/** How many matches a suggestion ranks, and how many it reads of each word typed. */
const SUGGESTION_READS = { pool: 200, scan: 5_000 };
/** The most partner-company pairs one layer reads; past it the layer is cut. */
const LAYER_ROWS = 5_000;

const MASKED_CPF = /^\*{3}\d{6}\*{2}$/;

type Identity = { id: string; name: string; document: string | null; type: PartnerType };

const typeOfIdentity = (id: string, kind: string): PartnerType =>
  id.startsWith('c:') ? 'company' : kind === 'foreign' ? 'foreign' : 'person';

const identityOf = (row: IdentityRow): Identity => ({
  id: row.identity,
  name: row.name,
  document: row.document,
  type: typeOfIdentity(row.identity, row.kind),
});

export function createPartnersService(deps: {
  db: Db;
  clock: Clock;
  fileUrl: (path: string) => string;
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

  /** The partner a search names: by its masked CPF, its CNPJ, or its name alone; or 404. */
  async function resolve(query: { name: string; document?: string }): Promise<Identity> {
    const document = query.document?.trim() ?? '';
    if (MASKED_CPF.test(document)) {
      const [found] = await findPersonPartner(db, query.name, document);
      if (found) return identityOf(found);
    } else if (document) {
      const root = document.replace(/[^0-9A-Z]/g, '').slice(0, 8);
      if (root.length === 8 && (await companyRootKnown(db, root))) {
        return { id: `c:${root}`, name: query.name, document: root, type: 'company' };
      }
    } else {
      const [found] = await findNamedPartner(db, query.name);
      if (found) return identityOf(found);
    }
    throw notFound('partner_not_found', MESSAGES.connections.partnerNotFound);
  }

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
      const searched = await resolve(query);
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

    /**
     * The graph around a partner, a layer at a time: the companies the frontier holds, then
     * their other partners, up to `depth` steps from partner to partner. A layer keeps at most
     * `layerLimit` new companies and as many new partners; the whole graph stops at the time
     * limit. Both say what they cut.
     */
    async connections(query: ConnectionsQuery): Promise<Connections> {
      const searched = await resolve(query);
      const started = clock.now().getTime();
      const left = () => timeLimitMs - (clock.now().getTime() - started);
      const partnerNodes = new Map<string, { identity: Identity; depth: number }>();
      const companyNodes = new Map<string, { depth: number; from: string }>();
      const holds: { partner: string; company: string }[] = [];
      const cut: ConnectionCut[] = [];
      partnerNodes.set(searched.id, { identity: searched, depth: 0 });
      let frontier = [searched.id];

      for (let depth = 1; depth <= query.depth && frontier.length; depth++) {
        const held = await companiesHeld(db, frontier.map(keyOfNodeId), layerRows, left());
        if (!held) {
          cut.push({ depth, reason: 'time_limit', of: 'companies', shown: 0, total: 0 });
          break;
        }
        // A company in the frontier is also the company itself: its own partners are next.
        const pairs = [
          ...held,
          ...frontier
            .filter((id) => id.startsWith('c:'))
            .map((id) => ({ identity: id, company: id.slice(2) })),
        ];
        const newRoots = [...new Set(pairs.map((pair) => pair.company))].filter(
          (root) => !companyNodes.has(root),
        );
        const keptRoots = newRoots.slice(0, layerLimit);
        if (newRoots.length > keptRoots.length || held.length >= layerRows) {
          cut.push({
            depth,
            reason: 'layer_limit',
            of: 'companies',
            shown: keptRoots.length,
            total: Math.max(newRoots.length, keptRoots.length),
          });
        }
        const kept = new Set(keptRoots);
        for (const pair of pairs) {
          if (!kept.has(pair.company) && !companyNodes.has(pair.company)) continue;
          if (!companyNodes.has(pair.company))
            companyNodes.set(pair.company, { depth, from: pair.identity });
          // A company and itself as a partner are one node: no edge between them.
          if (pair.identity !== `c:${pair.company}`) {
            holds.push({ partner: pair.identity, company: pair.company });
          }
        }
        const found = await partnersOfCompanies(db, keptRoots, layerRows, left());
        if (!found) {
          cut.push({ depth, reason: 'time_limit', of: 'partners', shown: 0, total: 0 });
          break;
        }
        const newPartners = new Map<string, Identity>();
        for (const row of found) {
          if (!partnerNodes.has(row.identity) && !newPartners.has(row.identity)) {
            newPartners.set(row.identity, {
              id: row.identity,
              name: row.name,
              document: row.document,
              type: typeOfIdentity(row.identity, row.kind),
            });
          }
        }
        const keptPartners = [...newPartners.values()].slice(0, layerLimit);
        if (newPartners.size > keptPartners.length || found.length >= layerRows) {
          cut.push({
            depth,
            reason: 'layer_limit',
            of: 'partners',
            shown: keptPartners.length,
            total: Math.max(newPartners.size, keptPartners.length),
          });
        }
        for (const identity of keptPartners) partnerNodes.set(identity.id, { identity, depth });
        for (const row of found) {
          if (partnerNodes.has(row.identity) && row.identity !== `c:${row.company}`) {
            holds.push({ partner: row.identity, company: row.company });
          }
        }
        frontier = keptPartners.map((identity) => identity.id);
      }

      const roots = [
        ...companyNodes.keys(),
        ...[...partnerNodes.keys()].filter((id) => id.startsWith('c:')).map((id) => id.slice(2)),
      ];
      const registry = new Map(
        (await companiesByRoot(db, [...new Set(roots)])).map((row) => [row.root, row]),
      );
      return {
        data: buildGraph({
          searched,
          partnerNodes,
          companyNodes,
          holds,
          registry,
          withCompanies: query.with_companies,
          fileUrl,
          cut,
        }),
      };
    },
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;

const roleOfDepth = (depth: number): ConnectionRole =>
  depth === 0 ? 'searched' : depth === 1 ? 'partner' : 'indirect';

/** The nodes and edges the screen draws, with or without the companies between partners. */
function buildGraph(input: {
  searched: Identity;
  partnerNodes: Map<string, { identity: Identity; depth: number }>;
  companyNodes: Map<string, { depth: number; from: string }>;
  holds: { partner: string; company: string }[];
  registry: Map<string, CompanyRow>;
  withCompanies: boolean;
  fileUrl: (path: string) => string;
  cut: ConnectionCut[];
}): Connections['data'] {
  const { partnerNodes, companyNodes, holds, registry, withCompanies, fileUrl } = input;
  const nodes: ConnectionNode[] = [];
  const companyOf = (root: string) => registry.get(root);
  for (const { identity, depth } of partnerNodes.values()) {
    const role = roleOfDepth(depth);
    const company = identity.type === 'company' ? companyOf(identity.id.slice(2)) : undefined;
    nodes.push({
      id: identity.id,
      name: company?.name ?? identity.name,
      image: company?.logo ? fileUrl(company.logo) : null,
      color: CONNECTION_COLORS[role],
      type: identity.type === 'company' ? 'company' : 'person',
      role,
      depth,
      cnpj:
        identity.type === 'company'
          ? (company?.cnpj ?? identity.document ?? identity.id.slice(2))
          : null,
      cpf: identity.type === 'company' ? null : identity.document,
    });
  }
  const edges = new Map<string, ConnectionEdge>();
  const addEdge = (source: string, target: string) => {
    if (source === target) return;
    const [a, b] = source < target ? [source, target] : [target, source];
    const id = `${a}|${b}`;
    if (!edges.has(id)) edges.set(id, { id, source, target });
  };
  if (withCompanies) {
    for (const [root, { depth }] of companyNodes) {
      const id = `c:${root}`;
      if (partnerNodes.has(id)) continue;
      const company = companyOf(root);
      nodes.push({
        id,
        name: company?.name ?? root,
        image: company?.logo ? fileUrl(company.logo) : null,
        color: CONNECTION_COLORS.other,
        type: 'company',
        role: 'other',
        depth,
        cnpj: company?.cnpj ?? root,
        cpf: null,
      });
    }
    for (const { partner, company } of holds) addEdge(partner, `c:${company}`);
  } else {
    // Without the companies, each partner found through a company links to whoever led there.
    for (const { partner, company } of holds) {
      const from = companyNodes.get(company)?.from;
      if (from) addEdge(from, partner);
      if (partnerNodes.has(`c:${company}`)) addEdge(partner, `c:${company}`);
    }
  }
  return { nodes, edges: [...edges.values()], cut: input.cut };
}
