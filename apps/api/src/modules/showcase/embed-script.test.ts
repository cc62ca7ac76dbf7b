// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { EMBED_SCRIPT, HEIGHT_MESSAGE } from './showcase-assets.ts';

// The API compiles without the DOM's types: the few used here, as happy-dom provides them.
type Frame = {
  title: string;
  style: { height: string };
  contentWindow: unknown;
  getAttribute(name: string): string | null;
};
type Page = {
  document: {
    body: { innerHTML: string };
    querySelector(selector: string): Frame | null;
    querySelectorAll(selector: string): { length: number };
  };
  window: { dispatchEvent(event: unknown): boolean; __oportunaVitrines?: unknown[] };
  MessageEvent: new (type: string, init: { data: unknown; origin: string }) => object;
};
const { document, window, MessageEvent } = globalThis as unknown as Page;

const SHOWCASE = 'https://oportuna.example/vitrine/3506003';

function embed() {
  document.body.innerHTML = `<div data-oportuna-vitrine="${SHOWCASE}"></div>`;
  new Function(EMBED_SCRIPT)();
  return document.querySelector('iframe') as Frame;
}

function post(data: unknown, origin: string, source: unknown) {
  const event = new MessageEvent('message', { data, origin });
  Object.defineProperty(event, 'source', { value: source });
  window.dispatchEvent(event);
}

/** The frame's window as the browser would give it (happy-dom loads no frame pages). */
function withWindow(frame: Frame) {
  const frameWindow = { name: 'frame' };
  Object.defineProperty(frame, 'contentWindow', { value: frameWindow });
  return frameWindow;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.__oportunaVitrines = [];
});

describe('the embed script', () => {
  it('creates the frame of the showcase in the div, once', () => {
    const frame = embed();
    expect(frame.getAttribute('src')).toBe(SHOWCASE);
    expect(frame.title).toBe('Vitrine econômica');
    new Function(EMBED_SCRIPT)();
    expect(document.querySelectorAll('iframe')).toHaveLength(1);
  });

  it('sizes the frame only from its own window and the showcase origin', () => {
    const frame = embed();
    const frameWindow = withWindow(frame);
    const message = { type: HEIGHT_MESSAGE, height: 1234 };
    post(message, 'https://intruso.example', frameWindow);
    expect(frame.style.height).toBe('');
    post(message, 'https://oportuna.example', window);
    expect(frame.style.height).toBe('');
    post(message, 'https://oportuna.example', null);
    expect(frame.style.height).toBe('');
    post({ type: 'outra-coisa', height: 99 }, 'https://oportuna.example', frameWindow);
    expect(frame.style.height).toBe('');
    post(message, 'https://oportuna.example', frameWindow);
    expect(frame.style.height).toBe('1234px');
  });
});
