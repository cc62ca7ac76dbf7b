import Graph from 'graphology';
import { inferSettings } from 'graphology-layout-forceatlas2';
import FA2Layout from 'graphology-layout-forceatlas2/worker';
import { useEffect, useRef } from 'react';
import Sigma from 'sigma';
import {
  edgeHighlight,
  type GraphData,
  type GraphNodeAttributes,
  layoutDurationMs,
  neighbourhood,
  nodeHighlight,
} from '../lib/connections-graph.ts';

/** The camera's zoom when it brings a chosen node to the middle (1 shows the whole graph). */
const CLOSE_RATIO = 0.5;
const GRAPH_HEIGHT = 800;

export interface ConnectionsCanvasProps {
  data: GraphData;
  /** The node chosen in the list or by a click, lit with its neighbours. */
  selectedId: string | null;
  onNodeClick: (id: string) => void;
  label: string;
}

/**
 * The WebGL drawing (sigma.js on a graphology graph), loaded only on this screen. ForceAtlas2
 * runs in a web worker and stops by itself after a time that grows with the node count. Pan
 * and zoom are sigma's; a hovered node (or else the chosen one) is lit with its neighbours.
 */
export default function ConnectionsCanvas({
  data,
  selectedId,
  onNodeClick,
  label,
}: ConnectionsCanvasProps) {
  const container = useRef<HTMLDivElement>(null);
  const refocusRef = useRef<() => void>(() => {});
  const centerRef = useRef<(id: string) => void>(() => {});
  const focus = useRef<{ hovered: string | null; selected: string | null }>({
    hovered: null,
    selected: selectedId,
  });
  const clickRef = useRef(onNodeClick);
  clickRef.current = onNodeClick;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const graph = new Graph<GraphNodeAttributes>({ type: 'undirected', multi: false });
    graph.import(data);

    let around = neighbourhood(data.edges, focus.current.selected);
    let current = focus.current.selected;
    const refocus = () => {
      const next = focus.current.hovered ?? focus.current.selected;
      if (next === current) return;
      current = next;
      around = neighbourhood(data.edges, next);
      sigma.refresh({ skipIndexation: true });
    };

    const sigma = new Sigma<GraphNodeAttributes>(graph, element, {
      settings: {
        allowInvalidContainer: true,
        labelRenderedSizeThreshold: 8,
        // The whole graph fits the box with its labels, not just the nodes' centres: a label
        // at the right edge is not cut.
        autoRescaleContent: 'labels',
      },
      nodeReducer: (key) => nodeHighlight(key, current, around),
      edgeReducer: (key) => edgeHighlight(key, around),
    });
    refocusRef.current = refocus;
    // A node chosen in the list may be off screen or too small to see: bring it to the middle,
    // closer if the view is far out.
    centerRef.current = (id) => {
      const shown = sigma.getNodeDisplayData(id);
      if (!shown) return;
      const camera = sigma.getCamera();
      camera.animate(
        { x: shown.x, y: shown.y, ratio: Math.min(camera.ratio, CLOSE_RATIO) },
        { duration: 300 },
      );
    };
    sigma.on('enterNode', ({ node }) => {
      focus.current.hovered = node;
      refocus();
    });
    sigma.on('leaveNode', () => {
      focus.current.hovered = null;
      refocus();
    });
    sigma.on('clickNode', ({ node }) => clickRef.current(node));
    // Sigma follows the window's size only: the box also changes when the page beside it does
    // (the list, the menu). The graph is fitted to the box again.
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            sigma.resize();
            sigma.refresh();
          });
    resized?.observe(element);

    const layout = new FA2Layout(graph, {
      settings: { ...inferSettings(graph), barnesHutOptimize: graph.order > 500 },
    });
    layout.start();
    // The container says when the layout has settled (browser tests and the draw bench wait
    // for it).
    element.dataset.layout = 'running';
    const stop = window.setTimeout(() => {
      layout.stop();
      element.dataset.layout = 'done';
    }, layoutDurationMs(graph.order));

    return () => {
      resized?.disconnect();
      window.clearTimeout(stop);
      layout.kill();
      sigma.kill();
      refocusRef.current = () => {};
      centerRef.current = () => {};
    };
  }, [data]);

  useEffect(() => {
    focus.current.selected = selectedId;
    refocusRef.current();
    if (selectedId) centerRef.current(selectedId);
  }, [selectedId]);

  return (
    <div
      ref={container}
      role="img"
      aria-label={label}
      data-testid="connections-canvas"
      style={{ width: '100%', height: GRAPH_HEIGHT }}
    />
  );
}
