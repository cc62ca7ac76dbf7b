import { vi } from 'vitest';

export interface SeenRequest {
  method: string;
  /** Path and query, the query decoded: 'GET /api/companies?sort[capital_social]=desc'. */
  target: string;
  url: URL;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
}

export type Answer = Response | ((request: SeenRequest) => Response | Promise<Response>);

function seen(input: RequestInfo | URL, init?: RequestInit): SeenRequest {
  const raw = input instanceof Request ? input.url : String(input);
  const url = new URL(raw, 'http://localhost');
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  const text = typeof init?.body === 'string' ? init.body : undefined;
  return {
    method,
    url,
    target: `${method} ${url.pathname}${decodeURIComponent(url.search)}`,
    body: text === undefined ? undefined : JSON.parse(text),
  };
}

/**
 * Stubs fetch: the first route whose pattern matches 'METHOD /path?query' answers; anything
 * else is an empty list. `requests` lists what was asked, in order.
 */
export function answerApi(routes: readonly [RegExp, Answer][]) {
  const requests: SeenRequest[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = seen(input, init);
    requests.push(request);
    for (const [pattern, answer] of routes) {
      if (pattern.test(request.target)) {
        return typeof answer === 'function' ? answer(request) : answer.clone();
      }
    }
    return Response.json({ data: [], total: 0, total_without_filter: 0, available_ordering: [] });
  });
  return { spy, requests, targets: () => requests.map((request) => request.target) };
}
