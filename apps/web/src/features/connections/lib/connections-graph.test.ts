import Graph from 'graphology';
import { describe, expect, it } from 'vitest';
import { aGraph, ana, ceramica, joao, maria } from '../testing/a-graph.ts';
import {
  buildGraphData,
  DIMMED_NODE_COLOR,
  edgeHighlight,
  layoutDurationMs,
  neighbourhood,
  nodeHighlight,
} from './connections-graph.ts';

describe('buildGraphData', () => {
  it('keeps each node once with its colour and name, the searched one in the middle and largest', () => {
    const data = buildGraphData(
      aGraph({ nodes: [maria, ceramica, joao, ana, { ...joao, name: 'OUTRO' }] }).data,
    );
    expect(data.nodes.map((node) => node.key)).toEqual([
      'p:maria',
      'c:11222333',
      'p:joao',
      'p:ana',
    ]);
    const first = data.nodes[0]?.attributes;
    expect(first).toMatchObject({ label: 'MARIA DA SILVA', color: '#2e7d32', x: 0, y: 0 });
    const sizes = data.nodes.map((node) => node.attributes.size);
    expect(Math.max(...sizes)).toBe(first?.size);
    // Deeper layers start further out.
    const radius = (index: number) =>
      Math.hypot(data.nodes[index]?.attributes.x ?? 0, data.nodes[index]?.attributes.y ?? 0);
    expect(radius(3)).toBeGreaterThan(radius(2));
  });

  it('drops loops, edges to unknown nodes and a pair given twice', () => {
    const data = buildGraphData(
      aGraph({
        edges: [
          { id: 'e1', source: 'p:maria', target: 'c:11222333' },
          { id: 'e1b', source: 'c:11222333', target: 'p:maria' },
          { id: 'loop', source: 'p:joao', target: 'p:joao' },
          { id: 'lost', source: 'p:joao', target: 'p:nobody' },
          { id: 'e3', source: 'p:joao', target: 'p:ana' },
        ],
      }).data,
    );
    expect(data.edges.map((edge) => edge.key)).toEqual(['e1', 'e3']);
  });

  it('is what graphology imports as an undirected simple graph', () => {
    const graph = new Graph({ type: 'undirected', multi: false });
    graph.import(buildGraphData(aGraph().data));
    expect(graph.order).toBe(4);
    expect(graph.size).toBe(3);
    expect(graph.neighbors('c:11222333').sort()).toEqual(['p:joao', 'p:maria']);
  });
});

describe('neighbour highlighting', () => {
  const { edges } = buildGraphData(aGraph().data);

  it('finds a node, its neighbours and the edges between them', () => {
    const around = neighbourhood(edges, 'c:11222333');
    expect([...(around?.nodes ?? [])].sort()).toEqual(['c:11222333', 'p:joao', 'p:maria']);
    expect([...(around?.edges ?? [])].sort()).toEqual(['e1', 'e2']);
    expect(neighbourhood(edges, null)).toBeNull();
  });

  it('greys and unlabels the others, hides the edges that do not touch the focus', () => {
    const around = neighbourhood(edges, 'p:joao');
    expect(nodeHighlight('p:joao', 'p:joao', around)).toMatchObject({ highlighted: true });
    expect(nodeHighlight('p:ana', 'p:joao', around)).not.toHaveProperty('color');
    expect(nodeHighlight('p:maria', 'p:joao', around)).toMatchObject({
      color: DIMMED_NODE_COLOR,
      label: null,
    });
    expect(edgeHighlight('e3', around)).not.toHaveProperty('visibility');
    expect(edgeHighlight('e1', around)).toEqual({ visibility: 'hidden' });
  });

  it('changes nothing with no focus', () => {
    expect(nodeHighlight('p:maria', null, null)).toEqual({});
    expect(edgeHighlight('e1', null)).toEqual({});
  });
});

describe('layoutDurationMs', () => {
  it('grows with the node count and ends within 2 s of the answer even for a whole layer', () => {
    expect(layoutDurationMs(10)).toBeLessThan(layoutDurationMs(1_000));
    expect(layoutDurationMs(1_000)).toBeLessThanOrEqual(1_000);
    expect(layoutDurationMs(1_000_000)).toBe(1_000);
  });
});
