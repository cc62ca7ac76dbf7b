// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildGraphData, layoutDurationMs } from '../lib/connections-graph.ts';
import { aGraph } from '../testing/a-graph.ts';
import ConnectionsCanvas from './connections-canvas.tsx';

// No WebGL here: sigma and the layout worker are stand-ins that record what they were told.
const drawn = vi.hoisted(() => ({
  sigmas: [] as { killed: boolean; order: number; resized: number; refreshed: number }[],
  /** Where the camera was sent, with the node's place on screen standing for its position. */
  moves: [] as { x: number; y: number; ratio: number }[],
  layouts: [] as { running: boolean; killed: boolean; barnesHut: boolean }[],
}));
vi.mock('sigma', () => ({
  default: class {
    state: { killed: boolean; order: number; resized: number; refreshed: number };
    constructor(graph: { order: number }) {
      this.state = { killed: false, order: graph.order, resized: 0, refreshed: 0 };
      drawn.sigmas.push(this.state);
    }
    on() {
      return this;
    }
    refresh() {
      this.state.refreshed += 1;
      return this;
    }
    resize() {
      this.state.resized += 1;
      return this;
    }
    getNodeDisplayData(node: string) {
      return node === 'p:ana' ? { x: 0.8, y: 0.2 } : undefined;
    }
    getCamera() {
      return {
        ratio: 1,
        animate: (to: { x: number; y: number; ratio: number }) => drawn.moves.push(to),
      };
    }
    kill() {
      this.state.killed = true;
    }
  },
}));
vi.mock('graphology-layout-forceatlas2/worker', () => ({
  default: class {
    state: { running: boolean; killed: boolean; barnesHut: boolean };
    constructor(_graph: unknown, params: { settings: { barnesHutOptimize: boolean } }) {
      this.state = { running: false, killed: false, barnesHut: params.settings.barnesHutOptimize };
      drawn.layouts.push(this.state);
    }
    start() {
      this.state.running = true;
    }
    stop() {
      this.state.running = false;
    }
    kill() {
      this.state.killed = true;
    }
  },
}));

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  drawn.sigmas = [];
  drawn.layouts = [];
  drawn.moves = [];
});

describe('ConnectionsCanvas', () => {
  it('draws the graph, runs ForceAtlas2 in its worker and stops it by itself', () => {
    vi.useFakeTimers();
    const data = buildGraphData(aGraph().data);
    const view = render(
      <ConnectionsCanvas data={data} selectedId={null} onNodeClick={() => {}} label="Grafo" />,
    );
    expect(drawn.sigmas).toEqual([{ killed: false, order: 4, resized: 0, refreshed: 0 }]);
    expect(drawn.layouts).toEqual([{ running: true, killed: false, barnesHut: false }]);
    const canvas = view.getByTestId('connections-canvas');
    act(() => vi.advanceTimersByTime(layoutDurationMs(4) - 1));
    expect(drawn.layouts[0]?.running).toBe(true);
    expect(canvas.dataset.layout).toBe('running');
    act(() => vi.advanceTimersByTime(1));
    expect(drawn.layouts[0]?.running).toBe(false);
    expect(canvas.dataset.layout).toBe('done');

    // Leaving the screen frees the WebGL context and the worker.
    view.unmount();
    expect(drawn.sigmas[0]?.killed).toBe(true);
    expect(drawn.layouts[0]?.killed).toBe(true);
  });

  it('brings a chosen node to the middle of the view, closer than the whole graph', () => {
    const data = buildGraphData(aGraph().data);
    const props = { data, onNodeClick: () => {}, label: 'Grafo' };
    const view = render(<ConnectionsCanvas {...props} selectedId={null} />);
    expect(drawn.moves).toEqual([]);
    view.rerender(<ConnectionsCanvas {...props} selectedId="p:ana" />);
    expect(drawn.moves).toEqual([{ x: 0.8, y: 0.2, ratio: 0.5 }]);
    // Clearing the choice leaves the view where it is.
    view.rerender(<ConnectionsCanvas {...props} selectedId={null} />);
    expect(drawn.moves).toHaveLength(1);
  });

  it('takes the whole width of its box, 800 high', () => {
    const data = buildGraphData(aGraph().data);
    const view = render(
      <ConnectionsCanvas data={data} selectedId={null} onNodeClick={() => {}} label="Grafo" />,
    );
    const box = view.getByRole('img', { name: 'Grafo' });
    expect(box.style.width).toBe('100%');
    expect(box.style.height).toBe('800px');
  });

  it('fits the graph to its box again whenever the box changes size, until it is gone', () => {
    const observers: { target: Element | null; notify: () => void; connected: boolean }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        entry: { target: Element | null; notify: () => void; connected: boolean };
        constructor(callback: () => void) {
          this.entry = { target: null, notify: callback, connected: true };
          observers.push(this.entry);
        }
        observe(target: Element) {
          this.entry.target = target;
        }
        disconnect() {
          this.entry.connected = false;
        }
      },
    );
    try {
      const data = buildGraphData(aGraph().data);
      const view = render(
        <ConnectionsCanvas data={data} selectedId={null} onNodeClick={() => {}} label="Grafo" />,
      );
      const [observer] = observers;
      expect(observer?.target).toBe(view.getByRole('img', { name: 'Grafo' }));
      act(() => observer?.notify());
      expect(drawn.sigmas[0]).toMatchObject({ resized: 1, refreshed: 1 });
      view.unmount();
      expect(observer?.connected).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
