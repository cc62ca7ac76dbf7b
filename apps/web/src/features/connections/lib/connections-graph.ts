import type { ConnectionEdge, ConnectionNode, Connections } from '@oportuna/domain/partners';

/** What a node carries into the graph: the answer's fields plus position, size and label. */
export interface GraphNodeAttributes {
  label: string;
  color: string;
  size: number;
  x: number;
  y: number;
  node: ConnectionNode;
}

export interface GraphData {
  /** graphology's serialised form: `graph.import(data)` builds it. */
  nodes: { key: string; attributes: GraphNodeAttributes }[];
  edges: { key: string; source: string; target: string }[];
}

const SIZE_BY_ROLE: Record<ConnectionNode['role'], number> = {
  searched: 14,
  partner: 9,
  indirect: 7,
  other: 5,
};

/**
 * The graph of an answer: one node per id (the first wins), the edges whose two ends are
 * nodes (each pair once, loops left out), and a first position on rings by depth, the
 * searched partner in the middle, so that the layout starts from something readable.
 */
export function buildGraphData(answer: Connections['data']): GraphData {
  const seen = new Set<string>();
  const nodes = answer.nodes.filter((node) => !seen.has(node.id) && seen.add(node.id));
  const byDepth = new Map<number, ConnectionNode[]>();
  for (const node of nodes) {
    const layer = byDepth.get(node.depth) ?? [];
    layer.push(node);
    byDepth.set(node.depth, layer);
  }
  const position = new Map<string, { x: number; y: number }>();
  for (const [depth, layer] of byDepth) {
    const radius = depth * 100;
    layer.forEach((node, index) => {
      // A small offset per layer, so that no two layers start on the same spokes.
      const angle = (2 * Math.PI * index) / layer.length + depth * 0.5;
      position.set(node.id, { x: radius * Math.cos(angle), y: radius * Math.sin(angle) });
    });
  }

  const pairs = new Set<string>();
  const edges = answer.edges.filter((edge) => {
    if (edge.source === edge.target || !seen.has(edge.source) || !seen.has(edge.target)) {
      return false;
    }
    const pair = [edge.source, edge.target].sort().join('\u0000');
    if (pairs.has(pair)) return false;
    pairs.add(pair);
    return true;
  });

  return {
    nodes: nodes.map((node) => ({
      key: node.id,
      attributes: {
        label: node.name,
        color: node.color,
        size:
          node.type === 'company'
            ? Math.max(SIZE_BY_ROLE[node.role] - 2, 4)
            : SIZE_BY_ROLE[node.role],
        x: position.get(node.id)?.x ?? 0,
        y: position.get(node.id)?.y ?? 0,
        node,
      },
    })),
    edges: edges.map(({ id, source, target }: ConnectionEdge) => ({ key: id, source, target })),
  };
}

export interface Neighbourhood {
  nodes: ReadonlySet<string>;
  edges: ReadonlySet<string>;
}

/** A node, its neighbours and the edges between it and them: what a hover or a choice lights. */
export function neighbourhood(
  edges: readonly { key: string; source: string; target: string }[],
  id: string | null,
): Neighbourhood | null {
  if (id === null) return null;
  const nodes = new Set([id]);
  const lit = new Set<string>();
  for (const edge of edges) {
    if (edge.source === id || edge.target === id) {
      nodes.add(edge.source === id ? edge.target : edge.source);
      lit.add(edge.key);
    }
  }
  return { nodes, edges: lit };
}

export const DIMMED_NODE_COLOR = '#e0e0e0';
export const DIMMED_EDGE_COLOR = '#f0f0f0';

/**
 * How one node is drawn while a node is in focus (hovered, or else chosen): the focus and its
 * neighbours as they are and labelled, the others greyed without label. Nothing in focus:
 * unchanged.
 */
export function nodeHighlight(
  id: string,
  focus: string | null,
  around: Neighbourhood | null,
): { color?: string; label?: string | null; highlighted?: boolean; zIndex?: number } {
  if (focus === null || around === null) return {};
  if (id === focus) return { highlighted: true, zIndex: 2 };
  if (around.nodes.has(id)) return { zIndex: 1 };
  return { color: DIMMED_NODE_COLOR, label: null, zIndex: 0 };
}

/** How one edge is drawn while a node is in focus: hidden unless it touches the focus. */
export function edgeHighlight(
  id: string,
  around: Neighbourhood | null,
): { color?: string; visibility?: 'visible' | 'hidden' } {
  if (around === null) return {};
  return around.edges.has(id) ? { color: '#555555' } : { visibility: 'hidden' };
}

/**
 * How long ForceAtlas2 runs before it stops by itself: 300 ms plus 0.6 ms a node, at most 1 s,
 * so that a graph of a whole layer (1,000 nodes) is laid out and drawn within 2 s of its
 * answer (bench/connections-draw.mjs); Barnes-Hut settles such a graph in that time.
 */
export function layoutDurationMs(nodeCount: number): number {
  return Math.min(300 + Math.round(nodeCount * 0.6), 1_000);
}
