import {
  CONNECTION_COLORS,
  type ConnectionCut,
  type ConnectionEdge,
  type ConnectionNode,
  type ConnectionRole,
  type Connections,
  type ConnectionsQuery,
} from '@oportuna/domain';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../lib/clock.ts';
import type { FileUrl } from '../../lib/file-url.ts';
import { type Identity, resolvePartner, typeOfIdentity } from './partner-resolution.ts';
import {
  type CompanyRow,
  companiesByRoot,
  companiesHeld,
  keyOfNodeId,
  partnersOfCompanies,
} from './partners-queries.ts';

/** The connections graph around a partner (decision 0012). */
export function createPartnersConnectionsService(deps: {
  db: Db;
  clock: Clock;
  fileUrl: FileUrl;
  /** How long a graph may take. */
  timeLimitMs: number;
  /** The most nodes per layer. */
  layerLimit: number;
  /** The most partner-company pairs a layer reads. */
  layerRows: number;
}) {
  const { db, clock, fileUrl, timeLimitMs, layerLimit, layerRows } = deps;

  return {
    /**
     * The graph around a partner, a layer at a time: the companies the frontier holds, then
     * their other partners, up to `depth` steps from partner to partner. A layer keeps at most
     * `layerLimit` new companies and as many new partners; the whole graph stops at the time
     * limit. Both say what they cut.
     */
    async connections(query: ConnectionsQuery): Promise<Connections> {
      const searched = await resolvePartner(db, query);
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
  fileUrl: FileUrl;
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
      image: fileUrl(company?.logo),
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
        image: fileUrl(company?.logo),
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
